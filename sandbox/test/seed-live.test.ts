import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callDetailSchema, callSchema } from "../../lib/schemas/calls";
import { pageEnvelope } from "../../lib/schemas/common";
import { conversationListEnvelope } from "../../lib/schemas/conversations";
import { groupSchema } from "../../lib/schemas/groups";
import { messageListEnvelope } from "../../lib/schemas/messages";
import { reactionListEnvelope } from "../../lib/schemas/reactions";
import { userSchema } from "../../lib/schemas/users";
import { dataOf } from "../src/http/route";
import { runLive } from "../src/seed/live";
import { hourAnchor, seedApp } from "../src/seed/seed";
import { okBody, okData } from "./answers";
import { addWebhook, outboxPayloads } from "./fixtures";
import { makeSandbox } from "./harness";

// Live mode uses the wall clock, so the sandbox's clock is set to it too.
const s = makeSandbox();
s.deps.now = () => Date.now();
const anchor = hourAnchor(Date.now());
seedApp(s.db, {
  appId: s.app.id,
  region: "us",
  users: 30,
  groups: 4,
  messages: 300,
  calls: 300,
  days: 7,
  seed: 5,
  anchor,
  ongoing: true,
  publicUrl: "http://127.0.0.1:4100",
});
const one = <T>(sql: string, ...args: unknown[]) =>
  s.db
    .prepare(sql)
    .pluck()
    .get(...args) as T;
const ongoingSeeded = one<number>("SELECT count(*) FROM calls WHERE status = 'ongoing'");

describe("seeded history reads back through the API", () => {
  it("lists and reads calls in the documented shapes", async () => {
    const list = await s.calls("GET", "/calls?perPage=100");
    const page = okBody(list, pageEnvelope(callSchema));
    expect(page.meta.pagination.total).toBe(300);
    const recorded = one<string>("SELECT session_id FROM calls WHERE has_recording = 1 LIMIT 1");
    const detail = await s.calls("GET", `/calls/${recorded}`);
    expect(okData(detail, dataOf(callDetailSchema)).recordings?.length).toBe(1);
  });

  it("lists users, groups, conversations, messages and reactions in the documented shapes", async () => {
    const users = await s.chat("GET", "/users?perPage=100");
    expect(pageEnvelope(userSchema).parse(users.json).data.length).toBeGreaterThan(20);
    const groups = await s.chat("GET", "/groups?perPage=100");
    expect(pageEnvelope(groupSchema).parse(groups.json).meta.pagination.total).toBe(4);
    const guid = one<string>("SELECT guid FROM groups ORDER BY guid LIMIT 1");
    const member = one<string>("SELECT uid FROM group_members WHERE guid = ? ORDER BY uid LIMIT 1", guid);
    const convs = await s.chat("GET", "/conversations?perPage=50", { onBehalfOf: member });
    expect(conversationListEnvelope.parse(convs.json).data.length).toBeGreaterThan(0);
    const msgs = await s.chat("GET", `/groups/${guid}/messages?limit=100`, { onBehalfOf: member });
    expect(okData(msgs, messageListEnvelope).length).toBeGreaterThan(0);
    const reacted = one<number>("SELECT message_id FROM reactions ORDER BY id LIMIT 1");
    const reactions = await s.chat("GET", `/messages/${reacted}/reactions`);
    expect(reactionListEnvelope.parse(reactions.json).data.length).toBeGreaterThan(0);
  });
});

describe("live mode", () => {
  let url = "";
  let server: ReturnType<typeof serve>;
  beforeAll(async () => {
    server = serve({ fetch: s.hono.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it("produces activity through the HTTP API so webhooks fire, and ends the calls it started", async () => {
    addWebhook(s, "live", ["message_sent", "message_reaction_added", "message_read_receipt", "call_ended"]);
    const messagesBefore = one<number>("SELECT count(*) FROM messages");
    const ongoingBefore = one<number>("SELECT count(*) FROM calls WHERE status = 'ongoing'");
    const callsBefore = one<number>("SELECT count(*) FROM calls");
    const counts = await runLive({
      url,
      app: s.app.id,
      region: "us",
      apikey: s.restKey,
      rate: 200,
      maxActions: 80,
      seed: 4,
      seedGiven: true,
    });
    expect(counts.message ?? 0).toBeGreaterThan(10);
    expect(counts.errors ?? 0).toBe(0);
    expect(one<number>("SELECT count(*) FROM messages")).toBe(messagesBefore + (counts.message ?? 0));
    expect(one<number>("SELECT count(*) FROM calls")).toBe(
      callsBefore + (counts.callStart ?? 0) + (counts.callRecorded ?? 0),
    );
    expect(one<number>("SELECT count(*) FROM calls WHERE status = 'ongoing'")).toBe(ongoingBefore);
    expect(outboxPayloads(s, "message_sent").length).toBe(counts.message);
    expect(outboxPayloads(s, "call_ended").length).toBeGreaterThan(0);
  }, 60_000);

  it("stops after --duration seconds", async () => {
    const started = Date.now();
    const counts = await runLive({
      url,
      app: s.app.id,
      region: "us",
      apikey: s.restKey,
      rate: 5,
      duration: 1,
      seed: 2,
      seedGiven: true,
    });
    const actions = Object.entries(counts).filter(([k]) => k !== "errors" && k !== "callEnd");
    expect(actions.reduce((n, [, v]) => n + v, 0)).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(one<number>("SELECT count(*) FROM calls WHERE status = 'ongoing'")).toBe(ongoingSeeded);
  });

  it("refuses to start without an app and key", async () => {
    await expect(
      runLive({ url, app: undefined, region: "us", apikey: undefined, rate: 1, seed: 1, seedGiven: true }),
    ).rejects.toThrow(/--app and --apikey/);
  });
});

afterAll(() => s.db.close());
