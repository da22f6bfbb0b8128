import type { ReactNode } from "react";
import { FieldGrid } from "@/components/facts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatMinutes, formatSeconds } from "@/lib/format";
import type { CallDetail } from "@/lib/schemas/calls";
import { CallStatusBadge } from "../../_components/call-status-badge";

export function CallSummary({ call }: { call: CallDetail }) {
  const fields: [string, ReactNode][] = [
    [
      "Session id",
      <code key="s" className="break-all text-xs">
        {call.sessionId}
      </code>,
    ],
    ["Status", <CallStatusBadge key="st" status={call.status} />],
    ["Type", call.type],
    ["Mode", call.mode],
    ["Initiator", call.initiator],
    ["Receiver", `${call.receiver} (${call.receiverType})`],
    ["Initiated at (UTC)", formatSeconds(call.initiatedAt)],
    ["Started at (UTC)", formatSeconds(call.startedAt)],
    ["Ended at (UTC)", formatSeconds(call.endedAt)],
    ["Total duration", call.totalDuration],
    ["Duration in minutes", formatMinutes(call.totalDurationInMinutes)],
    ["Audio minutes", formatMinutes(call.totalAudioMinutes)],
    ["Video minutes", formatMinutes(call.totalVideoMinutes)],
    ["Participants (devices)", call.totalParticipants],
    ["Has recording", call.hasRecording ? "Yes" : "No"],
    ["Has transcript", call.hasTranscription ? "Yes" : "No"],
    [
      "Media id (mid)",
      <code key="m" className="break-all text-xs">
        {call.mid}
      </code>,
    ],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Summary</CardTitle>
      </CardHeader>
      <CardContent>
        <FieldGrid fields={fields} />
      </CardContent>
    </Card>
  );
}
