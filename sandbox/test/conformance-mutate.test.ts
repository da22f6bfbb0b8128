import { describe, expect, it } from "vitest";
import { errorEnvelope } from "../../lib/schemas/common";
import { ALL_ROUTES } from "../src/modules";
import { callA } from "./call-fixtures";
import { emailProvider, populated, sendTo, tableCounts, urlOf } from "./conformance-helpers";

const VALID: Record<string, { body: Record<string, unknown>; onBehalfOf?: string }> = {
  "chat POST /users": {
    body: {
      uid: "zed",
      name: "Zed",
      avatar: "https://example.com/a.png",
      link: "https://example.com",
      role: "default",
      statusMessage: "hi",
      metadata: { a: 1 },
      tags: ["x"],
      withAuthToken: true,
    },
  },
  "chat PUT /users/:uid": { body: { name: "Alice 2", tags: ["y"], metadata: { b: 2 } } },
  "chat POST /groups": {
    body: {
      guid: "g7",
      name: "G7",
      type: "password",
      password: "pw",
      icon: "https://example.com/i.png",
      description: "d",
      metadata: {},
      owner: "alice",
      tags: ["t"],
      members: { participants: ["bob"], admins: ["carol"], moderators: [], usersToBan: ["dave"] },
    },
  },
  "chat PUT /groups/:guid": { body: { name: "Team 2", description: "x", tags: ["a"], owner: "alice" } },
  "chat POST /groups/:guid/members": {
    body: { admins: ["bob"], usersToBan: ["carol"] },
    onBehalfOf: "alice",
  },
  "chat PUT /groups/:guid/members/:uid": { body: { scope: "moderator" } },
  "chat POST /messages": {
    body: {
      receiver: "bob",
      receiverType: "user",
      category: "message",
      type: "text",
      data: { text: "x", metadata: {} },
      tags: ["t"],
      muid: "m1",
    },
    onBehalfOf: "alice",
  },
  "chat PUT /messages/:id": { body: { data: { text: "edited" } }, onBehalfOf: "alice" },
  "chat DELETE /messages/:id": { body: { permanent: false }, onBehalfOf: "alice" },
  "chat POST /apikeys": { body: { name: "k", scope: "fullAccess" } },
  "chat PUT /apikeys/:apiKey": { body: { name: "k2", scope: "authOnly" } },
  "chat POST /users/:uid/blockedusers": { body: { blockedUids: ["bob"] } },
  "chat POST /users/:uid/auth_tokens": { body: { force: true } },
  "chat POST /users/:uid/conversation/read": { body: { messageId: "1" }, onBehalfOf: "bob" },
  "chat POST /notifications/email/v1/providers/emailprovider": {
    body: {
      ...emailProvider,
      allowEmailReplies: true,
      senderEmailForReplies: "replies@acme.test",
      isEnabled: true,
    },
  },
  "chat PATCH /notifications/v1/contact-details": {
    body: { email: "alice@acme.test", phno: "+14155550100" },
    onBehalfOf: "alice",
  },
  "sandbox POST /calls": { body: callA as unknown as Record<string, unknown> },
  "mgmt POST /apps": { body: { name: "Other", region: "eu", version: "3" } },
  "mgmt POST /apps/:appId/webhooks": {
    body: {
      id: "hook2",
      name: "H",
      webhookURL: "https://example.com/h",
      useBasicAuth: true,
      username: "u",
      password: "p",
      enabled: true,
      retryOnFailure: true,
    },
  },
  "mgmt PUT /apps/:appId/webhooks/:webhookId": { body: { name: "H2", enabled: false } },
  "mgmt POST /apps/:appId/webhooks/:webhookId/triggers": { body: { triggerIds: ["message_sent"] } },
};

const VALUES: unknown[] = [123, "", "x".repeat(70_000), null, [], {}, true, -1, 1.5, "ünï ✓ 👍", ["x", 1]];

function mutate(body: Record<string, unknown>, path: string[], value: unknown) {
  const copy = structuredClone(body);
  const [key, sub] = path as [string, string | undefined];
  const target = sub === undefined ? copy : (copy[key] as Record<string, unknown>);
  const last = sub ?? key;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

function fieldPaths(body: Record<string, unknown>): string[][] {
  return Object.entries(body).flatMap(([key, v]) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? [[key], ...Object.keys(v).map((sub) => [key, sub])]
      : [[key]],
  );
}

describe("one bad field in an otherwise valid body", () => {
  const keyOf = (r: (typeof ALL_ROUTES)[number]) => `${r.api} ${r.method.toUpperCase()} ${r.path}`;

  it("names a valid body for every write it mutates", () => {
    const known = new Set(ALL_ROUTES.map(keyOf));
    for (const key of Object.keys(VALID)) expect(known.has(key), key).toBe(true);
  });

  for (const route of ALL_ROUTES.filter((r) => VALID[keyOf(r)])) {
    it(`${keyOf(route)}: never 500, refusals write nothing`, async () => {
      const { s, params } = await populated();
      const valid = VALID[keyOf(route)] as { body: Record<string, unknown>; onBehalfOf?: string };
      const url = urlOf(route, params);
      // Each request runs in an outer transaction rolled back after it (the handler's own transaction
      // becomes a savepoint), so every mutation starts from the same state.
      const attempt = async (body: unknown) => {
        s.db.exec("BEGIN");
        try {
          return await sendTo(s, route, url, { body, onBehalfOf: valid.onBehalfOf });
        } finally {
          s.db.exec("ROLLBACK");
        }
      };
      const base = await attempt(valid.body);
      expect(base.status, JSON.stringify(base.json)).toBe(200);
      for (const path of fieldPaths(valid.body)) {
        for (const value of [undefined, ...VALUES]) {
          const before = tableCounts(s);
          const body = mutate(valid.body, path, value);
          s.db.exec("BEGIN");
          const res = await sendTo(s, route, url, { body, onBehalfOf: valid.onBehalfOf });
          const label = `${path.join(".")}=${JSON.stringify(value)?.slice(0, 20)} → ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`;
          expect(res.status, label).toBeLessThan(500);
          const after = tableCounts(s);
          s.db.exec("ROLLBACK");
          if (res.status >= 400) {
            expect(errorEnvelope.safeParse(res.json).success, label).toBe(true);
            expect(after, label).toEqual(before);
          }
        }
      }
    });
  }
});
