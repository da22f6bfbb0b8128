import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  apnsProviderSchema,
  customEmailSchema,
  customPushSchema,
  customSmsSchema,
  fcmProviderSchema,
  providerSuccessEnvelope,
  pushProvidersEnvelope,
  sendGridSchema,
  twilioSchema,
} from "../../lib/schemas/notifications";
import { expectError, okBody } from "./answers";
import { expectRefusals } from "./chat-helpers";
import { makeSandbox, type Sandbox } from "./harness";
import { apns, EC, RSA, serviceAccount } from "./notification-fixtures";

/** Every stored notification setting and provider, to show that a refused request changed nothing. */
/** A SendGrid provider's settings but for replies. */
const SENDGRID = {
  sendGridApiKey: "SG.9ipFP4b17yT-Fff2GGrH8FF0GqdkBohXAEI4GnTSj9Q=",
  sendGridTemplateID: "d-8284bb9646a040499d5cfa28d272a094",
  sendGridUnsubscribeGroupID: "33832",
  senderName: "Emailer",
  senderEmail: "noreply@em123.example.com",
};

const stored = (s: Sandbox) => ({
  settings: s.db.prepare("SELECT * FROM notification_settings ORDER BY app_id").all(),
  providers: s.db.prepare("SELECT * FROM notification_providers ORDER BY app_id, kind, provider_id").all(),
});

/** No answer of the sandbox carries a credential it was given. */
function expectNoSecret(json: unknown, secrets: string[]) {
  const text = JSON.stringify(json);
  for (const s of secrets) expect(text).not.toContain(s);
}

