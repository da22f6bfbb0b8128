import { expect } from "vitest";
import { parseEvent } from "../../lib/schemas/events";
import { expectError } from "./answers";
import { outboxPayloads } from "./fixtures";
import type { Sandbox } from "./harness";

const TABLES = ["groups", "group_members", "group_bans", "messages", "conversations", "outbox"] as const;

export function snapshot(s: Sandbox) {
  return Object.fromEntries(
    TABLES.map((t) => [
      t,
      s.db
        .prepare(`SELECT * FROM ${t}`)
        .all()
        .map((row) => JSON.stringify(row))
        .sort(),
    ]),
  ) as Record<(typeof TABLES)[number], string[]>;
}

export async function expectRejected(
  s: Sandbox,
  send: () => Promise<{ status: number; json: unknown }>,
  status: number,
  code: string,
) {
  const before = snapshot(s);
  const res = await send();
  const error = expectError(res, status, code, "chat-api");
  expect(snapshot(s)).toEqual(before);
  return error;
}

/** Checks a chat write is refused, with nothing changed, to an authOnly key (403), without a key (401)
 * and in a region that is not the app's (401). */
export async function expectKeyRefusals(s: Sandbox, method: string, path: string, body: unknown) {
  await expectRejected(s, () => s.chat(method, path, { body, apikey: s.authKey }), 403, "AUTH_ERR_NO_ACCESS");
  await expectRejected(s, () => s.chat(method, path, { body, apikey: null }), 401, "AUTH_ERR_EMPTY_APIKEY");
  const elsewhere = () => s.raw(method, `/eu/${s.app.id}/api/v3${path}`, { body });
  await expectRejected(s, elsewhere, 401, "AUTH_ERR_INVALID_APPID");
}

export function eventsOf(s: Sandbox, trigger: string) {
  return outboxPayloads(s, trigger).map((payload) => {
    const event = parseEvent(payload);
    expect(event.trigger).toBe(trigger);
    return event as {
      trigger: string;
      appId: string;
      region: string;
      webhook: string;
      data: Record<string, unknown>;
    };
  });
}
