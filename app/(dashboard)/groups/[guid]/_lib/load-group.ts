import "server-only";
import { cache } from "react";
import { requireConnection } from "@/lib/action";
import { getGroup } from "@/lib/api/chat";
import { activeConnection } from "@/lib/connections";

/** Cached per request: the page and its `<title>` (which names the group) both read it. */
export const loadGroup = cache(async (guid: string) => {
  const { conn } = requireConnection(await activeConnection());
  return { conn, group: await getGroup(conn, guid) };
});
