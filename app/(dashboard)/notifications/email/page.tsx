import type { Metadata } from "next";
import Link from "next/link";
import { LoadError } from "@/components/load-error";
import { guardPage } from "@/lib/auth/guard";
import { requireConnection, UserFacingError } from "@/lib/server/action";
import { type EmailSettingsView, getEmailSettings, toEmailSettingsView } from "@/lib/server/api/chat-email";
import { isServiceError } from "@/lib/server/api/errors";
import { activeConnection } from "@/lib/server/connections";
import { EmailSettings } from "./_components/email-settings";

export const metadata: Metadata = { title: "Email settings" };

export default async function EmailSettingsPage() {
  await guardPage("admin");
  let settings: EmailSettingsView | undefined;
  let error: string | undefined;
  try {
    const { conn } = requireConnection(await activeConnection());
    const stored = await getEmailSettings(conn);
    settings = stored ? toEmailSettingsView(stored) : undefined;
  } catch (e) {
    if (isServiceError(e)) error = `${e.message} (${e.code})`;
    else if (e instanceof UserFacingError) error = e.message;
    else throw e;
  }
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <div>
        <Link href="/notifications" className="text-sm text-muted-foreground hover:underline">
          ← Notifications
        </Link>
        <h1 className="text-2xl font-semibold">Email settings</h1>
        <p className="text-sm text-muted-foreground">
          The email provider notification emails are sent through, and where replies go. SendGrid and a custom
          email webhook are set up on the Notifications page.
        </p>
      </div>
      {error ? <LoadError what="The settings" reason={error} /> : <EmailSettings initial={settings} />}
    </div>
  );
}