describe("push providers: FCM and APNs, several each, one default", () => {
  it("adds FCM providers from a service account, lists them masked, changes the default and deletes", async () => {
    const s = makeSandbox();
    const path = "/notifications/push/v1/providers/fcm";
    const added = await s.chat("POST", path, {
      body: {
        providerId: "fcm-main",
        serviceAccountFilename: "service-account.json",
        serviceAccountCreds: serviceAccount(),
        notificationInPayload: { ios: { chat: true, call: false }, android: { chat: false } },
      },
    });
    expect([added.status, providerSuccessEnvelope.parse(added.json)]).toEqual([
      200,
      { data: { success: true } },
    ]);
    await s.chat("POST", path, {
      body: { serviceAccountCreds: serviceAccount({ project_id: "chat-admin-two" }) },
    });
    const listed = pushProvidersEnvelope(fcmProviderSchema).parse((await s.chat("GET", path)).json);
    expect(listed.data.pushProviders.map((p) => [p.serviceAccountCreds.project_id, p.isDefault])).toEqual([
      ["chat-admin-demo", true],
      ["chat-admin-two", false],
    ]);
    expect(listed.data.pushProviders[0]).toMatchObject({
      providerId: "fcm-main",
      serviceAccountFilename: "service-account.json",
      serviceAccountCreds: { private_key_id: "••••4567" },
    });
    expectNoSecret(listed, [RSA.split("\n")[1] as string, "0123456789abcdef0123456789abcdef01234567"]);
    const second = listed.data.pushProviders[1]?.providerId as string;
    expect(second).toMatch(/^fcm-[0-9a-f]{10}$/);

    expect((await s.chat("PUT", `${path}/default/${second}`)).status).toBe(200);
    const afterDefault = pushProvidersEnvelope(fcmProviderSchema).parse((await s.chat("GET", path)).json);
    expect(afterDefault.data.pushProviders.map((p) => p.isDefault)).toEqual([false, true]);

    const changed = await s.chat("PUT", path, {
      body: { providerId: "fcm-main", notificationInPayload: { web: { call: true } } },
    });
    expect(changed.status).toBe(200);
    const main = pushProvidersEnvelope(fcmProviderSchema)
      .parse((await s.chat("GET", path)).json)
      .data.pushProviders.find((p) => p.providerId === "fcm-main");
    expect(main).toMatchObject({
      notificationInPayload: { web: { call: true } },
      serviceAccountCreds: { project_id: "chat-admin-demo" },
      isDefault: false,
    });

    expect((await s.chat("DELETE", `${path}/${second}`)).status).toBe(200);
    const left = pushProvidersEnvelope(fcmProviderSchema).parse((await s.chat("GET", path)).json);
    expect(left.data.pushProviders.map((p) => [p.providerId, p.isDefault])).toEqual([["fcm-main", true]]);
  });

  it("refuses a service account missing what the service needs, and changes nothing", async () => {
    const s = makeSandbox();
    const path = "/notifications/push/v1/providers/fcm";
    const before = stored(s);
    const cases: [unknown, string][] = [
      // How a credential looks is the dashboard's warning, not a refusal; a missing or mistyped one is refused.
      [{ serviceAccountCreds: serviceAccount({ private_key: 7 }) }, "serviceAccountCreds.private_key"],
      [{ serviceAccountCreds: serviceAccount({ client_email: "" }) }, "serviceAccountCreds.client_email"],
      [
        { serviceAccountCreds: serviceAccount({ private_key_id: undefined }) },
        "serviceAccountCreds.private_key_id",
      ],
      [{ serviceAccountCreds: serviceAccount({ type: "authorized_user" }) }, "serviceAccountCreds.type"],
      [{ serviceAccountCreds: "{}" }, "serviceAccountCreds"],
      [{}, "serviceAccountCreds"],
      [{ providerId: "bad id!", serviceAccountCreds: serviceAccount() }, "providerId"],
      [{ serviceAccountCreds: serviceAccount(), extra: 1 }, "body"],
    ];
    for (const [body, field] of cases) {
      const err = expectError(await s.chat("POST", path, { body }), 400, "ERR_BAD_REQUEST");
      expect(Object.keys(err.details ?? {}).join(","), JSON.stringify(err)).toContain(field);
    }
    expect(stored(s)).toEqual(before);
    await s.chat("POST", path, { body: { providerId: "p1", serviceAccountCreds: serviceAccount() } });
    await expectRefusals(s, [
      [
        "POST",
        path,
        { body: { providerId: "p1", serviceAccountCreds: serviceAccount() } },
        409,
        "ERR_PROVIDER_ALREADY_EXISTS",
      ],
      ["PUT", path, { body: { providerId: "p9" } }, 404, "ERR_PROVIDER_NOT_FOUND"],
      ["DELETE", `${path}/p9`, undefined, 404, "ERR_PROVIDER_NOT_FOUND"],
      ["PUT", `${path}/default/p9`, undefined, 404, "ERR_PROVIDER_NOT_FOUND"],
      ["PUT", path, { body: {} }, 400, "ERR_BAD_REQUEST"],
    ]);
  });

  it("adds APNs providers from a .p8 key with key and team id, answering the list as published", async () => {
    const s = makeSandbox();
    const path = "/notifications/push/v1/providers/apns";
    const added = await s.chat("POST", path, {
      body: { providerId: "ios-prod", ...apns(), productionMode: true },
    });
    const list = pushProvidersEnvelope(apnsProviderSchema).parse(added.json);
    expect(list.data.pushProviders).toEqual([
      {
        providerId: "ios-prod",
        isDefault: true,
        keyId: "ABC123DEFG",
        teamId: "DEF123GHIJ",
        bundleId: "com.example.chat",
        p8KeyFilename: "AuthKey_ABC123DEFG.p8",
        includeContentAvailable: false,
        includeMutableContent: false,
        productionMode: true,
      },
    ]);
    expectNoSecret(added.json, [EC.split("\n")[1] as string]);
    await s.chat("POST", path, {
      body: { providerId: "ios-dev", ...apns({ bundleId: "com.example.chat.dev" }) },
    });
    expect(
      (await s.chat("PUT", path, { body: { providerId: "ios-dev", includeMutableContent: true } })).status,
    ).toBe(200);
    expect((await s.chat("PUT", `${path}/default/ios-dev`)).status).toBe(200);
    expect((await s.chat("DELETE", `${path}/ios-dev`)).status).toBe(200);
    const left = pushProvidersEnvelope(apnsProviderSchema).parse((await s.chat("GET", path)).json);
    expect(left.data.pushProviders.map((p) => [p.providerId, p.isDefault])).toEqual([["ios-prod", true]]);

    for (const [body, field] of [
      [apns({ p8Key: "" }), "p8Key"],
      [apns({ keyId: 123 }), "keyId"],
      [apns({ teamId: undefined }), "teamId"],
      [apns({ bundleId: ["chat"] }), "bundleId"],
    ] as const) {
      const err = expectError(await s.chat("POST", path, { body }), 400, "ERR_BAD_REQUEST");
      expect(Object.keys(err.details ?? {})).toContain(field);
    }
  });
});

