import "server-only";
import type { Panel } from "@/lib/call-store/panel-model";
import type { ChatPanel } from "@/lib/chat-store/panel-model";
import type { Names } from "@/lib/schemas/names";
import type { Connection } from "@/lib/server/api/request";
import { namesOf } from "@/lib/server/names";

/** Display names by uid and by guid; an id the service no longer knows is left out. */
export type TopNames = Names;

/** The names of the panel's top users and groups, read from the service side by side. */
export function topNames(conn: Connection, panel: Pick<Panel, "topUsers" | "topGroups">): Promise<TopNames> {
  return namesOf(conn, {
    uids: panel.topUsers.map((u) => u.uid),
    guids: panel.topGroups.map((g) => g.group),
  });
}

/** The names of the Messages view's top senders and groups. */
export function chatTopNames(
  conn: Connection,
  panel: Pick<ChatPanel, "topSenders" | "topGroups">,
): Promise<TopNames> {
  return namesOf(conn, {
    uids: panel.topSenders.map((s) => s.key),
    guids: panel.topGroups.map((g) => g.key),
  });
}
