import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatSeconds } from "@/lib/format";
import type { CallDetail } from "@/lib/schemas/calls";

type FileLink = { id: string; href: string; label: string; caption: string };

/** A call's files (recordings, transcripts): a link each, opening in a new tab, with when it covers. */
function FileLinks({ title, empty, files }: { title: string; empty: string; files: FileLink[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {files.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {files.map((f) => (
              <li key={f.id} className="flex flex-col gap-0.5 text-sm">
                <a
                  href={f.href}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="font-medium text-primary underline"
                >
                  {f.label}
                </a>
                <span className="text-muted-foreground">{f.caption}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function CallRecordings({ call }: { call: CallDetail }) {
  return (
    <FileLinks
      title="Recordings"
      empty="This call has no recording."
      files={(call.recordings ?? []).map((r) => ({
        id: r.rid,
        href: r.recording_url,
        label: `Recording ${r.rid}`,
        caption: `${formatSeconds(r.startTime)} – ${formatSeconds(r.endTime)} UTC · ${r.duration} s`,
      }))}
    />
  );
}

// The service answers only the 5 most recent transcripts.
export function CallTranscripts({ call }: { call: CallDetail }) {
  return (
    <FileLinks
      title="Transcripts"
      empty={
        call.hasRecording
          ? "No transcript yet: the service transcribes a recording after the call ends."
          : "This call has no transcript."
      }
      files={(call.transcriptions ?? []).map((t) => ({
        id: t.tid,
        href: t.transcriptUrl,
        label: `Transcript ${t.tid}`,
        caption: `${formatSeconds(t.startTime)} – ${formatSeconds(t.endTime)} UTC`,
      }))}
    />
  );
}
