import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatSeconds } from "@/lib/format";
import type { CallDetail } from "@/lib/schemas/calls";

export function CallRecordings({ call }: { call: CallDetail }) {
  const recordings = call.recordings ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recordings</CardTitle>
      </CardHeader>
      <CardContent>
        {recordings.length === 0 ? (
          <p className="text-sm text-muted-foreground">This call has no recording.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {recordings.map((r) => (
              <li key={r.rid} className="flex flex-col gap-0.5 text-sm">
                <a
                  href={r.recording_url}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="font-medium text-primary underline"
                >
                  Recording {r.rid}
                </a>
                <span className="text-muted-foreground">
                  {formatSeconds(r.startTime)} – {formatSeconds(r.endTime)} UTC · {r.duration} s
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

// The service answers only the 5 most recent transcripts.
export function CallTranscripts({ call }: { call: CallDetail }) {
  const transcripts = call.transcriptions ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Transcripts</CardTitle>
      </CardHeader>
      <CardContent>
        {transcripts.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {call.hasRecording
              ? "No transcript yet: the service transcribes a recording after the call ends."
              : "This call has no transcript."}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {transcripts.map((t) => (
              <li key={t.tid} className="flex flex-col gap-0.5 text-sm">
                <a
                  href={t.transcriptUrl}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="font-medium text-primary underline"
                >
                  Transcript {t.tid}
                </a>
                <span className="text-muted-foreground">
                  {formatSeconds(t.startTime)} – {formatSeconds(t.endTime)} UTC
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
