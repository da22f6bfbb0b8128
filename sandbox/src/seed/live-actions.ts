import { MESSAGE_TEXTS, REACTIONS, SPAM_PHRASES } from "./corpus";
import type { LiveClient } from "./live-client";
import type { Rng } from "./prng";

export interface LiveState {
  uids: string[];
  groups: string[];
  members: Map<string, string[]>;
  recent: { id: string; sender: string; receiver: string; receiverType: "user" | "group" }[];
  reacted: { id: string; reaction: string; uid: string }[];
  calls: { sessionId: string; endAtMs: number; lastJoin: number }[];
  counts: Record<string, number>;
}

export const ACTIONS = {
  message: 40,
  reactionAdd: 14,
  reactionRemove: 5,
  read: 14,
  delivered: 7,
  callStart: 10,
  callRecorded: 10,
  report: 3,
} as const;
export type LiveAction = keyof typeof ACTIONS;

const nowSec = () => Math.floor(Date.now() / 1000);

async function groupMembers(client: LiveClient, s: LiveState, guid: string) {
  let list = s.members.get(guid);
  if (!list) {
    const res = await client.chat("GET", `/groups/${encodeURIComponent(guid)}/members?perPage=1000`);
    list = (res.data as { uid: string }[]).map((m) => m.uid);
    s.members.set(guid, list);
  }
  return list;
}

async function sendMessage(client: LiveClient, rng: Rng, s: LiveState) {
  const toGroup = s.groups.length > 0 && rng.chance(0.5);
  let sender: string;
  let receiver: string;
  if (toGroup) {
    receiver = rng.pick(s.groups);
    const members = await groupMembers(client, s, receiver);
    if (members.length === 0) return false;
    sender = rng.pick(members);
  } else {
    if (s.uids.length < 2) return false;
    [sender, receiver] = rng.sample(s.uids, 2) as [string, string];
  }
  const receiverType = toGroup ? "group" : "user";
  // Now and then a spam phrase, which the seeded rule withholds for review.
  const text = rng.chance(0.03)
    ? `Hi, ${rng.pick(SPAM_PHRASES)} inside`
    : rng.pick(MESSAGE_TEXTS).replace("{name}", "there");
  const body = { receiver, receiverType, category: "message", type: "text", data: { text } };
  const res = await client.chat("POST", "/messages", body, sender);
  if (res.data.data?.moderation) return true;
  s.recent.push({ id: String(res.data.id), sender, receiver, receiverType });
  if (s.recent.length > 200) s.recent.shift();
  return true;
}

async function someoneIn(client: LiveClient, rng: Rng, s: LiveState, m: LiveState["recent"][number]) {
  if (m.receiverType === "user") return rng.chance(0.8) ? m.receiver : m.sender;
  const members = await groupMembers(client, s, m.receiver);
  return members.length ? rng.pick(members) : m.sender;
}

async function report(client: LiveClient, rng: Rng, s: LiveState) {
  const m = s.recent.length ? rng.pick(s.recent) : undefined;
  if (!m) return false;
  const uid = await someoneIn(client, rng, s, m);
  if (uid === m.sender) return false;
  const reasonId = rng.weighted({ spam: 5, harassment: 3, inappropriate: 2, other: 1 });
  await client.chat("POST", `/messages/${encodeURIComponent(m.id)}/flagged`, { reasonId }, uid);
  return true;
}

async function addReaction(client: LiveClient, rng: Rng, s: LiveState) {
  const m = s.recent.length ? rng.pick(s.recent) : undefined;
  if (!m) return false;
  const uid = await someoneIn(client, rng, s, m);
  const reaction = rng.weighted(REACTIONS);
  // The service refuses the same reaction twice from one user.
  if (s.reacted.some((r) => r.id === m.id && r.reaction === reaction && r.uid === uid)) return false;
  await client.chat("POST", `/messages/${m.id}/reactions/${encodeURIComponent(reaction)}`, {}, uid);
  s.reacted.push({ id: m.id, reaction, uid });
  return true;
}

