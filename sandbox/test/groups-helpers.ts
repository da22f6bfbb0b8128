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
