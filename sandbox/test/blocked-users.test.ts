import { describe, expect, it } from "vitest";
import { z } from "zod";
import { dataEnvelope } from "../../lib/schemas/common";
import { eventDataSchemas, eventEnvelopeSchema } from "../../lib/schemas/events";
import { perUidResultSchema, userSchema } from "../../lib/schemas/users";
import { expectError, okBody, okData } from "./answers";
import { expectRefusals } from "./chat-helpers";
import { addUsers, addWebhook, onePage, outboxPayloads } from "./fixtures";
import { makeSandbox, type Sandbox } from "./harness";
import { userPage } from "./users-helpers";

const perUidAnswer = dataEnvelope(perUidResultSchema).strict();
const blockEventData = z.object({ users: z.record(z.string(), userSchema), by: userSchema }).strict();

function parseBlockEvent(payload: unknown, trigger: "user_blocked" | "user_unblocked") {
  const envelope = eventEnvelopeSchema.parse(payload);
  expect(envelope.trigger).toBe(trigger);
  eventDataSchemas[trigger].parse(envelope.data);
  return blockEventData.parse(envelope.data);
}

const blocksIn = (s: Sandbox) =>
  s.db.prepare("SELECT uid, blocked_uid FROM blocked_users ORDER BY uid, blocked_uid").all();

async function blocked(s: Sandbox, uid: string, query = "") {
  const res = await s.chat("GET", `/users/${uid}/blockedusers${query}`);
  return okBody(res, userPage);
}

const envelope = (s: Sandbox, trigger: string, hook: string) => ({
  trigger,
  data: expect.any(Object),
  appId: s.app.id,
  region: "us",
  webhook: hook,
});

describe("POST /users/:uid/blockedusers", () => {
  it("blocks each uid and answers a result per uid", async () => {
    const s = makeSandbox();
    addUsers(s, "amy", "ben", "cat", "dan");
    await s.chat("DELETE", "/users/dan");
    const res = await s.chat("POST", "/users/amy/blockedusers", {
      body: { blockedUids: ["ben", "CAT", "amy", "ghost", "dan"] },
    });
    const data = okData(res, perUidAnswer);
    expect(Object.keys(data)).toEqual(["ben", "cat", "amy", "ghost", "dan"]);
    expect(data.ben).toEqual({ success: true, message: expect.stringMatching(/blocked/) });
    expect(data.cat?.success).toBe(true);
    expect(data.amy).toEqual({ success: false, message: expect.stringMatching(/themselves/) });
    expect(data.ghost).toEqual({ success: false, message: expect.stringMatching(/ghost does not exist/) });
    expect(data.dan?.success).toBe(false);
    expect(blocksIn(s)).toEqual([
      { uid: "amy", blocked_uid: "ben" },
      { uid: "amy", blocked_uid: "cat" },
    ]);
  });

  it("succeeds again for an already blocked uid without a second row or event", async () => {
    const s = makeSandbox();
    addUsers(s, "eli", "flo");
    addWebhook(s, "hook", ["user_blocked"]);
    await s.chat("POST", "/users/eli/blockedusers", { body: { blockedUids: ["flo"] } });
    const res = await s.chat("POST", "/users/eli/blockedusers", { body: { blockedUids: ["flo"] } });
    expect(perUidAnswer.parse(res.json).data.flo).toEqual({
      success: true,
      message: expect.stringMatching(/already blocked/),
    });
    expect(blocksIn(s)).toHaveLength(1);
    expect(outboxPayloads(s, "user_blocked")).toHaveLength(1);
  });

  it("fires one user_blocked event listing every newly blocked user and the blocker", async () => {
    const s = makeSandbox();
    addUsers(s, "gil", "hue", "ira");
    addWebhook(s, "hook-1", ["user_blocked"]);
    await s.chat("POST", "/users/gil/blockedusers", { body: { blockedUids: ["hue", "ira", "ghost"] } });
    const events = outboxPayloads(s, "user_blocked");
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toEqual(envelope(s, "user_blocked", "hook-1"));
    const data = parseBlockEvent(event, "user_blocked");
    expect(Object.keys(data.users)).toEqual(["hue", "ira"]);
    expect(data.users.hue).toMatchObject({ uid: "hue", name: "User hue" });
    expect(data.by).toMatchObject({ uid: "gil", name: "User gil" });
    expect(s.kicks.count).toBeGreaterThan(0);
  });

  it("fires nothing when no block changed", async () => {
    const s = makeSandbox();
    addUsers(s, "jo");
    addWebhook(s, "hook", ["user_blocked"]);
    const res = await s.chat("POST", "/users/jo/blockedusers", { body: { blockedUids: ["ghost", "jo"] } });
    expect(res.status).toBe(200);
    expect(outboxPayloads(s, "user_blocked")).toEqual([]);
  });

  it("rejects bad bodies, unknown or deactivated blockers, changing nothing", async () => {
    const s = makeSandbox();
    addUsers(s, "kay", "lin", "off");
    addWebhook(s, "hook", ["user_blocked"]);
    await s.chat("DELETE", "/users/off");
    const bodies: unknown[] = [
      {},
      { blockedUids: [] },
      { blockedUids: "lin" },
      { blockedUids: [5] },
      { blockedUids: ["l i n"] },
      { blockedUids: ["u".repeat(101)] },
      { blockedUids: Array.from({ length: 101 }, (_, i) => `u${i}`) },
    ];
    for (const body of bodies) {
      expectError(
        await s.chat("POST", "/users/kay/blockedusers", { body }),
        400,
        "ERR_BAD_REQUEST",
        "chat-api",
      );
    }
    expectError(
      await s.chat("POST", "/users/kay/blockedusers", { rawBody: "[" }),
      400,
      "ERR_BAD_REQUEST",
      "chat-api",
    );
    const body = { blockedUids: ["lin"] };
    expectError(
      await s.chat("POST", "/users/ghost/blockedusers", { body }),
      404,
      "ERR_UID_NOT_FOUND",
      "chat-api",
    );
    expectError(
      await s.chat("POST", "/users/off/blockedusers", { body }),
      404,
      "ERR_UID_NOT_FOUND",
      "chat-api",
    );
    expect(blocksIn(s)).toEqual([]);
    expect(outboxPayloads(s, "user_blocked")).toEqual([]);
  });
});