async function removeReaction(client: LiveClient, rng: Rng, s: LiveState) {
  if (s.reacted.length === 0) return false;
  const r = s.reacted.splice(rng.int(0, s.reacted.length - 1), 1)[0];
  if (!r) return false;
  await client.chat(
    "DELETE",
    `/messages/${r.id}/reactions/${encodeURIComponent(r.reaction)}`,
    undefined,
    r.uid,
  );
  return true;
}

async function receipt(client: LiveClient, rng: Rng, s: LiveState, kind: "read" | "delivered") {
  const m = s.recent.length ? rng.pick(s.recent) : undefined;
  if (!m) return false;
  const reader = await someoneIn(client, rng, s, m);
  if (reader === m.sender && m.receiverType === "user") return false;
  const path =
    m.receiverType === "group"
      ? `/groups/${encodeURIComponent(m.receiver)}/conversation/${kind}`
      : `/users/${encodeURIComponent(m.sender)}/conversation/${kind}`;
  await client.chat("POST", path, { messageId: m.id }, reader);
  return true;
}

async function callCast(client: LiveClient, rng: Rng, s: LiveState) {
  if (s.groups.length > 0 && rng.chance(0.25)) {
    const guid = rng.pick(s.groups);
    const people = rng.sample(await groupMembers(client, s, guid), rng.int(3, 8));
    if (people.length >= 2) return { receiver: guid, receiverType: "group" as const, people };
  }
  if (s.uids.length < 2) return undefined;
  const people = rng.sample(s.uids, 2);
  return { receiver: people[1] as string, receiverType: "user" as const, people };
}

async function recordCall(client: LiveClient, rng: Rng, s: LiveState, ongoing: boolean) {
  const cast = await callCast(client, rng, s);
  if (!cast) return false;
  const t = nowSec();
  const start = ongoing ? t - rng.int(0, 5) : t - rng.int(60, 900);
  const length = rng.int(20, Math.max(21, t - start - 2));
  const missed = !ongoing && rng.chance(0.2);
  const leftAt = start + length;
  const joins: number[] = [];
  const participants = cast.people.map((uid, i) => {
    if (missed) return { uid, outcome: i > 0 && rng.chance(0.3) ? "rejected" : "unanswered" };
    const joinedAt = Math.min(start + i * rng.int(1, 6), ongoing ? t : leftAt);
    joins.push(joinedAt);
    return { uid, sessions: [ongoing ? { joinedAt } : { joinedAt, leftAt }] };
  });
  const mode = cast.receiverType === "group" && rng.chance(0.5) ? "meet" : "call";
  const body = {
    initiator: cast.people[0],
    receiver: cast.receiver,
    receiverType: cast.receiverType,
    type: rng.chance(0.5) ? "video" : "audio",
    mode,
    initiatedAt: start,
    participants,
  };
  const res = await client.control("POST", "/calls", body);
  if (ongoing) {
    const endAtMs = Date.now() + rng.int(10, 90) * 1000;
    s.calls.push({ sessionId: String(res.data.sessionId), endAtMs, lastJoin: Math.max(...joins) });
  }
  return true;
}

export async function perform(client: LiveClient, rng: Rng, s: LiveState, action: LiveAction) {
  switch (action) {
    case "message":
      return sendMessage(client, rng, s);
    case "reactionAdd":
      return addReaction(client, rng, s);
    case "reactionRemove":
      return removeReaction(client, rng, s);
    case "read":
    case "delivered":
      return receipt(client, rng, s, action);
    case "callStart":
      return recordCall(client, rng, s, true);
    case "callRecorded":
      return recordCall(client, rng, s, false);
    case "report":
      return report(client, rng, s);
  }
}

export async function endDueCalls(client: LiveClient, s: LiveState, all = false) {
  const due = s.calls.filter((c) => all || c.endAtMs <= Date.now());
  s.calls = s.calls.filter((c) => !due.includes(c));
  for (const c of due) {
    try {
      // endedAt on this clock, the one the joins were reported on.
      const endedAt = Math.max(nowSec(), c.lastJoin);
      await client.control("POST", `/calls/${encodeURIComponent(c.sessionId)}/end`, { endedAt });
      s.counts.callEnd = (s.counts.callEnd ?? 0) + 1;
    } catch (e) {
      s.counts.errors = (s.counts.errors ?? 0) + 1;
      console.error(`[live] ending ${c.sessionId}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
