import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { guardPage } from "@/lib/auth/guard";
import { defaultTemplates } from "@/lib/env";
import { activeConnection, listConnections } from "@/lib/server/connections";
import { AddAppDialog } from "./_components/add-app-dialog";
import { AppsTable } from "./_components/apps-table";

export const metadata: Metadata = { title: "Apps" };

export default async function AppsPage() {
  await guardPage("admin");
  const [connections, active] = await Promise.all([listConnections(), activeConnection()]);
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <PageHeader
        title="Apps"
        actions={
          <div className="flex flex-wrap items-center gap-2">
            {active?.hasManagement ? (
              <Button asChild variant="outline">
                <Link href="/apps/account">Account apps (management API)</Link>
              </Button>
            ) : null}
            <AddAppDialog templates={defaultTemplates()} />
          </div>
        }
      >
        The apps this dashboard administers. Keys and secrets are stored encrypted on the server and never
        sent to the browser.
      </PageHeader>
      <AppsTable apps={connections} activeId={active?.id} />
    </div>
  );
}
