import { Disc, FileText } from "lucide-react";
import type { ReactNode } from "react";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { RowLink } from "@/components/data-table/row-link";
import { groupHref, NamedId, userHref } from "@/components/names/named-id";
import { formatMinutes, formatSeconds } from "@/lib/format";
import type { CallListPage } from "../_lib/list-page";
import { CallStatusBadge } from "./call-status-badge";

export type CallRow = CallListPage["data"][number];

const col = dataTableColumnHelper<CallRow>();

/** A yes-or-no column: the icon (which names itself) for yes, and for no a word only screen readers hear. */
const flagColumn = (key: "hasRecording" | "hasTranscription", header: string, icon: ReactNode, no: string) =>
  col.accessor(key, { header, cell: (c) => (c.getValue() ? icon : <span className="sr-only">{no}</span>) });

export const callHref = (c: CallRow) => `/calls/${encodeURIComponent(c.sessionId)}`;

// None sorts: the service answers newest first and offers no other order.
export const callsColumns: DataTableColumnDef<CallRow>[] = [
  col.accessor("initiatedAt", {
    header: "Initiated (UTC)",
    cell: (c) => <RowLink href={callHref(c.row.original)}>{formatSeconds(c.getValue())}</RowLink>,
  }),
  col.accessor("type", { header: "Type" }),
  col.accessor("mode", { header: "Mode" }),
  col.accessor("status", { header: "Status", cell: (c) => <CallStatusBadge status={c.getValue()} /> }),
  col.accessor("initiator", {
    header: "Initiator",
    cell: (c) => <NamedId kind="user" id={c.getValue()} href={userHref(c.getValue())} />,
  }),
  col.accessor("receiver", {
    header: "Receiver",
    cell: (c) => {
      const group = c.row.original.receiverType === "group";
      const id = c.getValue();
      return (
        <span>
          <NamedId kind={group ? "group" : "user"} id={id} href={group ? groupHref(id) : userHref(id)} />{" "}
          <span className="text-xs text-muted-foreground">({c.row.original.receiverType})</span>
        </span>
      );
    },
  }),
  col.accessor("totalDuration", {
    header: "Duration",
    cell: (c) => <span className="tabular-nums">{c.getValue()}</span>,
  }),
  col.accessor("totalParticipants", {
    header: "Participants",
    cell: (c) => <span className="tabular-nums">{c.getValue()}</span>,
  }),
  col.display({
    id: "minutes",
    header: "Minutes (audio / video)",
    cell: (c) => (
      <span className="tabular-nums">
        {formatMinutes(c.row.original.totalAudioMinutes)} / {formatMinutes(c.row.original.totalVideoMinutes)}
      </span>
    ),
  }),
  flagColumn(
    "hasRecording",
    "Recording",
    <Disc aria-label="Has a recording" className="size-4 text-destructive" />,
    "No recording",
  ),
  flagColumn(
    "hasTranscription",
    "Transcript",
    <FileText aria-label="Has a transcript" className="size-4 text-muted-foreground" />,
    "No transcript",
  ),
  col.accessor("sessionId", {
    header: "Session id",
    cell: (c) => <code className="break-all text-xs">{c.getValue()}</code>,
  }),
];

/** The users and groups a page of calls names: the names list asks for these. */
export function callPartyIds(calls: readonly CallRow[]) {
  const uids = calls.map((c) => c.initiator);
  const guids: string[] = [];
  for (const c of calls) (c.receiverType === "group" ? guids : uids).push(c.receiver);
  return { uids, guids };
}

/** Shown once turned on in the View menu: long, and wanted only to match a call with logs elsewhere. */
export const CALL_COLUMNS_HIDDEN_BY_DEFAULT = ["sessionId"] as const;
