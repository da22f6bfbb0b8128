import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { guardPage } from "@/lib/auth/guard";
import { IMPORT_BATCH_LIMIT, IMPORT_REQUESTS_PER_MINUTE } from "@/lib/schemas/data-import";
import { ImportForm } from "./_components/import-form";

export const metadata: Metadata = { title: "Import" };

export default async function ImportPage() {
  await guardPage("admin");
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Import">
        Bring users, groups, members and messages over from another system through the service's import API.
        Every row is checked here first; a dry run sends nothing. The import then runs as a bulk job on the
        server, {IMPORT_BATCH_LIMIT} rows a request at the service's {IMPORT_REQUESTS_PER_MINUTE} import
        requests a minute, and goes on after a restart. Users and groups are sent before the members and
        messages that name them.
      </PageHeader>
      <ImportForm />
    </div>
  );
}
