import "server-only";
import { cache } from "react";
import { requireConnection } from "@/lib/action";
import { getCall } from "@/lib/api/calls";
import { activeConnection } from "@/lib/connections";
import { namesOf } from "@/lib/names";
import type { CallParties } from "./title";

/** Users looked up by name at most (a request or two each): a meeting of hundreds shows the rest by uid. */
const MAX_NAMED = 25;

// Cached per request: both the page and its `<title>` read it.
export const loadCall = cache(async (sessionId: string) => {
  const { conn } = requireConnection(await activeConnection());
  const call = await getCall(conn, sessionId);
  const people = [...new Set([call.initiator, ...call.participants.map((p) => p.uid)])].slice(0, MAX_NAMED);
  // A name that cannot be had (a deleted user or group) leaves the id in the title: the call is still shown.
  const inGroup = call.receiverType === "group";
  const names = await namesOf(conn, {
    uids: inGroup ? people : [...people, call.receiver],
    guids: inGroup ? [call.receiver] : [],
  });
  const receiver = inGroup ? names.groups[call.receiver] : names.users[call.receiver];
  const parties: CallParties = { initiator: names.users[call.initiator], receiver, names: names.users };
  return { call, parties };
});
