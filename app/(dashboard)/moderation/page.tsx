import type { Metadata } from "next";
import { requireConnection } from "@/lib/action";
import { listReasons } from "@/lib/api/chat-moderation";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import { activeConnection } from "@/lib/connections";
import { failureSentence } from "@/lib/failure-sentence";
import type { ModerationReason } from "@/lib/schemas/moderation";
import { ReviewQueue } from "./_components/review-queue";

export const metadata: Metadata = { title: "Moderation" };

export default async function ModerationPage() {
  const admin = await guardPage("moderator");
  let reasons: ModerationReason[] = [];
  let error: string | undefined;
  try {
    reasons = await listReasons(requireConnection(await activeConnection()).conn);
  } catch (e) {
    error = failureSentence(e);
  }
  return (
    <div className="flex max-w-6xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold">Moderation</h1>
        <p className="text-sm text-muted-foreground">
          Messages users reported and messages the app&apos;s rules withheld, oldest first. Choose an outcome
          for each; it is recorded in the audit log.
        </p>
      </div>
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          Moderation could not be loaded: {error}
        </p>
      ) : (
        <ReviewQueue reasons={reasons} canChangeRules={atLeast(admin.role, "admin")} />
      )}
    </div>
  );
}