describe("DELETE /users/:uid/blockedusers", () => {
  it("unblocks, answers a result per uid and fires one user_unblocked event", async () => {
    const s = makeSandbox();
    addUsers(s, "mo", "nia", "oz");
    addWebhook(s, "hook", ["user_unblocked"]);
    await s.chat("POST", "/users/mo/blockedusers", { body: { blockedUids: ["nia", "oz"] } });
    await s.chat("POST", "/users/oz/blockedusers", { body: { blockedUids: ["mo"] } });
    const res = await s.chat("DELETE", "/users/mo/blockedusers", {
      body: { blockedUids: ["nia", "mo", "zed"] },
    });
    const { data } = perUidAnswer.parse(res.json);
    expect(data.nia).toEqual({ success: true, message: expect.stringMatching(/unblocked/) });
    expect(data.mo?.success).toBe(false);
    expect(data.zed?.success).toBe(false);
    expect(blocksIn(s)).toEqual([
      { uid: "mo", blocked_uid: "oz" },
      { uid: "oz", blocked_uid: "mo" },
    ]);
    const events = outboxPayloads(s, "user_unblocked");
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual(envelope(s, "user_unblocked", "hook"));
    const ev = parseBlockEvent(events[0], "user_unblocked");
    expect(Object.keys(ev.users)).toEqual(["nia"]);
    expect(ev.by.uid).toBe("mo");
  });

  it("succeeds for a uid that was not blocked, without an event", async () => {
    const s = makeSandbox();
    addUsers(s, "pam", "quo");
    addWebhook(s, "hook", ["user_unblocked"]);
    const res = await s.chat("DELETE", "/users/pam/blockedusers", { body: { blockedUids: ["quo"] } });
    expect(perUidAnswer.parse(res.json).data.quo).toEqual({
      success: true,
      message: expect.stringMatching(/quo is not blocked by pam/),
    });
    expect(outboxPayloads(s, "user_unblocked")).toEqual([]);
  });

  it("rejects bad bodies and unknown blockers, changing nothing", async () => {
    const s = makeSandbox();
    addUsers(s, "ray", "sue");
    await s.chat("POST", "/users/ray/blockedusers", { body: { blockedUids: ["sue"] } });
    const before = blocksIn(s);
    await expectRefusals(s, [
      ["DELETE", "/users/ray/blockedusers", { body: {} }, 400, "ERR_BAD_REQUEST"],
      ["DELETE", "/users/ray/blockedusers", { rawBody: "{" }, 400, "ERR_BAD_REQUEST"],
      ["DELETE", "/users/ghost/blockedusers", { body: { blockedUids: ["sue"] } }, 404, "ERR_UID_NOT_FOUND"],
    ]);
    expect(blocksIn(s)).toEqual(before);
  });
});

