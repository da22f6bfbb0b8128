import { expect } from "vitest";
import { errorEnvelope } from "../../lib/schemas/common";
import type { Sandbox } from "./harness";

export async function sendText(
  s: Sandbox,
  from: string | undefined,
  to: string,
  text: string,
  group = false,
) {
  const res = await s.chat("POST", "/messages", {
    onBehalfOf: from,
    body: {
      receiver: to,
      receiverType: group ? "group" : "user",
      category: "message",
      type: "text",
      data: { text },
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.id as string;
}

export function expectError(res: { status: number; json: unknown }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  const body = errorEnvelope.parse(res.json);
  expect(body.error.code).toBe(code);
  return body.error;
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
