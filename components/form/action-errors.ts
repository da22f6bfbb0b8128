/** A message as a sentence under its label: `must not be empty` under "Name" reads "Name must not be empty." */
export function fieldSentence(label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const sentence = /^[a-z]/.test(message) ? `${label} ${message}` : message;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** What a form shows after a refused submit: the first message per known field, the rest above the buttons. */
export interface MappedErrors {
  fields: Record<string, string>;
  form: string[];
}

/** The parts of a next-safe-action answer that carry a refusal. */
export interface ActionFailure {
  serverError?: string;
  validationErrors?: unknown;
}

const messagesOf = (node: unknown): string[] =>
  node && typeof node === "object" && Array.isArray((node as { _errors?: unknown })._errors)
    ? (node as { _errors: unknown[] })._errors.map(String)
    : [];

/** Every `[path, messages]` of next-safe-action's formatted errors, depth first. */
function walk(node: unknown, path: string[], out: [string[], string[]][]): void {
  if (!node || typeof node !== "object") return;
  const own = messagesOf(node);
  if (own.length) out.push([path, own]);
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if (k !== "_errors") walk(v, [...path, k], out);
  }
}

/**
 * Maps an action's refusal onto a form: a message under a field the form has (a nested path such as
 * `triggerIds.3` belongs to its top field) goes to that field; the form's own (`_errors`), an unknown
 * field's (named, so it still makes sense) and the server error go to the form.
 */
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
