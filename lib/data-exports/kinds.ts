import type { Role } from "../db/types";
import { callsExport } from "../exports/calls";
import { groupMembersExport } from "../exports/group-members";
import { groupsExport } from "../exports/groups";
import { messagesExport, reactionsExport } from "../exports/messages";
import type { ExportColumn } from "../exports/types";
import { usersExport } from "../exports/users";
import type { DataExportKind, ExportRange } from "../schemas/data-exports";
import type { Connection } from "../server/api/request";
import {
  callPages,
  type GroupMember,
  groupPages,
  memberPages,
  messagePages,
  reactionPages,
  type SourcePage,
  userPages,
} from "./sources";

/** How one kind is read and written: its pages, its CSV columns (the list export's own), who may read it. */
export interface ExportKind<Row = never> {
  minRole: Role;
  pages(conn: Connection, range: ExportRange, cursor: unknown): AsyncIterable<SourcePage<Row>>;
  columns: readonly ExportColumn<Row>[];
}

/** Untyped rows, for the runner: each kind's rows only ever meet its own columns. */
export interface AnyExportKind {
  minRole: Role;
  pages(conn: Connection, range: ExportRange, cursor: unknown): AsyncIterable<SourcePage<unknown>>;
  columns: readonly ExportColumn<unknown>[];
}

const kind = <Row>(k: ExportKind<Row>) => k as unknown as AnyExportKind;
const columnsOf = <Row>(list: { columns: Record<string, ExportColumn<Row>> }) => Object.values(list.columns);
const prefixed = <Row extends object, Base>(
  first: ExportColumn<Row>,
  rest: readonly ExportColumn<Base>[],
): ExportColumn<Row & Base>[] => [first, ...rest] as ExportColumn<Row & Base>[];

export const EXPORT_KINDS: Record<DataExportKind, AnyExportKind> = {
  messages: kind({
    minRole: messagesExport.minRole,
    pages: messagePages,
    columns: columnsOf(messagesExport),
  }),
  users: kind({ minRole: usersExport.minRole, pages: userPages, columns: columnsOf(usersExport) }),
  groups: kind({ minRole: groupsExport.minRole, pages: groupPages, columns: columnsOf(groupsExport) }),
  members: kind<GroupMember>({
    minRole: groupMembersExport.minRole,
    pages: memberPages,
    columns: prefixed({ label: "Group", value: (m: GroupMember) => m.guid }, columnsOf(groupMembersExport)),
  }),
  calls: kind({ minRole: callsExport.minRole, pages: callPages, columns: columnsOf(callsExport) }),
  reactions: kind({
    minRole: reactionsExport.minRole,
    pages: reactionPages,
    columns: prefixed(
      { label: "Message id", value: (r: { messageId: string }) => r.messageId },
      columnsOf(reactionsExport),
    ),
  }),
};
