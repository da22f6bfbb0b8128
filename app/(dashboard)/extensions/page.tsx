import type { Metadata } from "next";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { guardPage } from "@/lib/auth/guard";
import { failureSentence } from "@/lib/failure-sentence";
import type { Extension } from "@/lib/schemas/apps";
import { requireConnection } from "@/lib/server/action";
import { listExtensions } from "@/lib/server/api/mgmt-extensions";
import { activeConnection } from "@/lib/server/connections";
import { ExtensionsList } from "./_components/extensions-list";
import { extensionsNeedingSettings } from "./_lib/needs-settings";

export const metadata: Metadata = { title: "Extensions" };

export default async function ExtensionsPage() {
  await guardPage("admin");
  let extensions: Extension[] = [];
  let needsSettings: string[] = [];
  let error: string | undefined;
  try {
    const { conn } = requireConnection(await activeConnection());
    extensions = await listExtensions(conn);
    needsSettings = await extensionsNeedingSettings(conn, extensions);
  } catch (e) {
    error = failureSentence(e);
  }
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader title="Extensions">
        Features the service adds to this app's chat: filters that run on every message, integrations, and
        richer messages. Turning one on takes effect at once; those with settings need them before they work.
      </PageHeader>
      {error ? (
        <LoadError what="The extensions" reason={error} />
      ) : (
        <ExtensionsList extensions={extensions} needsSettings={needsSettings} />
      )}
    </div>
  );
}
