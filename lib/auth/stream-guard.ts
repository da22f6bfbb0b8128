import { getDb } from "../db";
import type { Role } from "../db/types";
import { singleton } from "../singleton";
import { atLeast } from "./roles";
import type { Admin } from "./session";
import { sessionAdmin } from "./sessions";

export const MAX_STREAMS_PER_ADMIN = 5;
/** A revoked session or lowered role ends an open stream this soon. */
const RECHECK_MS = 2_000;

const open = () => singleton("stream-guard", () => new Map<string, number>());

export function guardStream(
  admin: Admin,
  minRole: Role,
  request: AbortSignal,
  recheckMs = RECHECK_MS,
): AbortSignal | undefined {
  const counts = open();
  const held = counts.get(admin.id) ?? 0;
  if (held >= MAX_STREAMS_PER_ADMIN) return undefined;
  counts.set(admin.id, held + 1);
  const ended = new AbortController();
  const timer = setInterval(async () => {
    const now = await sessionAdmin(await getDb(), admin.sessionId, admin.id).catch(() => admin);
    if (!now || !atLeast(now.role, minRole)) ended.abort();
  }, recheckMs);
  const signal = AbortSignal.any([request, ended.signal]);
  signal.addEventListener(
    "abort",
    () => {
      clearInterval(timer);
      const left = (counts.get(admin.id) ?? 1) - 1;
      if (left > 0) counts.set(admin.id, left);
      else counts.delete(admin.id);
    },
    { once: true },
  );
  return signal;
}
