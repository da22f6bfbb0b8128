export function fieldSentence(label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const sentence = /^[a-z]/.test(message) ? `${label} ${message}` : message;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

export interface MappedErrors {
  fields: Record<string, string>;
  form: string[];
}

export interface ActionFailure {
  serverError?: string;
  validationErrors?: unknown;
}

const messagesOf = (node: unknown): string[] =>
  node && typeof node === "object" && Array.isArray((node as { _errors?: unknown })._errors)
    ? (node as { _errors: unknown[] })._errors.map(String)
    : [];

function walk(node: unknown, path: string[], out: [string[], string[]][]): void {
  if (!node || typeof node !== "object") return;
  const own = messagesOf(node);
  if (own.length) out.push([path, own]);
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if (k !== "_errors") walk(v, [...path, k], out);
  }
}

// A nested path (`triggerIds.3`) belongs to its top field; an unknown field's message goes to the form.
export function mapActionErrors(failure: ActionFailure, fields: readonly string[]): MappedErrors {
  const out: MappedErrors = { fields: {}, form: [] };
  const found: [string[], string[]][] = [];
  walk(failure.validationErrors, [], found);
  for (const [path, messages] of found) {
    const top = path[0];
    if (top !== undefined && fields.includes(top)) {
      out.fields[top] ??= messages[0] ?? "";
      continue;
    }
    const named = path.length ? path.join(".") : undefined;
    out.form.push(...messages.map((m) => (named ? (fieldSentence(named, m) ?? m) : m)));
  }
  if (failure.serverError) out.form.push(failure.serverError);
  return out;
}
