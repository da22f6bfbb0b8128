import "server-only";
import * as emailContract from "../../contract/email";
import type { EmailProvider } from "../../schemas/email";
import { maskSecret } from "../../shared/mask-token";
import { call } from "./call";
import { isServiceError } from "./errors";
import type { Connection } from "./request";

/** The service answers 404 when none are stored yet. */
export async function getEmailSettings(conn: Connection): Promise<EmailProvider | undefined> {
  try {
    return (await call(conn, emailContract.getEmailProvider, {})).data;
  } catch (e) {
    if (isServiceError(e) && e.status === 404) return undefined;
    throw e;
  }
}

export function maskProviderKey(key: string): string {
  return key ? maskSecret(key) : "";
}

export function toEmailSettingsView(s: EmailProvider) {
  const { providerApiKey, ...rest } = s;
  return { ...rest, providerApiKeyMasked: maskProviderKey(providerApiKey) };
}
export type EmailSettingsView = ReturnType<typeof toEmailSettingsView>;
