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

// Cached per request: both the page and its `<title>` read it.
export const loadCall = cache(async (sessionId: string) => {
  const { conn } = requireConnection(await activeConnection());
  const call = await getCall(conn, sessionId);
  const [initiator, receiver] = await Promise.all([
    nameOf(getUser(conn, call.initiator)),
    nameOf(call.receiverType === "group" ? getGroup(conn, call.receiver) : getUser(conn, call.receiver)),
  ]);
  const parties: CallParties = { initiator, receiver };
  return { call, parties };
});
