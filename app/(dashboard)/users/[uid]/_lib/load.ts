import "server-only";
import { UserFacingError } from "@/lib/action";
import { isServiceError } from "@/lib/api/errors";

/** A section's answer or the sentence to show in its place, so one failing list does not sink the page. */
export type Section<T> = { ok: true; value: T } | { ok: false; message: string };

/** Runs one section's read; service refusals and our own become a message, anything else still throws. */
export async function section<T>(read: () => Promise<T>): Promise<Section<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (e) {
    if (isServiceError(e)) return { ok: false, message: `${e.message} (${e.code})` };
    if (e instanceof UserFacingError) return { ok: false, message: e.message };
    throw e;
  }
}

/** A section's page from the URL (`?tokens=2`): a positive integer, else 1. */
export function sectionPage(v: string | string[] | undefined): number {
  const n = Number(Array.isArray(v) ? v[0] : v);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
