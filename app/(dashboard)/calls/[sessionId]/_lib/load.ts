import "server-only";
import { cache } from "react";
import * as callsContract from "@/lib/contract/calls";
import { requireConnection } from "@/lib/server/action";
import { call as callService } from "@/lib/server/api/call";
import { activeConnection } from "@/lib/server/connections";
import { namesOf } from "@/lib/server/names";
import type { CallParties } from "./title";

/** Users looked up by name at most (a request or two each): a meeting of hundreds shows the rest by uid. */
const MAX_NAMED = 25;

/**
 * The call and the two names its title needs (who called, and whom or which group). Cached per request: the
 * page, its `<title>` and its sections read it. A name that cannot be had (a deleted user or group) leaves
 * the id in the title: the call is still shown.
 */
export const loadCall = cache(async (sessionId: string) => {
  const { conn } = requireConnection(await activeConnection());
  const { data: call } = await callService(conn, callsContract.getCall, { params: { sessionId } });
  const inGroup = call.receiverType === "group";
  const names = await namesOf(conn, {
    uids: inGroup ? [call.initiator] : [call.initiator, call.receiver],
    guids: inGroup ? [call.receiver] : [],
  });
  const receiver = inGroup ? names.groups[call.receiver] : names.users[call.receiver];
  const parties: CallParties = { initiator: names.users[call.initiator], receiver, names: names.users };
  return { conn, call, parties };
});

/**
 * The names of the call's users by uid: the title's, and the other participants' (MAX_NAMED people at most),
 * read after the page has drawn. Cached per request: the timeline and the participants both show them.
 */
export const loadPeopleNames = cache(async (sessionId: string): Promise<Record<string, string>> => {
  const { conn, call, parties } = await loadCall(sessionId);
  const asked = new Set(call.receiverType === "group" ? [call.initiator] : [call.initiator, call.receiver]);
  const people = [...new Set([call.initiator, ...call.participants.map((p) => p.uid)])].slice(0, MAX_NAMED);
  const rest = people.filter((uid) => !asked.has(uid));
  const known = parties.names ?? {};
  if (rest.length === 0) return known;
  return { ...known, ...(await namesOf(conn, { uids: rest })).users };
});