describe("GET /users/:uid/blockedusers", () => {
  it("lists the active users that uid blocked, newest block first, as user resources", async () => {
    const s = makeSandbox();
    addUsers(s, "tom", "uma", "vic", "wes");
    await s.chat("POST", "/users/tom/blockedusers", { body: { blockedUids: ["uma"] } });
    s.advance(1000);
    await s.chat("POST", "/users/tom/blockedusers", { body: { blockedUids: ["vic", "wes"] } });
    await s.chat("POST", "/users/vic/blockedusers", { body: { blockedUids: ["tom"] } });
    await s.chat("DELETE", "/users/wes");
    const page = await blocked(s, "tom");
    expect(page.data.map((u) => [u.uid, u.blockedByMe, u.hasBlockedMe])).toEqual([
      ["vic", true, true],
      ["uma", true, false],
    ]);
    expect(page.data[0]).toMatchObject({ name: "User vic", role: "default", status: "offline" });
    // As published: when each was blocked; the later block is a second later.
    const [vic, uma] = page.data;
    expect(vic?.blockedAt).toBe(vic?.blockedByMeAt);
    expect((vic?.blockedAt ?? 0) - (uma?.blockedAt ?? 0)).toBe(1);
    expect(page.meta.pagination).toEqual(onePage(2));
    const p2 = await blocked(s, "tom", "?perPage=1&page=2");
    expect(p2.data.map((u) => u.uid)).toEqual(["uma"]);
    expect((await blocked(s, "uma")).data).toEqual([]);
    expectError(await s.chat("GET", "/users/ghost/blockedusers"), 404, "ERR_UID_NOT_FOUND", "chat-api");
    expectError(await s.chat("GET", "/users/tom/blockedusers?perPage=0"), 400, "ERR_BAD_REQUEST", "chat-api");
  });
});

describe("blocking operations: authentication and scope", () => {
  it("answers 403 to an authOnly key and 401 without a valid key or region, changing nothing", async () => {
    const s = makeSandbox();
    addUsers(s, "xia", "yul");
    addWebhook(s, "hook", ["user_blocked", "user_unblocked"]);
    const body = { blockedUids: ["yul"] };
    for (const method of ["POST", "DELETE", "GET"]) {
      const b = method === "GET" ? undefined : body;
      const path = "/users/xia/blockedusers";
      await expectRefusals(s, [
        [method, path, { apikey: s.authKey, body: b }, 403, "AUTH_ERR_NO_ACCESS"],
        [method, path, { apikey: null, body: b }, 401, "AUTH_ERR_EMPTY_APIKEY"],
        [method, path, { apikey: "x", body: b }, 401, "AUTH_ERR_APIKEY_NOT_FOUND"],
      ]);
      expectError(
        await s.raw(method, `/eu/${s.app.id}/api/v3${path}`, { body: b }),
        401,
        "AUTH_ERR_INVALID_APPID",
        "chat-api",
      );
    }
    expect(blocksIn(s)).toEqual([]);
    expect(s.db.prepare("SELECT COUNT(*) AS n FROM outbox").get()).toEqual({ n: 0 });
  });
});
