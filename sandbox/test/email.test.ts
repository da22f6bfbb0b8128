import { describe, expect, it } from "vitest";
import { dataEnvelope, errorEnvelope, successEnvelope } from "../../lib/schemas/common";
import { emailProviderSchema } from "../../lib/schemas/email";
import { okData } from "./answers";
import { makeSandbox, type Sandbox } from "./harness";

const PATH = "/notifications/email/v1/providers/emailprovider";
const answer = dataEnvelope(emailProviderSchema.strict());

const valid = {
  providerApiKey: "SG.key-123",
  providerTemplateID: "d-template-1",
  providerUnsubscribeGroupID: "4242",
  senderName: "Acme Chat",
  senderEmail: "noreply@acme.test",
  allowEmailReplies: true,
  senderEmailForReplies: "replies@acme.test",
  isEnabled: true,
};

const stored = (s: Sandbox) =>
  s.db.prepare("SELECT settings, updated_at FROM email_settings WHERE app_id = ?").get(s.app.id) as
    | { settings: string; updated_at: number }
    | undefined;

function expectBadRequest(res: { status: number; json: unknown }, field: string) {
  expect(res.status).toBe(400);
  const err = errorEnvelope.parse(res.json).error;
  expect(err.code).toBe("ERR_BAD_REQUEST");
  expect(err.source).toBe("chat-api");
  expect(Object.keys(err.details ?? {})).toContain(field);
}

