import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

export type ErrorDetails = Record<string, string[]>;

/** An error the service answers with its documented body: `{error: {message, devMessage, source, code, details?}}`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetails,
    readonly devMessage?: string,
  ) {
    super(message);
  }
}

export function errorBody(err: ApiError, source: string) {
  return {
    error: {
      message: err.message,
      devMessage: err.devMessage ?? err.message,
      source,
      code: err.code,
      ...(err.details ? { details: err.details } : {}),
    },
  };
}

export const badRequest = (message: string, details?: ErrorDetails) =>
  new ApiError(400, "ERR_BAD_REQUEST", message, details);

export const notFound = (code: string, message: string) => new ApiError(404, code, message);

export const conflict = (code: string, message: string) => new ApiError(409, code, message);

export function validationError(where: string, issues: z.core.$ZodIssue[]): ApiError {
  const details: ErrorDetails = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : where;
    if (!details[key]) details[key] = [];
    details[key].push(issue.message);
  }
  const first = Object.entries(details)[0];
  const summary = first ? `${first[0]}: ${first[1][0]}` : "invalid input";
  return badRequest(`Failed to validate the ${where}. ${summary}`, details);
}
