/** A template with `{{path}}` placeholders, filled from `values` (an unknown placeholder is left empty). */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, key: string) => values[key] ?? "");
}
