import type { Metadata } from "next";
import Link from "next/link";
import { LoadError } from "@/components/load-error";
import { requireConnection } from "@/lib/action";
import { getNotificationSettings, type NotificationSettings } from "@/lib/api/chat-notifications";
import { guardPage } from "@/lib/auth/guard";
import { activeConnection } from "@/lib/connections";
import { failureSentence } from "@/lib/failure-sentence";
import { NotificationSettingsForm } from "./_components/notification-settings-form";
import { toSettingsForm } from "./_lib/schema";

export const metadata: Metadata = { title: "Notification settings" };

export default async function NotificationSettingsPage() {
  await guardPage("admin");
  let settings: NotificationSettings | undefined;
  let error: string | undefined;
  try {
    settings = await getNotificationSettings(requireConnection(await activeConnection()).conn);
  } catch (e) {
    error = failureSentence(e);
  }
  const t = settings?.templates;
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <div>
        <Link href="/notifications" className="text-sm text-muted-foreground hover:underline">
          ← Notifications
        </Link>
        <h1 className="text-2xl font-semibold">Notification settings</h1>
        <p className="text-sm text-muted-foreground">
          What the service notifies users of, and how often, for every user of this app. Users can change what
          the service lets them override in their own preferences.
        </p>
      </div>
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
