import { expect } from "vitest";
import { errorEnvelope, pageEnvelope } from "../../lib/schemas/common";
import { userSchema } from "../../lib/schemas/users";
import type { Sandbox } from "./harness";

export const userPage = pageEnvelope(userSchema).strict();

export function expectError(res: { status: number; json: unknown }, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = errorEnvelope.strict().parse(res.json);
  expect(body.error.code).toBe(code);
  expect(body.error.source).toBe("chat-api");
  return body.error;
}

export const userSnapshot = (s: Sandbox) => ({
  users: s.db.prepare("SELECT * FROM users ORDER BY uid").all(),
  tokens: s.db.prepare("SELECT * FROM auth_tokens ORDER BY auth_token").all(),
  blocks: s.db.prepare("SELECT * FROM blocked_users ORDER BY uid, blocked_uid").all(),
  outbox: s.db.prepare("SELECT * FROM outbox ORDER BY id").all(),
});

export async function listUids(s: Sandbox, query = "") {
  const res = await s.chat("GET", `/users?perPage=1000${query}`);
  expect(res.status).toBe(200);
  return userPage.parse(res.json).data.map((u) => u.uid);
}
