import type { Metadata } from "next";
import Link from "next/link";
import { LoadError } from "@/components/load-error";
import { PageSection } from "@/components/section/page-section";
import { Button } from "@/components/ui/button";
import { guardPage } from "@/lib/auth/guard";
import { pushProviders } from "@/lib/contract/notification-providers";
import { failureSentence } from "@/lib/failure-sentence";
import type { ApnsProvider, FcmProvider } from "@/lib/schemas/notifications";
import { requireConnection } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";
import { getSingleProvider, type SingleKind } from "@/lib/server/api/chat-notifications";
import { activeConnection } from "@/lib/server/connections";
import { ProviderDialog } from "./_components/provider-dialog";
import { PushProviderSection } from "./_components/push-provider-section";
import { SingleProviderCard } from "./_components/single-provider-card";
import { TestSendDialog } from "./_components/test-send-dialog";

type Stored = Record<string, unknown> | undefined;
const KINDS: SingleKind[] = ["push-custom", "twilio", "sms-custom", "sendgrid", "email-custom"];

const customLines = (p: Stored) =>
  p
    ? [
        `POST ${String(p.webhookURL)}`,
        p.useBasicAuth
          ? `Basic auth as ${String(p.basicAuthUsername)}, password ${String(p.basicAuthPassword)}`
          : "No Basic auth",
        ...(p.useStoredPhNo === true ? ["Only users whose phone number is stored"] : []),
        ...(p.useStoredEmailID === true ? ["Only users whose email address is stored"] : []),
      ]
    : undefined;

export const metadata: Metadata = { title: "Notifications" };

/** A webhook provider of one kind: the service POSTs each notification to the app's own server. */
function CustomWebhookCard({
  kind,
  title,
  about,
  stored,
}: {
  kind: "push-custom" | "sms-custom" | "email-custom";
  title: string;
  about: string;
  stored: Stored;
}) {
  return (
    <SingleProviderCard
      kind={kind}
      title={title}
      about={about}
      lines={customLines(stored)}
      enabled={stored?.isEnabled === true}
      form={<ProviderDialog provider={kind} stored={stored} />}
    />
  );
}

export default async function PushNotificationsPage() {
  await guardPage("admin");
  let fcm: FcmProvider[] = [];
  let apns: ApnsProvider[] = [];
  let single: Partial<Record<SingleKind, Stored>> = {};
  let error: string | undefined;
  try {
    const { conn } = requireConnection(await activeConnection());
    const each = await Promise.all(KINDS.map((k) => getSingleProvider(conn, k)));
    const [fcmAnswer, apnsAnswer] = await Promise.all([
      call(conn, pushProviders.fcm.list, {}),
      call(conn, pushProviders.apns.list, {}),
    ]);
    [fcm, apns] = [fcmAnswer.data.pushProviders, apnsAnswer.data.pushProviders];
    single = Object.fromEntries(KINDS.map((k, i) => [k, each[i]]));
  } catch (e) {
    error = failureSentence(e);
  }
  return (
    <div className="flex max-w-4xl flex-col gap-8">
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold">Notifications</h1>
          <div className="flex flex-wrap gap-2">
            <TestSendDialog />
            <Button asChild variant="outline" size="sm">
              <Link href="/notifications/logs">Delivery logs</Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link href="/notifications/settings">Notification settings</Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link href="/notifications/email">Email settings</Link>
            </Button>
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          The providers the service sends push, SMS and email notifications through. Push platforms can have
          several providers; the default one is used unless a device names another. Credentials are kept by
          the service and shown masked.
        </p>
      </div>
      {error ? (
        <LoadError what="The providers" reason={error} />
      ) : (
        <>
          <PushProviderSection
            platform="fcm"
            title="Firebase Cloud Messaging (FCM)"
            about="Android, iOS and web apps that use Firebase."
            empty="No FCM provider yet: add one with your Firebase service account file."
            providers={fcm}
            details={(p) => (
              <>
                <div>Project {p.serviceAccountCreds.project_id}</div>
                <div className="text-muted-foreground">
                  {p.serviceAccountCreds.client_email} · key {p.serviceAccountCreds.private_key_id}
                </div>
              </>
            )}
          />
          <PushProviderSection
            platform="apns"
            title="Apple Push Notification service (APNs)"
            about="iOS apps that receive pushes from Apple directly."
            empty="No APNs provider yet: add one with your .p8 key."
            providers={apns}
            details={(p) => (
              <>
                <div>{p.bundleId}</div>
                <div className="text-muted-foreground">
                  Key {p.keyId} · team {p.teamId} ·{" "}
                  {p.productionMode ? "production" : "development (sandbox)"}
                </div>
              </>
            )}
          />
          <CustomWebhookCard
            kind="push-custom"
            title="Custom push webhook"
            about="Your own server sends the pushes: the service POSTs each one to it."
            stored={single["push-custom"]}
          />
          <PageSection id="sms" title="SMS">
            <SingleProviderCard
              kind="twilio"
              title="Twilio"
              about="SMS notifications of unread messages, sent from your Twilio number."
              lines={
                single.twilio
                  ? [
                      `Account ${String(single.twilio.twilioAccountSID)}, token ${String(single.twilio.twilioAuthToken)}`,
                      `From ${String(single.twilio.twilioSenderPhoneNumber)}`,
                    ]
                  : undefined
              }
              enabled={single.twilio?.isEnabled !== false}
              form={<ProviderDialog provider="twilio" stored={single.twilio} />}
            />
            <CustomWebhookCard
              kind="sms-custom"
              title="Custom SMS webhook"
              about="Your own server sends the SMS: the service POSTs each one to it."
              stored={single["sms-custom"]}
            />
          </PageSection>
          <PageSection id="email" title="Email">
            <SingleProviderCard
              kind="sendgrid"
              title="SendGrid"
              about="Email notifications of unread messages, with your SendGrid template."
              lines={
                single.sendgrid
                  ? [
                      `API key ${String(single.sendgrid.sendGridApiKey)}, template ${String(single.sendgrid.sendGridTemplateID)}`,
                      `From ${String(single.sendgrid.senderName)} <${String(single.sendgrid.senderEmail)}>`,
                      single.sendgrid.allowEmailReplies
                        ? `Replies from ${String(single.sendgrid.senderEmailForReplies)}`
                        : "Replies off",
                    ]
                  : undefined
              }
              enabled={single.sendgrid?.isEnabled !== false}
              form={<ProviderDialog provider="sendgrid" stored={single.sendgrid} />}
            />
            <CustomWebhookCard
              kind="email-custom"
              title="Custom email webhook"
              about="Your own server sends the emails: the service POSTs each one to it."
              stored={single["email-custom"]}
            />
          </PageSection>
        </>
      )}
    </div>
  );
}
