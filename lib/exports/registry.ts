import type { z } from "zod";
import type { CsvValue } from "../csv";
import type { Role } from "../db/types";
import { accountAppsExport } from "./account-apps";
import { adminsExport } from "./admins";
import { apiKeysExport } from "./api-keys";
import { appsExport } from "./apps";
import { auditLogExport } from "./audit-log";
import { bulkJobRowsExport, bulkJobsExport } from "./bulk-jobs";
import { callsExport } from "./calls";
import { conversationsExport } from "./conversations";
import { eventsExport } from "./events";
import { groupBannedExport, groupMembersExport } from "./group-members";
import { groupsExport } from "./groups";
import { importRefusedExport } from "./import-refused";
import { invitationsExport } from "./invitations";
import { messageSearchExport, messagesExport, messageThreadExport, reactionsExport } from "./messages";
import { notificationLogsExport } from "./notification-logs";
import { receiversExport } from "./receivers";
import { rolesExport } from "./roles";
import { teamExport } from "./team";
import type { ExportList, ExportSource } from "./types";
import { authTokensExport, blockedUsersExport, userFriendsExport, userGroupsExport } from "./user-sections";
import { usersExport } from "./users";
import { webhookDeliveriesExport } from "./webhook-deliveries";

export interface RegisteredExport {
  file: string;
  schema: z.ZodType;
  minRole: Role;
  labels: ReadonlyMap<string, string>;
  cells(
    source: ExportSource | undefined,
    params: unknown,
    columns: readonly string[],
  ): AsyncIterable<CellsPage>;
}

/**
 * One page of a list's cells. `outside` is there when the filter holds a part of ours the service may
 * ignore: the rows it answered outside that part, with why (they are not in `rows`; `total` is the
 * service's own count, which includes them).
 */
export interface CellsPage {
  rows: CsvValue[][];
  total?: number;
  outside?: { cells: CsvValue[]; reason: string }[];
}

function register<S extends z.ZodType, Row>(list: ExportList<S, Row>): RegisteredExport {
  return {
    file: list.file,
    schema: list.schema,
    minRole: list.minRole,
    labels: new Map(Object.entries(list.columns).map(([id, c]) => [id, c.label])),
    async *cells(source, params, columns) {
      const pick = columns.flatMap((id) => list.columns[id] ?? []);
      const cellsOf = (row: Row) => pick.map((c) => c.value(row));
      // `params` comes out of `list.schema`'s own parse (see the export route).
      const check = list.outside?.(params as z.output<S>);
      for await (const page of list.pages(source, params as z.output<S>)) {
        if (!check) {
          yield { rows: page.rows.map(cellsOf), total: page.total };
          continue;
        }
        const rows: CsvValue[][] = [];
        const outside: { cells: CsvValue[]; reason: string }[] = [];
        for (const row of page.rows) {
          const reason = check(row);
          if (reason === undefined) rows.push(cellsOf(row));
          else outside.push({ cells: cellsOf(row), reason });
        }
        yield { rows, total: page.total, outside };
      }
    },
  };
}

export const EXPORTS: Readonly<Record<string, RegisteredExport>> = {
  calls: register(callsExport),
  users: register(usersExport),
  "blocked-users": register(blockedUsersExport),
  "user-groups": register(userGroupsExport),
  "user-friends": register(userFriendsExport),
  "auth-tokens": register(authTokensExport),
  conversations: register(conversationsExport),
  groups: register(groupsExport),
  "group-members": register(groupMembersExport),
  "group-banned-users": register(groupBannedExport),
  messages: register(messagesExport),
  "message-search": register(messageSearchExport),
  "message-thread": register(messageThreadExport),
  "message-reactions": register(reactionsExport),
  "api-keys": register(apiKeysExport),
  roles: register(rolesExport),
  team: register(teamExport),
  "audit-log": register(auditLogExport),
  "bulk-jobs": register(bulkJobsExport),
  "bulk-job-rows": register(bulkJobRowsExport),
  "webhook-deliveries": register(webhookDeliveriesExport),
  events: register(eventsExport),
  "notification-logs": register(notificationLogsExport),
  "account-apps": register(accountAppsExport),
  apps: register(appsExport),
  admins: register(adminsExport),
  invitations: register(invitationsExport),
  receivers: register(receiversExport),
  "import-refused-users": register(importRefusedExport("users")),
  "import-refused-groups": register(importRefusedExport("groups")),
  "import-refused-members": register(importRefusedExport("members")),
  "import-refused-messages": register(importRefusedExport("messages")),
};

/** Own keys only: `toString` is not a list. */
export const findExport = (name: string): RegisteredExport | undefined =>
  Object.hasOwn(EXPORTS, name) ? EXPORTS[name] : undefined;
