import type { Metadata } from "next";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { guardPage } from "@/lib/auth/guard";
import * as moderationContract from "@/lib/contract/moderation";
import { failureSentence } from "@/lib/failure-sentence";
import { requireConnection } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";
import { activeConnection } from "@/lib/server/connections";
import { RulesBoard } from "./_components/rules-board";

export const metadata: Metadata = { title: "Moderation rules" };

export default async function ModerationRulesPage() {
  await guardPage("admin");
  let data: Parameters<typeof RulesBoard>[0] | undefined;
  let error: string | undefined;
  try {
    const conn = requireConnection(await activeConnection()).conn;
    const all = { query: { limit: moderationContract.MAX_LIMIT } };
    const [rules, lists, reasons] = await Promise.all([
      call(conn, moderationContract.listRules, all),
      call(conn, moderationContract.listKeywordLists, all),
      call(conn, moderationContract.listReasons, all),
    ]);
    data = { rules: rules.data, lists: lists.data, reasons: reasons.data };
  } catch (e) {
    error = failureSentence(e);
  }
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <PageHeader back={{ href: "/moderation", label: "Moderation queue" }} title="Moderation rules">
        What the service withholds or discards when users send it, the keyword lists rules use, and the
        reasons users give when they report a message.
      </PageHeader>
      {data ? <RulesBoard {...data} /> : <LoadError what="The rules" reason={error} />}
    </div>
  );
}
