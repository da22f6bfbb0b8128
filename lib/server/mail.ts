import "server-only";
import nodemailer from "nodemailer";
import { env } from "../env";
import { singleton } from "../singleton";

export const mailConfigured = () => Boolean(env().DASHBOARD_SMTP_URL);

const transport = () =>
  singleton("mail-transport", () => nodemailer.createTransport(env().DASHBOARD_SMTP_URL as string));

export async function sendMail(message: { to: string; subject: string; text: string }): Promise<void> {
  if (!mailConfigured()) throw new Error("No mail server is configured (DASHBOARD_SMTP_URL).");
  await transport().sendMail({ from: env().DASHBOARD_MAIL_FROM, ...message });
}
