import "server-only";
import { cache } from "react";
import { requireConnection } from "@/lib/action";
import { call } from "@/lib/api/call";
import { activeConnection } from "@/lib/connections";
import * as groupsContract from "@/lib/contract/groups";

/** Cached per request: the page and its `<title>` (which names the group) both read it. */
export const loadGroup = cache(async (guid: string) => {
  const { conn } = requireConnection(await activeConnection());
  return { conn, group: (await call(conn, groupsContract.getGroup, { params: { guid } })).data };
});