describe("one provider per kind: custom push, Twilio, custom SMS, SendGrid, custom email", () => {
  it("saves, reads masked, changes and deletes each, with the published request examples", async () => {
    const s = makeSandbox();
    const custom = {
      isEnabled: true,
      webhookURL: "https://trigger-push.example.com/cometchat",
      useBasicAuth: true,
      basicAuthUsername: "user123",
      basicAuthPassword: "pass-secret-123",
    };
    const kinds: { path: string; body: Record<string, unknown>; schema: z.ZodType; secrets: string[] }[] = [
      {
        path: "/notifications/push/v1/providers/custom",
        body: custom,
        schema: pushProvidersEnvelope(customPushSchema),
        secrets: ["pass-secret-123"],
      },
      {
        path: "/notifications/sms/v1/providers/twilio",
        body: {
          twilioAccountSID: "AC91e67951ff7e5e7be8122184e76ae0e6",
          twilioAuthToken: "71c2301435733997e83db7a3445bc57",
          twilioSenderPhoneNumber: "+13611364718",
        },
        schema: z.object({ data: twilioSchema }),
        secrets: ["AC91e67951ff7e5e7be8122184e76ae0e6", "71c2301435733997e83db7a3445bc57"],
      },
      {
        path: "/notifications/sms/v1/providers/custom",
        body: { ...custom, webhookURL: "https://trigger-sms.example.com/cometchat", useStoredPhNo: false },
        schema: z.object({ data: customSmsSchema }),
        secrets: ["pass-secret-123"],
      },
      {
        path: "/notifications/email/v1/providers/sendgrid",
        body: { ...SENDGRID, allowEmailReplies: true, senderEmailForReplies: "reply@em123.example.com" },
        schema: z.object({ data: sendGridSchema }),
        secrets: ["SG.9ipFP4b17yT-Fff2GGrH8FF0GqdkBohXAEI4GnTSj9Q="],
      },
      {
        path: "/notifications/email/v1/providers/custom",
        body: {
          ...custom,
          webhookURL: "https://trigger-email.example.com/cometchat",
          useStoredEmailID: true,
        },
        schema: z.object({ data: customEmailSchema }),
        secrets: ["pass-secret-123"],
      },
    ];
    for (const k of kinds) {
      const none = await s.chat("GET", k.path);
      if (k.path.includes("/push/")) expect(none.json).toEqual({ data: { pushProviders: [] } });
      else expectError(none, 404, "ERR_PROVIDER_NOT_FOUND");
      expectError(await s.chat("PUT", k.path, { body: {} }), 404, "ERR_PROVIDER_NOT_FOUND");
      expectError(await s.chat("DELETE", k.path), 404, "ERR_PROVIDER_NOT_FOUND");

      const saved = await s.chat("POST", k.path, { body: k.body });
      okBody(saved, k.schema);
      const read = await s.chat("GET", k.path);
      k.schema.parse(read.json);
      expectNoSecret([saved.json, read.json], k.secrets);
      expect(JSON.stringify(read.json)).toContain("••••");

      const changed = await s.chat("PUT", k.path, { body: { isEnabled: false } });
      expect(changed.status, JSON.stringify(changed.json)).toBe(200);
      expect(JSON.stringify(changed.json)).toContain('"isEnabled":false');
      expectNoSecret(changed.json, k.secrets);
      expect((await s.chat("DELETE", k.path)).status).toBe(200);
      expectError(await s.chat("DELETE", k.path), 404, "ERR_PROVIDER_NOT_FOUND");
    }
  });

  it("refuses credentials missing or mistyped, and a change that leaves the provider incomplete", async () => {
    const s = makeSandbox();
    // A saved provider that a refused save must leave as it is.
    await s.chat("POST", "/notifications/sms/v1/providers/twilio", {
      body: {
        twilioAccountSID: "AC91e67951ff7e5e7be8122184e76ae0e6",
        twilioAuthToken: "71c2301435733997e83db7a3445bc57",
        twilioSenderPhoneNumber: "+13611364718",
      },
    });
    const before = stored(s);
    expect(before.providers).toHaveLength(1);
    const refused: [string, unknown, string][] = [
      [
        "/notifications/sms/v1/providers/twilio",
        { twilioAccountSID: 1, twilioAuthToken: "x", twilioSenderPhoneNumber: "+1" },
        "twilioAccountSID",
      ],
      [
        "/notifications/sms/v1/providers/twilio",
        {
          twilioAccountSID: "AC91e67951ff7e5e7be8122184e76ae0e6",
          twilioAuthToken: "71c2301435733997e83db7a3445bc57",
        },
        "twilioSenderPhoneNumber",
      ],
      [
        "/notifications/email/v1/providers/sendgrid",
        { ...SENDGRID, sendGridApiKey: "", allowEmailReplies: false },
        "sendGridApiKey",
      ],
      [
        "/notifications/email/v1/providers/sendgrid",
        { ...SENDGRID, allowEmailReplies: true },
        "senderEmailForReplies",
      ],
      [
        "/notifications/push/v1/providers/custom",
        {
          isEnabled: true,
          webhookURL: "ftp://x.example.com",
          useBasicAuth: false,
          basicAuthUsername: "",
          basicAuthPassword: "",
        },
        "webhookURL",
      ],
      [
        "/notifications/sms/v1/providers/custom",
        {
          isEnabled: true,
          webhookURL: "https://x.example.com",
          useBasicAuth: true,
          basicAuthUsername: "",
          basicAuthPassword: "",
          useStoredPhNo: false,
        },
        "basicAuthUsername",
      ],
      [
        "/notifications/email/v1/providers/custom",
        {
          isEnabled: true,
          webhookURL: "https://x.example.com",
          useBasicAuth: false,
          basicAuthUsername: "",
          basicAuthPassword: "",
        },
        "useStoredEmailID",
      ],
    ];
    for (const [path, body, field] of refused) {
      const err = expectError(await s.chat("POST", path, { body }), 400, "ERR_BAD_REQUEST");
      expect(Object.keys(err.details ?? {}), path).toContain(field);
    }
    expect(stored(s)).toEqual(before);

    const path = "/notifications/push/v1/providers/custom";
    await s.chat("POST", path, {
      body: {
        isEnabled: true,
        webhookURL: "https://x.example.com",
        useBasicAuth: false,
        basicAuthUsername: "",
        basicAuthPassword: "",
      },
    });
    const err = expectError(
      await s.chat("PUT", path, { body: { useBasicAuth: true } }),
      400,
      "ERR_BAD_REQUEST",
    );
    expect(Object.keys(err.details ?? {})).toContain("basicAuthUsername");
  });
});

