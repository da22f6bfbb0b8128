import { expect } from "vitest";
import { errorEnvelope } from "../../lib/schemas/common";
import { addGroup, addUsers, addWebhook } from "./fixtures";
import { makeSandbox, type Sandbox } from "./harness";

/** Posts a text message as `from` (the app itself when undefined) and answers the raw response, refused or not. */
export function postText(s: Sandbox, from: string | undefined, to: string, text: string, group = false) {
  return s.chat("POST", "/messages", {
    onBehalfOf: from,
    body: {
      receiver: to,
      receiverType: group ? "group" : "user",
      category: "message",
      type: "text",
      data: { text },
    },
  });
}

/** Sends a text message that must be accepted, and answers its id. */
export async function sendText(
  s: Sandbox,
  from: string | undefined,
  to: string,
  text: string,
  group = false,
) {
  const res = await postText(s, from, to, text, group);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.id as string;
}

export function snapshot(s: Sandbox) {
  const count = (table: string) =>
    (s.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  const digest = s.db
    .prepare("SELECT group_concat(id || ':' || updated_at || ':' || data, '|') AS d FROM messages")
    .get() as { d: string | null };
  const states = s.db
    .prepare(
      "SELECT group_concat(uid || ':' || read_message_id || ':' || delivered_message_id || ':' || cleared_message_id || ':' || coalesce(tags, ''), '|') AS d FROM conversation_state",
    )
    .get() as { d: string | null };
  return {
    messages: count("messages"),
    reactions: count("reactions"),
    conversations: count("conversations"),
    outbox: count("outbox"),
    digest: digest.d,
    states: states.d,
  };
}

/** The harness clock's start in seconds: the time of anything made before the clock moves. */
export const T0 = Math.floor(Date.UTC(2026, 10, 1, 12, 0, 0) / 1000);

/** A sandbox with alice, bob, carol (and `more` users), the group team (alice admin, bob participant) and, given triggers, the webhook "hook" on them. */
export function chatWorld(triggers: string[] = [], ...more: string[]): Sandbox {
  const s = makeSandbox();
  addUsers(s, "alice", "bob", "carol", ...more);
  addGroup(s, "team", { alice: "admin", bob: "participant" });
  if (triggers.length > 0) addWebhook(s, "hook", triggers);
  return s;
}

/** alice↔bob (3 messages, 2 from bob), carol→alice (1), team (alice, bob): updated in that order. */
export async function seedConversations(s: Sandbox) {
  const ab = [
    await sendText(s, "bob", "alice", "b1"),
    await sendText(s, "alice", "bob", "a1"),
    await sendText(s, "bob", "alice", "b2"),
  ];
  s.advance(1000);
  const ca = await sendText(s, "carol", "alice", "c1");
  s.advance(1000);
  const team = [await sendText(s, "bob", "team", "t1", true), await sendText(s, "bob", "team", "t2", true)];
  return { ab, ca, team };
}

/** A request and how it must be refused: method, path, request options, status, error code. */
export type Refusal = [
  method: string,
  path: string,
  req: Parameters<Sandbox["chat"]>[2],
  status: number,
  code: string,
];

/** Sends each request in turn and checks it is refused with its status and error code. */
export async function expectRefusals(s: Sandbox, refusals: Refusal[]) {
  for (const [method, path, req, status, code] of refusals) {
    const res = await s.chat(method, path, req);
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.json)}`).toBe(status);
    expect(errorEnvelope.parse(res.json).error.code, `${method} ${path}`).toBe(code);
  }
}
