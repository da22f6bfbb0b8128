import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CopyButton } from "@/components/copy-button";
import { BackToList } from "@/components/data-table/back-to-list";
import { DetailLoadError } from "@/components/load-error";
import { SectionCard } from "@/components/section/section-card";
import { guardPage } from "@/lib/auth/guard";
import { UserFacingError } from "@/lib/server/action";
import { isServiceError } from "@/lib/server/api/errors";
import { CallExtras } from "./_components/call-extras";
import { CallRecordings, CallTranscripts } from "./_components/call-recordings";
import { ParticipantsSection, TimelineSection } from "./_components/call-sections";
import { CallSummary } from "./_components/call-summary";
import { loadCall } from "./_lib/load";
import { callTitle, callWhen } from "./_lib/title";

type Props = { params: Promise<{ sessionId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // The title names the participants: the same check as the page, before anything is read.
  await guardPage("viewer");
  const sessionId = decodeURIComponent((await params).sessionId);
  try {
    const { call, parties } = await loadCall(sessionId);
    return { title: `${callTitle(call, parties)} · ${callWhen(call)}` };
  } catch {
    // The page itself says what went wrong (not found, no connection, the service's refusal).
    return { title: `Call ${sessionId}` };
  }
}

// Only the call and its title's two names are awaited here; the sections that name every participant stream in.
export default async function CallPage({ params }: Props) {
  await guardPage("viewer");
  const sessionId = decodeURIComponent((await params).sessionId);
  let loaded: Awaited<ReturnType<typeof loadCall>>;
  try {
    loaded = await loadCall(sessionId);
  } catch (e) {
    if (isServiceError(e) && e.status === 404) notFound();
    // The service's own sentence is safe to show; a production error boundary would hide it.
    if (isServiceError(e))
      return <DetailLoadError what="call" message={`${e.message} (${e.code})`} list="calls" />;
    if (e instanceof UserFacingError) return <DetailLoadError what="call" message={e.message} list="calls" />;
    throw e;
  }
  const { call, parties } = loaded;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <BackToList href="/calls">← Calls</BackToList>
        <h1 className="text-2xl font-semibold">{callTitle(call, parties)}</h1>
        <p className="text-sm text-muted-foreground">{callWhen(call)}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">Session id</span>
          <code className="break-all rounded bg-muted px-1.5 py-0.5 text-xs">{call.sessionId}</code>
          <CopyButton value={call.sessionId} label="Copy session id" />
        </div>
      </div>
      <CallSummary call={call} />
      <SectionCard id="timeline" title="Timeline">
        <TimelineSection sessionId={sessionId} />
      </SectionCard>
      <SectionCard id="participants" title="Participants">
        <ParticipantsSection sessionId={sessionId} />
      </SectionCard>
      <CallRecordings call={call} />
      <CallTranscripts call={call} />
      <CallExtras call={call} />
    </div>
  );
}
