import type { Metadata } from "next";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireConnection } from "@/lib/action";
import {
  type ApnsProvider,
  type FcmProvider,
  listApnsProviders,
  listFcmProviders,
} from "@/lib/api/chat-notifications";
import { guardPage } from "@/lib/auth/guard";
import { activeConnection } from "@/lib/connections";
import { failureSentence } from "@/lib/failure-sentence";
import { AddApnsProviderDialog, AddFcmProviderDialog } from "./_components/add-push-provider-dialogs";
import { PushProviderActions } from "./_components/push-provider-actions";

export const metadata: Metadata = { title: "Push notifications" };

function Section({
  id,
  title,
  about,
  add,
  empty,
  rows,
}: {
  id: string;
  title: string;
  about: string;
  add: React.ReactNode;
  empty: string;
  rows: { providerId: string; details: React.ReactNode; actions: React.ReactNode }[];
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{about}</p>
        </div>
        {add}
      </div>
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <Table aria-labelledby={id}>
          <TableHeader>
            <TableRow>
              <TableHead>Provider</TableHead>
              <TableHead>Credentials</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.providerId}>
                <TableCell className="font-medium">{r.providerId}</TableCell>
                <TableCell className="text-sm">{r.details}</TableCell>
                <TableCell>{r.actions}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

export default async function PushNotificationsPage() {
  await guardPage("admin");
  let fcm: FcmProvider[] = [];
  let apns: ApnsProvider[] = [];
  let error: string | undefined;
  try {
    const { conn } = requireConnection(await activeConnection());
    [fcm, apns] = await Promise.all([listFcmProviders(conn), listApnsProviders(conn)]);
  } catch (e) {
    error = failureSentence(e);
  }
  return (
    <div className="flex max-w-4xl flex-col gap-8">
      <div>
        <h1 className="text-2xl font-semibold">Push notifications</h1>
        <p className="text-sm text-muted-foreground">
          The providers the service sends push notifications through. Each platform can have several; the
          default one is used unless a device names another. Keys are kept by the service and shown masked.
        </p>
      </div>
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          The providers could not be loaded: {error}
        </p>
      ) : (
        <>
          <Section
            id="fcm-heading"
            title="Firebase Cloud Messaging (FCM)"
            about="Android, iOS and web apps that use Firebase."
            add={<AddFcmProviderDialog />}
            empty="No FCM provider yet: add one with your Firebase service account file."
            rows={fcm.map((p) => ({
              providerId: p.providerId,
              details: (
                <>
                  <div>Project {p.serviceAccountCreds.project_id}</div>
                  <div className="text-muted-foreground">
                    {p.serviceAccountCreds.client_email} · key {p.serviceAccountCreds.private_key_id}
                  </div>
                </>
              ),
              actions: (
                <PushProviderActions
                  platform="fcm"
                  providerId={p.providerId}
                  isDefault={p.isDefault}
                  only={fcm.length === 1}
                />
              ),
            }))}
          />
          <Section
            id="apns-heading"
            title="Apple Push Notification service (APNs)"
            about="iOS apps that receive pushes from Apple directly."
            add={<AddApnsProviderDialog />}
            empty="No APNs provider yet: add one with your .p8 key."
            rows={apns.map((p) => ({
              providerId: p.providerId,
              details: (
                <>
                  <div>{p.bundleId}</div>
                  <div className="text-muted-foreground">
                    Key {p.keyId} · team {p.teamId} ·{" "}
                    {p.productionMode ? "production" : "development (sandbox)"}
                  </div>
                </>
              ),
              actions: (
                <PushProviderActions
                  platform="apns"
                  providerId={p.providerId}
                  isDefault={p.isDefault}
                  only={apns.length === 1}
                />
              ),
            }))}
          />
        </>
      )}
    </div>
  );
}
