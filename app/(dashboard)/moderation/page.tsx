import type { Metadata } from "next";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import * as moderationContract from "@/lib/contract/moderation";
import { failureSentence } from "@/lib/failure-sentence";
import type { ModerationReason } from "@/lib/schemas/moderation";
import { requireConnection } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";
import { activeConnection } from "@/lib/server/connections";
import { type FiguresAnswer, readFigures } from "@/lib/server/moderation-figures";
import { ModerationFiguresCard } from "./_components/moderation-figures";
import { ReviewQueue } from "./_components/review-queue";

export const metadata: Metadata = { title: "Moderation" };

export default async function ModerationPage() {
  const admin = await guardPage("moderator");
  let data:
    | {
        reasons: ModerationReason[];
        rules: { id: string; name: string }[];
        figures: FiguresAnswer;
      }
    | undefined;
  let error: string | undefined;
  try {
    const conn = requireConnection(await activeConnection()).conn;
    const all = { query: { limit: moderationContract.MAX_LIMIT } };
    const [reasons, rules, figures] = await Promise.all([
      call(conn, moderationContract.listReasons, all),
      call(conn, moderationContract.listRules, all),
      readFigures(conn),
    ]);
    data = { reasons: reasons.data, rules: rules.data.map((r) => ({ id: r.id, name: r.name })), figures };
  } catch (e) {
    error = failureSentence(e);
  }
  return (
    <div className="flex max-w-6xl flex-col gap-4">
      <PageHeader title="Moderation">
        Messages users reported and messages the app&apos;s rules withheld, oldest first. Choose an outcome
        for each; it is recorded in the audit log.
      </PageHeader>
      {data ? (
        <>
          <ModerationFiguresCard
            initial={data.figures}
            reasonNames={Object.fromEntries(data.reasons.map((r) => [r.id, r.name]))}
          />
          <ReviewQueue
            reasons={data.reasons}
            rules={data.rules}
            canChangeRules={atLeast(admin.role, "admin")}
            role={admin.role}
          />
        </>
      ) : (
        <LoadError what="Moderation" reason={error} />
      )}
    </div>
  );
}
