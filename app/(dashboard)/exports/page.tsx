import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { guardPage } from "@/lib/auth/guard";
import { toExportView } from "@/lib/data-exports/service";
import { listExports } from "@/lib/data-exports/store";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { activeConnection } from "@/lib/server/connections";
import { CreateExportForm } from "./_components/create-export-form";
import { ExportsTable } from "./_components/exports-table";

export const metadata: Metadata = { title: "Exports" };

export default async function ExportsPage() {
  const admin = await guardPage("viewer");
  const rows = await listExports(await getDb(), (await activeConnection())?.appId, admin.role);
  const days = env().DASHBOARD_EXPORT_TTL_HOURS / 24;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Exports">
        The app's data taken out in bulk: messages, users, groups, members, calls and reactions, for a range
        of days or the whole app, as JSON Lines or CSV; and from a user's page, everything about that user as
        one zip (a data-subject request). Each is made on the server in the background and kept for{" "}
        {Number.isInteger(days) ? `${days} days` : `${env().DASHBOARD_EXPORT_TTL_HOURS} hours`}; a download
        link works for a few minutes and only for you. Times are UTC.
      </PageHeader>
      <CreateExportForm />
      <ExportsTable initial={rows.map((r) => toExportView(r, admin))} />
    </div>
  );
}
