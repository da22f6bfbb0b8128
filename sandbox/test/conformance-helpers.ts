import { z } from "zod";
import { type AnyRoute, API_PREFIX } from "../src/http/route";
import { addCallPeople, callA, recordCall } from "./call-fixtures";
import { sendText } from "./chat-helpers";
import { storeAllExtensionSettings } from "./extension-fixtures";
import { makeSandbox, type Sandbox } from "./harness";

type Counter = { get(): unknown };
const counters = new WeakMap<Sandbox["db"], Counter>();

/** The rows of every table, by name: one statement, made once per store (its tables are fixed once open). */
export function tableCounts(s: Sandbox): Record<string, number> {
  let counter = counters.get(s.db);
  if (!counter) {
    const tables = s.db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as { name: string }[];
    counter = s.db.prepare(
      `SELECT ${tables.map(({ name }) => `(SELECT count(*) FROM "${name}") AS "${name}"`).join(", ")}`,
    );
    counters.set(s.db, counter);
  }
  return { ...(counter.get() as Record<string, number>) };
}

/** An email provider's settings, without the choice about replies. */
export const emailProvider = {
  providerApiKey: "SG.key",
  providerTemplateID: "d-1",
  providerUnsubscribeGroupID: "42",
  senderName: "Acme",
  senderEmail: "noreply@acme.test",
};

export async function populated() {
  const s = makeSandbox();
  addCallPeople(s);
  const messageId = await sendText(s, "alice", "bob", "hello");
  await s.chat("POST", `/messages/${messageId}/reactions/:smile:`, { onBehalfOf: "bob" });
  const sessionId = await recordCall(s, callA);
  await s.mgmt("POST", `/apps/${s.app.id}/webhooks`, {
    body: { id: "hook1", name: "Hook", webhookURL: "https://example.com/hook" },
  });
  await s.chat("POST", "/notifications/email/v1/providers/emailprovider", {
    body: { ...emailProvider, allowEmailReplies: false },
  });
  const custom = {
    isEnabled: true,
    webhookURL: "https://hooks.example.com/notify",
    useBasicAuth: false,
    basicAuthUsername: "",
    basicAuthPassword: "",
  };
  await s.chat("POST", "/notifications/sms/v1/providers/twilio", {
    body: {
      twilioAccountSID: "AC91e67951ff7e5e7be8122184e76ae0e6",
      twilioAuthToken: "71c2301435733997e83db7a3445bc572",
      twilioSenderPhoneNumber: "+13611364718",
    },
  });
  await s.chat("POST", "/notifications/sms/v1/providers/custom", {
    body: { ...custom, useStoredPhNo: true },
  });
  await s.chat("POST", "/notifications/email/v1/providers/custom", {
    body: { ...custom, useStoredEmailID: true },
  });
  await s.chat("POST", "/notifications/email/v1/providers/sendgrid", {
    body: {
      sendGridApiKey: "SG.9ipFP4b17yT-Fff2GGrH8FF0GqdkBohXAEI4GnTSj9Q=",
      sendGridTemplateID: "d-8284bb9646a040499d5cfa28d272a094",
      sendGridUnsubscribeGroupID: "33832",
      senderName: "Acme",
      senderEmail: "noreply@acme.test",
      allowEmailReplies: false,
    },
  });
  await storeAllExtensionSettings(s);
  const token = await s.chat("POST", "/users/alice/auth_tokens", { body: {} });
  const params: Record<string, string> = {
    region: "us",
    appId: s.app.id,
    uid: "alice",
    guid: "team",
    id: messageId,
    reaction: ":smile:",
    conversationId: "alice_user_bob",
    sessionId,
    apiKey: s.authKey,
    authToken: token.json.data.authToken,
    webhookId: "hook1",
    role: "default",
    scope: "moderator",
    permission: "sendMessage",
    ruleId: "email_filter",
    keywordId: "profanity-list",
  };
  return { s, params };
}

export function urlOf(route: AnyRoute, params: Record<string, string>) {
  return (API_PREFIX[route.api] + route.path).replace(/:(\w+)/g, (_, name: string) => params[name] ?? "x");
}

export function shapeKeys(schema: unknown): string[] {
  let cur = schema as z.ZodType | undefined;
  for (let i = 0; i < 5 && cur; i++) {
    if (cur instanceof z.ZodObject) return Object.keys(cur.shape);
    // biome-ignore lint/suspicious/noExplicitAny: walking zod's internal definition to find the object.
    const def = (cur as any)._zod?.def;
    cur = def?.in ?? def?.innerType ?? def?.schema;
  }
  return [];
}

export function sendTo(
  s: Sandbox,
  route: AnyRoute,
  url: string,
  r: { body?: unknown; rawBody?: string; onBehalfOf?: string } = {},
) {
  const mgmt = route.api === "mgmt";
  return s.raw(route.method.toUpperCase(), url, {
    ...r,
    headers: mgmt ? { key: "test-mgmt-key", secret: "test-mgmt-secret" } : {},
    apikey: mgmt ? null : undefined,
  });
}
