import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import { describe, expect, it } from "vitest";
import { EXPORTS, findExport } from "./registry";

/**
 * The column ids a table's file declares, in order (`accessor("id"`, `id: "id"`, or a column kind's helper called
 * with the id first, `flagColumn("id"`); columns spread in from a sibling file are read there.
 */
function tableColumnIds(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [
    ...text.matchAll(/(?:accessor|flagColumn)\(\s*"([^"]+)"|\bid: "([^"]+)"|\.\.\.(\w+Columns)\b/g),
  ].flatMap((m) => (m[3] ? sharedColumnIds(file, text, m[3]) : [m[1] ?? m[2] ?? ""]));
}

function sharedColumnIds(file: string, text: string, name: string): string[] {
  const from = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from "\\./([^"]+)"`).exec(text)?.[1];
  // Declared in this file: its columns were read where it is declared.
  if (!from) return [];
  const sibling = readFileSync(`${dirname(file)}/${from}.tsx`, "utf8");
  const start = sibling.indexOf(`export const ${name}`);
  const block = sibling.slice(start, sibling.indexOf("\n];", start));
  return [...block.matchAll(/accessor\("([^"]+)"|\bid: "([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? "");
}

// The lists whose table declares its columns in a `*-columns.tsx` file; "actions" holds buttons only.
const TABLES: Record<string, string> = {
  calls: "app/(dashboard)/calls/_components/calls-columns.tsx",
  users: "app/(dashboard)/users/_components/users-columns.tsx",
  conversations: "components/conversations/conversations-columns.tsx",
  messages: "app/(dashboard)/messages/_components/messages-columns.tsx",
  "message-search": "app/(dashboard)/messages/_components/messages-columns.tsx",
  "message-thread": "app/(dashboard)/messages/_components/messages-columns.tsx",
  events: "app/(dashboard)/events/_components/events-columns.tsx",
  admins: "app/(dashboard)/admins/_components/admins-columns.tsx",
  invitations: "app/(dashboard)/admins/_components/invitations-table.tsx",
  "account-apps": "app/(dashboard)/apps/account/_components/account-apps-columns.tsx",
  apps: "app/(dashboard)/apps/_components/apps-columns.tsx",
  "blocked-users": "app/(dashboard)/users/[uid]/_components/blocked-users.tsx",
  "user-groups": "app/(dashboard)/users/[uid]/_components/user-groups.tsx",
  "user-friends": "app/(dashboard)/users/[uid]/_components/user-friends.tsx",
  "auth-tokens": "app/(dashboard)/users/[uid]/_components/auth-tokens-list.tsx",
  groups: "app/(dashboard)/groups/_components/groups-columns.tsx",
  "message-reactions": "app/(dashboard)/messages/[id]/_components/reactions-columns.tsx",
  "api-keys": "app/(dashboard)/api-keys/_components/api-keys-columns.tsx",
  roles: "app/(dashboard)/roles/_components/roles-columns.tsx",
  team: "app/(dashboard)/team/_components/team-table.tsx",
  "audit-log": "app/(dashboard)/audit-log/_components/audit-columns.tsx",
  "bulk-jobs": "app/(dashboard)/jobs/_components/jobs-table.tsx",
  "bulk-job-rows": "app/(dashboard)/jobs/_components/job-rows-table.tsx",
  "webhook-deliveries": "app/(dashboard)/webhooks/[id]/_components/deliveries-columns.tsx",
  "notification-logs": "app/(dashboard)/notifications/logs/_components/logs-columns.tsx",
};

describe("the export registry", () => {
  it.each(Object.entries(TABLES))("%s has exactly its table's column ids, in order", (list, file) => {
    const ids = tableColumnIds(file).filter((id) => id !== "actions");
    expect([...(findExport(list)?.labels.keys() ?? [])]).toEqual(ids);
  });

  it("has the group member and banned-user tables' columns", () => {
    const ids = tableColumnIds("app/(dashboard)/groups/[guid]/_components/member-columns.tsx").filter(
      (id) => id !== "actions",
    );
    const members = [...(findExport("group-members")?.labels.keys() ?? [])];
    const banned = [...(findExport("group-banned-users")?.labels.keys() ?? [])];
    expect([...members, ...banned]).toEqual(ids);
  });

  it("knows every list of the dashboard, and nothing inherited from Object", () => {
    expect(Object.keys(EXPORTS).sort()).toEqual(
      [
        "account-apps",
        "admins",
        "api-keys",
        "apps",
        "audit-log",
        "auth-tokens",
        "blocked-users",
        "bulk-job-rows",
        "bulk-jobs",
        "calls",
        "conversations",
        "events",
        "group-banned-users",
        "group-members",
        "groups",
        "import-refused-groups",
        "import-refused-members",
        "import-refused-messages",
        "import-refused-users",
        "invitations",
        "message-reactions",
        "message-search",
        "message-thread",
        "messages",
        "notification-logs",
        "receivers",
        "roles",
        "team",
        "user-friends",
        "user-groups",
        "users",
        "webhook-deliveries",
      ].sort(),
    );
    expect(findExport("toString")).toBeUndefined();
    expect(findExport("__proto__")).toBeUndefined();
  });

  it("asks the same role as each list's page", () => {
    const roles = Object.fromEntries(Object.entries(EXPORTS).map(([k, v]) => [k, v.minRole]));
    expect(roles).toMatchObject({
      calls: "viewer",
      users: "viewer",
      "api-keys": "admin",
      roles: "admin",
      team: "admin",
      "audit-log": "admin",
      "bulk-jobs": "viewer",
      "bulk-job-rows": "viewer",
      "webhook-deliveries": "admin",
      "notification-logs": "admin",
      "account-apps": "admin",
      receivers: "admin",
      admins: "owner",
      invitations: "owner",
    });
  });
});
