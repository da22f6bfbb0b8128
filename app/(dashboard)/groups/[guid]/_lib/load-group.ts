import "server-only";
import { cache } from "react";
import * as groupsContract from "@/lib/contract/groups";
import { requireConnection } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";
import { activeConnection } from "@/lib/server/connections";

/** Cached per request: the page and its `<title>` (which names the group) both read it. */
export const loadGroup = cache(async (guid: string) => {
  const { conn } = requireConnection(await activeConnection());
  return { conn, group: (await call(conn, groupsContract.getGroup, { params: { guid } })).data };
});
