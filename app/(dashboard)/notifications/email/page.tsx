import type { Metadata } from "next";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
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
      <PageHeader back={{ href: "/notifications", label: "Notifications" }} title="Email settings">
        The email provider notification emails are sent through, and where replies go. SendGrid and a custom
        email webhook are set up on the Notifications page.
      </PageHeader>
      {error ? <LoadError what="The settings" reason={error} /> : <EmailSettings initial={settings} />}
    </div>
  );
}
