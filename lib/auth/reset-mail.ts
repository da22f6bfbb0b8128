import "server-only";
import { headers } from "next/headers";
import { env } from "../env";
import { sendMail } from "../mail";
import { originFrom } from "../public-origin";
import { RESET_TTL_SECONDS } from "./password";

export async function linkTo(path: string): Promise<string> {
  const origin = originFrom(env().NEXTAUTH_URL, await headers()) ?? "";
  return `${origin}${path}`;
}

export async function mailResetLink(email: string, token: string) {
  await sendMail({
    to: email,
    subject: "Set a new password for the chat admin dashboard",
    text: [
      "Someone asked to set a new password for this email's account on the chat admin dashboard.",
      "",
      `Open this link within ${RESET_TTL_SECONDS / 60} minutes to choose one (it works once):`,
      await linkTo(`/reset-password/${token}`),
      "",
      "If it was not you, ignore this mail: your password stays as it is.",
    ].join("\n"),
  });
}
