import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/page-header";
import { guardPage } from "@/lib/auth/guard";
import { listEndpoints } from "@/lib/receiver/service";
import { activeConnection } from "@/lib/server/connections";
import { CreateReceiverDialog } from "./_components/create-receiver-dialog";
import { ReceiversTable } from "./_components/receivers-table";

export const metadata: Metadata = { title: "Receiver endpoints" };

export default async function ReceiversPage() {
  await guardPage("admin");
  const active = await activeConnection();
  const endpoints = active ? await listEndpoints(active.appId) : [];
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <PageHeader
        back={{ href: "/events", label: "Events" }}
        title="Receiver endpoints"
        actions={active ? <CreateReceiverDialog /> : null}
      >
        Addresses in this dashboard a webhook can deliver to, each with its own Basic-auth credentials.
        Passwords are stored only hashed: they are shown once, when created or rotated.
      </PageHeader>
      {active ? (
        <ReceiversTable endpoints={endpoints} />
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          No app is connected yet. Add one under <Link href="/apps">Apps</Link>.
        </p>
      )}
    </div>
  );
}