describe("email provider settings", () => {
  it("POST stores and answers exactly the documented fields (no isEnabled), GET reads them back", async () => {
    const s = makeSandbox();
    const res = await s.chat("POST", PATH, { body: valid });
    const data = okData(res, answer);
    const { isEnabled: _omit, ...rest } = valid;
    expect(data).toEqual({ ...rest, repliesWebhook: data.repliesWebhook });
    expect(data).not.toHaveProperty("isEnabled");
    const url = new URL(data.repliesWebhook);
    expect(`${url.protocol}//${url.host}`).toBe("http://127.0.0.1:4100");
    expect(url.searchParams.get("token")).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(stored(s)?.settings ?? "{}").isEnabled).toBe(true);
    const got = await s.chat("GET", PATH);
    expect(okData(got, answer)).toEqual(data);
  });

  it("keeps the repliesWebhook stable per app across a re-store, and differs between apps", async () => {
    const s = makeSandbox();
    const first = (await s.chat("POST", PATH, { body: valid })).json.data.repliesWebhook;
    await s.chat("DELETE", PATH);
    const second = (await s.chat("POST", PATH, { body: { ...valid, senderName: "Other" } })).json.data
      .repliesWebhook;
    expect(second).toBe(first);
    const other = makeSandbox({ region: "eu" });
    const third = (await other.chat("POST", PATH, { body: valid })).json.data.repliesWebhook;
    expect(third).not.toBe(first);
  });

  it("accepts replies off without senderEmailForReplies (answered as an empty string)", async () => {
    const s = makeSandbox();
    const { senderEmailForReplies: _r, isEnabled: _e, ...body } = valid;
    const res = await s.chat("POST", PATH, { body: { ...body, allowEmailReplies: false } });
    expect(okData(res, answer)).toMatchObject({
      allowEmailReplies: false,
      senderEmailForReplies: "",
    });
  });

  it("GET, PUT and DELETE answer 404 ERR_EMAIL_PROVIDER_NOT_FOUND when nothing is stored", async () => {
    const s = makeSandbox();
    for (const method of ["GET", "PUT", "DELETE"]) {
      const res = await s.chat(method, PATH, method === "PUT" ? { body: { senderName: "X" } } : {});
      expect(res.status, method).toBe(404);
      expect(errorEnvelope.parse(res.json).error.code).toBe("ERR_EMAIL_PROVIDER_NOT_FOUND");
    }
    expect(stored(s)).toBeUndefined();
  });

  it("PUT updates only the given fields", async () => {
    const s = makeSandbox();
    await s.chat("POST", PATH, { body: valid });
    const res = await s.chat("PUT", PATH, { body: { senderName: "Renamed", isEnabled: false } });
    const data = okData(res, answer);
    expect(data).toMatchObject({
      senderName: "Renamed",
      providerApiKey: "SG.key-123",
      allowEmailReplies: true,
    });
    expect(JSON.parse(stored(s)?.settings ?? "{}").isEnabled).toBe(false);
    expect(answer.parse((await s.chat("GET", PATH)).json).data).toEqual(data);
  });

  it("PUT refuses a merge that breaks the POST rules and changes nothing", async () => {
    const s = makeSandbox();
    const { senderEmailForReplies: _r, ...body } = valid;
    await s.chat("POST", PATH, { body: { ...body, allowEmailReplies: false } });
    const before = stored(s);
    s.advance(5000);
    expectBadRequest(
      await s.chat("PUT", PATH, { body: { allowEmailReplies: true } }),
      "senderEmailForReplies",
    );
    expectBadRequest(await s.chat("PUT", PATH, { body: { senderEmail: "not-an-email" } }), "senderEmail");
    expectBadRequest(await s.chat("PUT", PATH, { body: { senderName: 7 } }), "senderName");
    expectBadRequest(await s.chat("PUT", PATH, { rawBody: "{" }), "body");
    expect(stored(s)).toEqual(before);
    const ok = await s.chat("PUT", PATH, {
      body: { allowEmailReplies: true, senderEmailForReplies: "r@acme.test" },
    });
    expect(ok.status).toBe(200);
  });

  it("DELETE answers success and removes the settings", async () => {
    const s = makeSandbox();
    await s.chat("POST", PATH, { body: valid });
    const res = await s.chat("DELETE", PATH);
    expect(okData(res, successEnvelope).success).toBe(true);
    expect((await s.chat("GET", PATH)).status).toBe(404);
  });

  const { senderEmailForReplies: _r, ...noReplies } = valid;
  it.each([
    ["missing providerApiKey", { ...valid, providerApiKey: undefined }, "providerApiKey"],
    ["missing providerTemplateID", { ...valid, providerTemplateID: undefined }, "providerTemplateID"],
    [
      "missing providerUnsubscribeGroupID",
      { ...valid, providerUnsubscribeGroupID: undefined },
      "providerUnsubscribeGroupID",
    ],
    ["missing senderName", { ...valid, senderName: undefined }, "senderName"],
    ["missing senderEmail", { ...valid, senderEmail: undefined }, "senderEmail"],
    ["missing allowEmailReplies", { ...valid, allowEmailReplies: undefined }, "allowEmailReplies"],
    ["replies on without senderEmailForReplies", noReplies, "senderEmailForReplies"],
    [
      "replies on with an empty senderEmailForReplies",
      { ...valid, senderEmailForReplies: "" },
      "senderEmailForReplies",
    ],
    ["an invalid senderEmail", { ...valid, senderEmail: "acme" }, "senderEmail"],
    ["an invalid senderEmailForReplies", { ...valid, senderEmailForReplies: "a@" }, "senderEmailForReplies"],
    ["allowEmailReplies as a string", { ...valid, allowEmailReplies: "true" }, "allowEmailReplies"],
    ["isEnabled as a number", { ...valid, isEnabled: 1 }, "isEnabled"],
    ["an empty senderName", { ...valid, senderName: "  " }, "senderName"],
    ["an unknown field", { ...valid, providerSecret: "x" }, "request body"],
  ])("POST refuses %s with 400 and stores nothing", async (_name, body, field) => {
    const s = makeSandbox();
    expectBadRequest(await s.chat("POST", PATH, { body }), field);
    expect(stored(s)).toBeUndefined();
  });

  it("POST refuses malformed JSON and an array body", async () => {
    const s = makeSandbox();
    expectBadRequest(await s.chat("POST", PATH, { rawBody: "{providerApiKey:" }), "body");
    expect((await s.chat("POST", PATH, { body: [valid] })).status).toBe(400);
    expect(stored(s)).toBeUndefined();
  });

  it("needs a fullAccess key of this app in its region", async () => {
    const s = makeSandbox();
    const none = await s.chat("POST", PATH, { body: valid, apikey: null });
    expect(none.status).toBe(401);
    expect(errorEnvelope.parse(none.json).error.code).toBe("AUTH_ERR_EMPTY_APIKEY");
    for (const method of ["GET", "POST", "PUT", "DELETE"]) {
      const body = method === "GET" ? undefined : valid;
      const res = await s.chat(method, PATH, { body, apikey: s.authKey });
      expect(res.status, method).toBe(403);
      expect(res.json.error.code).toBe("AUTH_ERR_NO_ACCESS");
    }
    const region = await s.raw("POST", `/eu/${s.app.id}/api/v3${PATH}`, { body: valid });
    expect(region.status).toBe(401);
    expect(region.json.error.code).toBe("AUTH_ERR_INVALID_APPID");
    expect(stored(s)).toBeUndefined();
  });
});
