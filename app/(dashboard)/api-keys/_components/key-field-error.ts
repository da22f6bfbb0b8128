/** A field's zod message as a sentence: `must not be empty` under "Name" reads "Name must not be empty." */
export function fieldSentence(label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const sentence = /^[a-z]/.test(message) ? `${label} ${message}` : message;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** The first server-side validation message of a field, from next-safe-action's formatted errors. */
export function serverFieldError(validationErrors: unknown, field: string): string | undefined {
  return (validationErrors as Record<string, { _errors?: string[] }> | undefined)?.[field]?._errors?.[0];
}