describe("custom provider URLs: the sandbox POSTs credentials there", () => {
  const custom = (webhookURL: string) => ({
    isEnabled: true,
    webhookURL,
    useBasicAuth: true,
    basicAuthUsername: "hooks",
    basicAuthPassword: "s3cret-pass",
  });
  const paths = {
    push: "/notifications/push/v1/providers/custom",
    sms: "/notifications/sms/v1/providers/custom",
    email: "/notifications/email/v1/providers/custom",
  };
  const bodyFor = (channel: keyof typeof paths, url: string) =>
    channel === "sms"
      ? { ...custom(url), useStoredPhNo: false }
      : channel === "email"
        ? { ...custom(url), useStoredEmailID: true }
        : custom(url);

  it("refuses plain http off this machine, private, link-local and reserved addresses, and the sandbox itself", async () => {
    const s = makeSandbox();
    s.deps.config.port = 4100;
    const before = stored(s);
    const refused: [string, RegExp][] = [
      ["http://hooks.example.com/x", /must use https/],
      ["http://0.0.0.0:4200/x", /must use https/],
      ["http://169.254.169.254/latest/meta-data", /must use https/],
      ["https://0.0.0.0/x", /private, link-local or reserved address \(0\.0\.0\.0\)/],
      ["https://169.254.169.254/latest/meta-data", /private, link-local or reserved address/],
      ["https://10.1.2.3/x", /private, link-local or reserved address/],
      ["https://[fd00::1]/x", /private, link-local or reserved address/],
      ["https://[::ffff:169.254.169.254]/x", /private, link-local or reserved address/],
      ["http://127.0.0.1:4100/us/testapp/api/v3/users", /must not point at the sandbox itself/],
      ["http://localhost:4100/x", /must not point at the sandbox itself/],
      ["http://[::1]:4100/x", /must not point at the sandbox itself/],
    ];
    for (const channel of ["push", "sms", "email"] as const) {
      for (const [url, message] of refused) {
        const err = expectError(
          await s.chat("POST", paths[channel], { body: bodyFor(channel, url) }),
          400,
          "ERR_BAD_REQUEST",
        );
        expect(err.details?.webhookURL?.join(" "), `${channel} ${url}`).toMatch(message);
      }
    }
    expect(stored(s)).toEqual(before);

    // A receiver elsewhere on this machine is fine over http, and a change is checked as a save is.
    const ok = await s.chat("POST", paths.email, { body: bodyFor("email", "http://127.0.0.1:4200/hook") });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    const saved = stored(s);
    const err = expectError(
      await s.chat("PUT", paths.email, { body: { webhookURL: "https://169.254.169.254/x" } }),
      400,
      "ERR_BAD_REQUEST",
    );
    expect(Object.keys(err.details ?? {})).toEqual(["webhookURL"]);
    expect(stored(s)).toEqual(saved);
  });
});
