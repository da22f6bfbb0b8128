import { isServiceError } from "./server/api/errors";
import { UserFacingError } from "./user-facing-error";

/** What a page shows when the service refused or could not be reached; anything else is a bug and is thrown. */
export function failureSentence(e: unknown): string {
  if (isServiceError(e)) return `${e.message} (${e.code})`;
  if (e instanceof UserFacingError) return e.message;
  throw e;
}
