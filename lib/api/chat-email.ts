import "server-only";
import { maskSecret } from "../mask-token";
import { dataEnvelope, successEnvelope } from "../schemas/common";
import {
  type EmailProvider,
  type EmailProviderFields,
  type EmailProviderInput,
  emailProviderSchema,
} from "../schemas/email";
import { isServiceError } from "./errors";
import { type Connection, serviceRequest } from "./request";

const PATH = "/notifications/email/v1/providers/emailprovider";
const envelope = dataEnvelope(emailProviderSchema);

/** The service answers 404 when none are stored yet. */
export async function getEmailSettings(conn: Connection): Promise<EmailProvider | undefined> {
  try {
    return (await serviceRequest(conn, { api: "chat", path: PATH, schema: envelope })).data;
  } catch (e) {
    if (isServiceError(e) && e.status === 404) return undefined;
    throw e;
  }
}

export async function createEmailSettings(conn: Connection, body: EmailProviderInput) {
  return (await serviceRequest(conn, { api: "chat", method: "POST", path: PATH, body, schema: envelope }))
    .data;
}

export async function updateEmailSettings(conn: Connection, body: EmailProviderFields) {
  return (
    await serviceRequest(conn, {
      api: "chat",
      method: "PUT",
      path: PATH,
      body,
      schema: envelope,
      idempotent: true,
    })
  ).data;
}

export async function deleteEmailSettings(conn: Connection) {
  return (await serviceRequest(conn, { api: "chat", method: "DELETE", path: PATH, schema: successEnvelope }))
    .data;
}

export function maskProviderKey(key: string): string {
  return key ? maskSecret(key) : "";
}

export function toEmailSettingsView(s: EmailProvider) {
  const { providerApiKey, ...rest } = s;
  return { ...rest, providerApiKeyMasked: maskProviderKey(providerApiKey) };
}
export type EmailSettingsView = ReturnType<typeof toEmailSettingsView>;
