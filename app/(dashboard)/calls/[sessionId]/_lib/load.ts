import "server-only";
import { cache } from "react";
import { requireConnection } from "@/lib/action";
import { getCall } from "@/lib/api/calls";
import { getGroup, getUser } from "@/lib/api/chat";
import { isServiceError } from "@/lib/api/errors";
import { activeConnection } from "@/lib/connections";
import type { CallParties } from "./title";

// Deleted users and groups are common, and the call is still worth showing when a name lookup fails.
async function nameOf(read: Promise<{ name: string }>): Promise<string | undefined> {
  try {
    return (await read).name;
  } catch (e) {
    if (!(isServiceError(e) && e.status === 404)) console.error("[call title]", e);
    return undefined;
  }
}

/** Users looked up by name at most (one request each): a meeting of hundreds shows the rest by uid. */
const MAX_NAMED = 25;

// Cached per request: both the page and its `<title>` read it.
export const loadCall = cache(async (sessionId: string) => {
  const { conn } = requireConnection(await activeConnection());
  const call = await getCall(conn, sessionId);
  const people = [...new Set([call.initiator, ...call.participants.map((p) => p.uid)])].slice(0, MAX_NAMED);
  const [receiver, ...names] = await Promise.all([
    nameOf(call.receiverType === "group" ? getGroup(conn, call.receiver) : getUser(conn, call.receiver)),
    ...people.map((uid) => nameOf(getUser(conn, uid))),
  ]);
  const named: Record<string, string> = {};
  people.forEach((uid, i) => {
    const name = names[i];
    if (name) named[uid] = name;
  });
  if (call.receiverType === "user" && receiver) named[call.receiver] = receiver;
  const parties: CallParties = { initiator: named[call.initiator], receiver, names: named };
  return { call, parties };
});
