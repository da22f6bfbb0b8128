import { z } from "zod";
import type { TextFile } from "@/components/form/file-input";
import { apnsFields, fcmServiceAccount, providerId } from "@/lib/schemas/notifications";
import { CREDENTIAL_WARNINGS, serviceAccountWarning } from "./credential-warnings";
import { defineProvider, type ProviderField } from "./provider-form";

// The push platforms' forms (several providers each, every one added with its credential file): their fields,
// their dialog's words, and the body their values make. Drawn by _components/provider-dialog.tsx.

const credentialFile = (what: string) =>
  z.object(
    {
      name: z.string().max(255),
      text: z
        .string()
        .min(1, `The file is empty: choose ${what}.`)
        .max(20_000, `The file is larger than ${what} (20 KB at most).`),
    },
    { error: `Choose ${what}.` },
  );

/** Blank: the service names the provider. */
const ID_FIELD = {
  key: "providerId",
  kind: "text",
  label: "Provider id",
  hint: "Letters, digits, _ and -. Leave it blank and the service names it.",
  check: providerId,
} as const satisfies ProviderField;
const withId = (v: { providerId: string }) => (v.providerId ? { providerId: v.providerId } : {});

const ADD = { submit: "Add provider", pending: "Adding…" } as const;

export const FCM = defineProvider({
  id: "fcm",
  add: "Add FCM provider",
  title: "Add an FCM provider",
  about:
    "Firebase Cloud Messaging sends to Android, iOS and web apps. Upload the service account's JSON key (Firebase console → Project settings → Service accounts → Generate new private key). Its private key is sent to the service and never shown again.",
  ...ADD,
  saved: "FCM provider added.",
  fields: [
    {
      key: "file",
      kind: "file",
      label: "Service account file",
      accept: ".json,application/json",
      required: true,
      check: credentialFile("the service account's JSON file"),
      warn: (file: TextFile) => serviceAccountWarning(file.text),
    },
    ID_FIELD,
  ],
  body: (v, refuse) => {
    let json: unknown;
    try {
      json = JSON.parse(v.file.text);
    } catch {
      return refuse("file", `${v.file.name} is not JSON: choose the service account file Firebase gave you.`);
    }
    const account = fcmServiceAccount.safeParse(json);
    if (!account.success) {
      const issue = account.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join(".")} ` : "";
      return refuse(
        "file",
        `${v.file.name} is not a Firebase service account: ${where}${issue?.message ?? ""}`.trim(),
      );
    }
    return { ...withId(v), serviceAccountFilename: v.file.name, serviceAccountCreds: account.data };
  },
});

export const APNS = defineProvider({
  id: "apns",
  add: "Add APNs provider",
  title: "Add an APNs provider",
  about:
    "Apple Push Notification service sends to iOS apps. Upload the .p8 key from your Apple developer account (Keys), with its key id and your team id. The key is sent to the service and never shown again.",
  ...ADD,
  saved: "APNs provider added.",
  fields: [
    {
      key: "file",
      kind: "file",
      label: ".p8 key file",
      accept: ".p8",
      required: true,
      check: credentialFile("the .p8 key file"),
      warn: (file: TextFile) => CREDENTIAL_WARNINGS.privateKey(file.text),
    },
    {
      key: "keyId",
      kind: "text",
      label: "Key id",
      hint: "10 characters, shown beside the key.",
      required: true,
      half: true,
      check: apnsFields.keyId,
      warn: CREDENTIAL_WARNINGS.keyId,
    },
    {
      key: "teamId",
      kind: "text",
      label: "Team id",
      hint: "10 characters, in Membership.",
      required: true,
      half: true,
      check: apnsFields.teamId,
      warn: CREDENTIAL_WARNINGS.teamId,
    },
    {
      key: "bundleId",
      kind: "text",
      label: "Bundle id",
      hint: "Your app's, such as com.example.chat.",
      required: true,
      check: apnsFields.bundleId,
      warn: CREDENTIAL_WARNINGS.bundleId,
    },
    {
      key: "productionMode",
      kind: "boolean",
      label: "Production",
      hint: "On for App Store and TestFlight builds; off for builds from Xcode (the sandbox gateway).",
    },
    ID_FIELD,
  ],
  body: (v) => ({
    ...withId(v),
    p8KeyFilename: v.file.name,
    p8Key: v.file.text,
    keyId: v.keyId,
    teamId: v.teamId,
    bundleId: v.bundleId,
    productionMode: v.productionMode,
  }),
});
