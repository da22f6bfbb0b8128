import "server-only";
import { env } from "../env";
import { configuredOrigin } from "../public-origin";
import { sendMail } from "../server/mail";
import { UserFacingError } from "../user-facing-error";
import { RESET_TTL_SECONDS } from "./password";

export const PUBLIC_URL_MISSING =
  "Links can be mailed only once the dashboard's public address is configured: set NEXTAUTH_URL to the address admins open (for example https://dash.example.com) and restart the dashboard.";

/** The configured public address; a mailed link is never built from a request's Host header. */
export const mailOrigin = (): string | undefined => configuredOrigin(env().NEXTAUTH_URL);

/** A link to put in mail; refused while no public address is configured. */
export function mailedLink(path: string): string {
  const origin = mailOrigin();
  if (!origin) throw new UserFacingError(PUBLIC_URL_MISSING);
  return `${origin}${path}`;
}

export async function mailResetLink(email: string, token: string) {
  const link = mailedLink(`/reset-password/${token}`);
  await sendMail({
    to: email,
    subject: "Set a new password for the chat admin dashboard",
    text: [
      "Someone asked to set a new password for this email's account on the chat admin dashboard.",
      "",
      `Open this link within ${RESET_TTL_SECONDS / 60} minutes to choose one (it works once):`,
      link,
      "",
      "If it was not you, ignore this mail: your password stays as it is.",
    ].join("\n"),
  });
}
