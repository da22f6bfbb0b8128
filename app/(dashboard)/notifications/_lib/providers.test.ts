import { describe, expect, it } from "vitest";
import { blankSecrets, fieldWarnings, type Refuse, startValues } from "./provider-form";
import { APNS, FCM } from "./push-providers";
import { CUSTOM, SENDGRID, TWILIO } from "./single-providers";

const refuse: Refuse = (field, message) => {
  throw new Error(`${field}: ${message}`);
};
const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);

const twilio = {
  twilioAccountSID: "",
  twilioAuthToken: "",
  twilioSenderPhoneNumber: "+13611364718",
  isEnabled: true,
};
const sendGrid = {
  sendGridApiKey: "",
  sendGridTemplateID: "d-8284bb9646a040499d5cfa28d272a094",
  sendGridUnsubscribeGroupID: "33832",
  senderName: "Acme chat",
  senderEmail: "noreply@acme.example.com",
  allowEmailReplies: false,
  senderEmailForReplies: "",
  isEnabled: true,
};
const custom = {
  channel: "email",
  isEnabled: true,
  webhookURL: "https://hooks.example.com/email",
  useBasicAuth: true,
  basicAuthUsername: "hook",
  basicAuthPassword: "",
  onlyStoredContacts: true,
} as const;

describe("the providers' schemas, made from their fields", () => {
  it("take a blank secret (it keeps the saved one), and one that only looks wrong (that is a warning)", () => {
    expect(TWILIO.schema.safeParse(twilio).success).toBe(true);
    expect(TWILIO.schema.safeParse({ ...twilio, twilioAccountSID: "SK123" }).success).toBe(true);
    expect(fieldWarnings(TWILIO.fields, { ...twilio, twilioAccountSID: "SK123" })).toEqual({
      twilioAccountSID: "Twilio's account SIDs are AC and 32 hexadecimal characters.",
    });
    expect(fieldWarnings(TWILIO.fields, { ...twilio, twilioAccountSID: "" })).toEqual({});
  });

  it("need a field while its switch is on, in the field's own words", () => {
    expect(SENDGRID.schema.safeParse(sendGrid).success).toBe(true);
    expect(issues(SENDGRID.schema.safeParse({ ...sendGrid, allowEmailReplies: true }))).toEqual([
      "senderEmailForReplies: Enter the address replies are sent from, or turn replies off.",
    ]);
    expect(issues(CUSTOM.email.schema.safeParse({ ...custom, basicAuthUsername: "" }))).toEqual([
      "basicAuthUsername: Enter the user name, or turn Basic auth off.",
    ]);
  });

  it("leave an optional field blank, and refuse a required one or a file not chosen", () => {
    expect(issues(APNS.schema.safeParse({ providerId: "", productionMode: false }))).toEqual([
      "file: Choose the .p8 key file.",
      "keyId: must be a string",
      "teamId: must be a string",
      "bundleId: must be a string",
    ]);
    expect(
      issues(FCM.schema.safeParse({ providerId: "bad id", file: { name: "a.json", text: "" } })),
    ).toEqual([
      "file.text: The file is empty: choose the service account's JSON file.",
      "providerId: must be 1–100 letters, digits, _ or -",
    ]);
  });
});

describe("what the saved provider puts in its form", () => {
  it("leaves secrets blank, keeps the rest, and starts a new one switched on", () => {
    expect(startValues(TWILIO, { twilioAccountSID: "••••e0e6", twilioAuthToken: "••••bc57" })).toEqual({
      twilioAccountSID: "",
      twilioAuthToken: "",
      twilioSenderPhoneNumber: "",
      isEnabled: true,
    });
    expect(
      startValues(SENDGRID, { ...sendGrid, sendGridApiKey: "••••mnop", senderEmailForReplies: null }),
    ).toEqual(sendGrid);
  });

  it("reads a custom webhook's contacts choice from its channel's own key", () => {
    const stored = {
      webhookURL: "https://x.example.com",
      useStoredPhNo: true,
      basicAuthPassword: "••••et-9",
    };
    expect(startValues(CUSTOM.sms, stored)).toMatchObject({
      channel: "sms",
      onlyStoredContacts: true,
      basicAuthPassword: "",
    });
    expect(startValues(CUSTOM.push, undefined)).toMatchObject({ channel: "push", onlyStoredContacts: false });
  });
});

describe("the request body a provider's values make", () => {
  it("lists the secrets still to enter: the required ones, and a password while Basic auth is on", () => {
    expect(blankSecrets(TWILIO.fields, twilio)).toEqual(["twilioAccountSID", "twilioAuthToken"]);
    expect(blankSecrets(CUSTOM.email.fields, custom)).toEqual(["basicAuthPassword"]);
    expect(blankSecrets(CUSTOM.email.fields, { ...custom, useBasicAuth: false })).toEqual([]);
  });

  it("sends no reply address while replies are off, and a webhook's contacts choice under its channel's key", () => {
    expect(SENDGRID.body({ ...sendGrid, senderEmailForReplies: "r@x.example.com" }, refuse)).toMatchObject({
      allowEmailReplies: false,
      senderEmailForReplies: null,
    });
    const { channel: _, onlyStoredContacts: __, ...rest } = custom;
    expect(CUSTOM.email.body(custom, refuse)).toEqual({ ...rest, useStoredEmailID: true });
    expect(CUSTOM.sms.body({ ...custom, channel: "sms" }, refuse)).toEqual({ ...rest, useStoredPhNo: true });
    expect(CUSTOM.push.body({ ...custom, channel: "push" }, refuse)).toEqual(rest);
  });

  it("reads a credential file, refusing one that is not JSON, warning of a key that does not look like one", () => {
    const file = (text: string) => ({ name: "key.p8", text });
    const apns = {
      keyId: "E2E1234567",
      teamId: "TEAM123456",
      bundleId: "com.example.e2e",
      productionMode: true,
    };
    expect(APNS.body({ ...apns, providerId: "", file: file("just text") }, refuse)).toMatchObject({
      p8Key: "just text",
    });
    expect(fieldWarnings(APNS.fields, { ...apns, file: file("just text") })).toEqual({
      file: "This does not look like a private key (-----BEGIN PRIVATE KEY----- … -----END PRIVATE KEY-----); the provider may refuse it.",
    });
    const key = "-----BEGIN PRIVATE KEY-----\nMIG\n-----END PRIVATE KEY-----";
    expect(APNS.body({ ...apns, providerId: "ios", file: file(key) }, refuse)).toEqual({
      ...apns,
      providerId: "ios",
      p8KeyFilename: "key.p8",
      p8Key: key,
    });
    expect(() => FCM.body({ providerId: "", file: { name: "a.json", text: "{not json" } }, refuse)).toThrow(
      "file: a.json is not JSON",
    );
    expect(() => FCM.body({ providerId: "", file: { name: "a.json", text: "{}" } }, refuse)).toThrow(
      "file: a.json is not a Firebase service account: project_id",
    );
    const account = { project_id: "p", client_email: "e", private_key: "k", private_key_id: "string" };
    const text = JSON.stringify(account);
    expect(FCM.body({ providerId: "", file: { name: "a.json", text } }, refuse)).toMatchObject({
      serviceAccountCreds: account,
    });
    expect(fieldWarnings(FCM.fields, { file: { name: "a.json", text } })).toEqual({
      file: "private_key: This does not look like a private key (-----BEGIN PRIVATE KEY----- … -----END PRIVATE KEY-----); the provider may refuse it.",
    });
  });
});
