import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { CallDetail } from "@/lib/api/calls";
import { formatSeconds } from "@/lib/format";

/** The call's recordings with their links and times; says so when there are none. */
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
