import type { Role } from "../db/types";

/** What authorization needs of an admin row; `null` records that the account is missing or disabled. */
export interface CachedAdmin {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/**
 * Every page and action re-reads the signed-in admin. Within one process a change made here (role,
 * disabled) is forgotten at once below; a change made by another process (the `admin` CLI, a second
 * server) takes effect within this TTL, which bounds how long a revoked role can still act.
 */
export const ADMIN_TTL_MS = 2_000;
const MAX_ENTRIES = 1_000;

const rows = new Map<string, { admin: CachedAdmin | null; at: number }>();
// Bumped by every `forgetAdmin`: a read that began before a change must not cache what it saw.
let generation = 0;

/** Take before reading the store; hand to `rememberAdmin`. */
export const adminGeneration = () => generation;

/** The cached row of `id` while fresh, `undefined` when it must be read again. */
export function cachedAdmin(id: string, now = Date.now()): CachedAdmin | null | undefined {
  const hit = rows.get(id);
  if (!hit) return undefined;
  if (now - hit.at > ADMIN_TTL_MS) {
    rows.delete(id);
    return undefined;
  }
  return hit.admin;
}

/** Remembers what the store said about `id`, unless a change happened since the read began. */
export function rememberAdmin(id: string, admin: CachedAdmin | null, readAt: number, now = Date.now()) {
  if (readAt !== generation) return;
  if (rows.size >= MAX_ENTRIES) rows.clear();
  rows.set(id, { admin, at: now });
}

/** Drops `id` (or everything) so the next check reads the store: call after a role or disabled change. */
export function forgetAdmin(id?: string) {
  generation++;
  if (id === undefined) rows.clear();
  else rows.delete(id);
}
