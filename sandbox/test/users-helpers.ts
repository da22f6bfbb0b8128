import { pageEnvelope } from "../../lib/schemas/common";
import { userSchema } from "../../lib/schemas/users";
import { okData } from "./answers";
import type { Sandbox } from "./harness";

export const userPage = pageEnvelope(userSchema).strict();

export const userSnapshot = (s: Sandbox) => ({
  users: s.db.prepare("SELECT * FROM users ORDER BY uid").all(),
  tokens: s.db.prepare("SELECT * FROM auth_tokens ORDER BY auth_token").all(),
  blocks: s.db.prepare("SELECT * FROM blocked_users ORDER BY uid, blocked_uid").all(),
  outbox: s.db.prepare("SELECT * FROM outbox ORDER BY id").all(),
});

export async function listUids(s: Sandbox, query = "") {
  const res = await s.chat("GET", `/users?perPage=1000${query}`);
  return okData(res, userPage).map((u) => u.uid);
}
