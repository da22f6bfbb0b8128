import type { Metadata } from "next";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { guardPage } from "@/lib/auth/guard";
import * as notificationsContract from "@/lib/contract/notifications";
import { failureSentence } from "@/lib/failure-sentence";
import type { NotificationSettings } from "@/lib/schemas/notification-settings";
import { requireConnection } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";
import { activeConnection } from "@/lib/server/connections";
import { NotificationSettingsForm } from "./_components/notification-settings-form";
import { toSettingsForm } from "./_lib/schema";

export const metadata: Metadata = { title: "Notification settings" };

export default async function NotificationSettingsPage() {
  await guardPage("admin");
  let settings: NotificationSettings | undefined;
  let error: string | undefined;
  try {
    const { conn } = requireConnection(await activeConnection());
    settings = (await call(conn, notificationsContract.getNotificationSettings, {})).data;
  } catch (e) {
    error = failureSentence(e);
  }
  const t = settings?.templates;
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageHeader back={{ href: "/notifications", label: "Notifications" }} title="Notification settings">
        What the service notifies users of, and how often, for every user of this app. Users can change what
        the service lets them override in their own preferences.
      </PageHeader>
      {error || !settings || !t ? (
        <LoadError what="The settings" reason={error} />
      ) : (
        <NotificationSettingsForm
          initial={toSettingsForm(settings)}
          templates={{
            pushDefault: t.textMessageTemplateDefault ?? {},
            pushPrivacy: t.textMessageTemplatePrivacy ?? {},
            emailSubject: t.emailSubjectTemplateDefault?.subjectOneOnOne,
          }}
        />
      )}
    </div>
  );
}
