import { RowLink } from "@/components/data-table/row-link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatMinutes, formatSeconds } from "@/lib/format";
import type { CallParticipant } from "@/lib/schemas/calls";
import { CallStatusBadge } from "../../_components/call-status-badge";

export function CallParticipants({
  participants,
  names = {},
}: {
  participants: CallParticipant[];
  /** Names by uid, as far as they are known; the uid stands alone otherwise. */
  names?: Record<string, string>;
}) {
  return (
    <Table>
      <caption className="sr-only">Participants of the call</caption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {[
            "Participant",
            "State",
            "Joined (UTC)",
            "Left (UTC)",
            "Device",
            "Minutes",
            "Audio min",
            "Video min",
          ].map((h) => (
            <TableHead key={h} scope="col">
              {h}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {participants.length === 0 ? (
          <TableRow>
            <TableCell colSpan={8} className="text-center text-muted-foreground">
              No participants recorded.
            </TableCell>
          </TableRow>
        ) : (
          participants.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, server-rendered list in which uid and device may repeat.
            <TableRow key={`${p.uid}-${p.deviceId ?? ""}-${i}`}>
              <TableCell>
                <RowLink href={`/users/${encodeURIComponent(p.uid)}`}>{names[p.uid] ?? p.uid}</RowLink>
                {names[p.uid] && names[p.uid] !== p.uid ? (
                  <span className="text-xs text-muted-foreground"> ({p.uid})</span>
                ) : null}
              </TableCell>
              <TableCell>
                <CallStatusBadge status={p.state} />
                {p.isJoined ? null : <span className="ml-2 text-xs text-muted-foreground">never joined</span>}
              </TableCell>
              <TableCell>{formatSeconds(p.joinedAt)}</TableCell>
              <TableCell>{formatSeconds(p.leftAt)}</TableCell>
              <TableCell>{p.deviceId ?? "—"}</TableCell>
              <TableCell className="tabular-nums">{formatMinutes(p.totalDuration)}</TableCell>
              <TableCell className="tabular-nums">{formatMinutes(p.totalAudioMinutes)}</TableCell>
              <TableCell className="tabular-nums">{formatMinutes(p.totalVideoMinutes)}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
