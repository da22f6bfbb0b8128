export interface ActionResult<T> {
  data?: T;
  serverError?: string;
  validationErrors?: unknown;
}

export function validationMessages(errors: unknown, path = ""): string[] {
  if (!errors || typeof errors !== "object") return [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(errors as Record<string, unknown>)) {
    if (k === "_errors" && Array.isArray(v)) out.push(...v.map((m) => (path ? `${path}: ${m}` : String(m))));
    else out.push(...validationMessages(v, path ? `${path}.${k}` : k));
  }
  return out;
}

export function invalidFilters(errors: unknown): string {
  const fields =
    errors && typeof errors === "object" ? Object.keys(errors).filter((k) => k !== "_errors") : [];
  return `These filters are not valid: ${fields.join(", ") || "the query"}.`;
}

export interface UnwrapOptions {
  invalid?: string | ((errors: unknown) => string);
}

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
