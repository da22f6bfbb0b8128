import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireConnection, UserFacingError } from "@/lib/action";
import { getCall } from "@/lib/api/calls";
import { isServiceError } from "@/lib/api/errors";
import { guardPage } from "@/lib/auth/guard";
import { activeConnection } from "@/lib/connections";
import { CallExtras } from "./_components/call-extras";
import { CallParticipants } from "./_components/call-participants";
import { CallRecordings } from "./_components/call-recordings";
import { CallSummary } from "./_components/call-summary";
import { CallTimeline } from "./_components/call-timeline";

type Props = { params: Promise<{ sessionId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Call ${decodeURIComponent((await params).sessionId)}` };
}

/** One call: every field, participants, who was in when, recordings, metaData and tags. */
export default async function CallPage({ params }: Props) {
  await guardPage("viewer");
  const sessionId = decodeURIComponent((await params).sessionId);
  let call: Awaited<ReturnType<typeof getCall>>;
  try {
    const { conn } = requireConnection(await activeConnection());
    call = await getCall(conn, sessionId);
  } catch (e) {
    if (isServiceError(e) && e.status === 404) notFound();
    // The service's own sentence is safe to show; a production error boundary would hide it.
    if (isServiceError(e)) return <UpstreamError message={`${e.message} (${e.code})`} />;
    if (e instanceof UserFacingError) return <UpstreamError message={e.message} />;
    throw e;
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <Link href="/calls" className="text-sm text-muted-foreground underline-offset-4 hover:underline">
          ← Calls
        </Link>
        <h1 className="break-all text-2xl font-semibold">Call {call.sessionId}</h1>
      </div>
      <CallSummary call={call} />
      <CallTimeline call={call} />
      <CallParticipants participants={call.participants} />
      <CallRecordings call={call} />
      <CallExtras call={call} />
    </div>
  );
}

function UpstreamError({ message }: { message: string }) {
  return (
    <div role="alert" className="max-w-xl rounded-lg border border-destructive/40 bg-destructive/5 p-4">
      <h1 className="mb-1 text-lg font-semibold">This call could not be loaded</h1>
      <p className="mb-3 text-sm text-muted-foreground">{message}</p>
      <Link className="text-sm font-medium text-primary underline" href="/calls">
        Back to calls
      </Link>
    </div>
  );
}
