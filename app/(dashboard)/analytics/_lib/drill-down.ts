import type { ListCallsParams } from "@/lib/inputs/calls-query";
import { serializeCallsSearchParams } from "../../calls/_lib/search-params";

type Filters = Pick<ListCallsParams, "status" | "mode" | "type" | "uid" | "participantsCount">;

// The log filters by start and end times (not initiation): `startedAt ≥ from`, `endedAt ≤ to - 1`;
// calls that never started (unanswered, rejected) have no such times, so for them the range is left out.
export function callsLink(range: { from: number; to: number }, f: Filters = {}): string {
  const timed = f.status !== "unanswered" && f.status !== "rejected";
  const openEnded = f.status === "ongoing";
  return serializeCallsSearchParams("/calls", {
    status: f.status ?? null,
    mode: f.mode ?? null,
    type: f.type ?? null,
    uid: f.uid ?? null,
    participantsCount: f.participantsCount ?? null,
    startedAt: timed ? range.from : null,
    endedAt: timed && !openEnded ? range.to - 1 : null,
  });
}
