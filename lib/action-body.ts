/** The most one server action's request may carry; next.config.ts gives Next's `bodySizeLimit` as this. */
export const ACTION_BODY_LIMIT = 4 * 1024 * 1024;

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** About what a server action's request carries for a value: its JSON in UTF-8, as React sends arguments. */
export function encodedBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value) ?? "").length;
}

export interface Oversize {
  /** The field holding the most of it. */
  field: string | undefined;
  fieldMessage: string;
  message: string;
}

/**
 * Why form values are too large to send as one action, or undefined. Next refuses such a request before any
 * code of ours runs, and the browser then sees only a failed request, so the form says it before sending.
 */
export function oversizedInput(values: Record<string, unknown>): Oversize | undefined {
  const total = encodedBytes(values);
  if (total <= ACTION_BODY_LIMIT) return undefined;
  let field: string | undefined;
  let largest = 0;
  for (const [key, value] of Object.entries(values)) {
    const size = encodedBytes(value);
    if (size > largest) [field, largest] = [key, size];
  }
  return {
    field,
    fieldMessage: `Too large to send: this holds ${mb(largest)}, and a form sends at most ${mb(ACTION_BODY_LIMIT)} at once.`,
    message: `This is too large to send: ${mb(total)}, where the dashboard takes at most ${mb(ACTION_BODY_LIMIT)} at once.`,
  };
}

/** Whether a failed request was likely refused for its size rather than lost. */
export const nearLimit = (values: unknown) => encodedBytes(values) > ACTION_BODY_LIMIT * 0.9;

export const TOO_LARGE_SENTENCE = `The dashboard refused the request: it may be larger than the ${mb(ACTION_BODY_LIMIT)} a form sends at once. Shorten the largest text or file and try again.`;
