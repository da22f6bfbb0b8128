/** What a next-safe-action call answers the browser (the parts every list reads). */
export interface ActionResult<T> {
  data?: T;
  serverError?: string;
  validationErrors?: unknown;
}

/** Every message of next-safe-action's formatted validation errors, `field: message` for field errors. */
export function validationMessages(errors: unknown, path = ""): string[] {
  if (!errors || typeof errors !== "object") return [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(errors as Record<string, unknown>)) {
    if (k === "_errors" && Array.isArray(v)) out.push(...v.map((m) => (path ? `${path}: ${m}` : String(m))));
    else out.push(...validationMessages(v, path ? `${path}.${k}` : k));
  }
  return out;
}

/** The sentence a list shows when its URL filters fail the action's schema: the fields at fault, by name. */
export function invalidFilters(errors: unknown): string {
  const fields =
    errors && typeof errors === "object" ? Object.keys(errors).filter((k) => k !== "_errors") : [];
  return `These filters are not valid: ${fields.join(", ") || "the query"}.`;
}

export interface UnwrapOptions {
  /** What to say when the input fails validation (a fixed sentence, or one built from the errors);
   *  by default every validation message. */
  invalid?: string | ((errors: unknown) => string);
}

/** The action's data, or an Error carrying the sentence to show (the service's, or the input's problems). */
export function unwrapAction<T>(res: ActionResult<T> | undefined, options: UnwrapOptions = {}): T {
  if (res?.serverError) throw new Error(res.serverError);
  if (res?.validationErrors) {
    const { invalid } = options;
    if (typeof invalid === "string") throw new Error(invalid);
    if (invalid) throw new Error(invalid(res.validationErrors));
    const msgs = validationMessages(res.validationErrors);
    throw new Error(msgs.length ? msgs.join(" ") : "The request was not valid.");
  }
  if (!res?.data) throw new Error("The dashboard did not answer. Try again.");
  return res.data;
}
