"use server";

import { z } from "zod";
import * as groupsContract from "@/lib/contract/groups";
import * as usersContract from "@/lib/contract/users";
import { appActionClient } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";
import { TAG_SOURCE_PAGES, TAG_SOURCE_PER_PAGE, tallyTags } from "./tags-tally";

/**
 * The tags the app's users and groups carry, for filters to suggest: the service has no list of tags, so the
 * first pages of users and of groups are read (bounded, so a large app answers in time); `complete` says
 * whether every user and group was read.
 */
export const listTagSuggestionsAction = appActionClient
  .metadata({ name: "tags.suggestions", minRole: "viewer", mutation: false })
  .inputSchema(z.object({}))
  .action(async ({ ctx }) => {
    const { conn } = ctx;
    const read = async <T>(
      page: (n: number) => Promise<{ data: T[]; meta: { pagination: { total_pages: number } } }>,
    ) => {
      const rows: T[] = [];
      for (let n = 1; n <= TAG_SOURCE_PAGES; n++) {
        const res = await page(n);
        rows.push(...res.data);
        if (n >= res.meta.pagination.total_pages) return { rows, complete: true };
      }
      return { rows, complete: false };
    };
    const query = (page: number) => ({ page, perPage: TAG_SOURCE_PER_PAGE });
    const [users, groups] = await Promise.all([
      read((page) => call(conn, usersContract.listUsers, { query: query(page) })),
      read((page) => call(conn, groupsContract.listGroups, { query: query(page) })),
    ]);
    return { tags: tallyTags(users.rows, groups.rows), complete: users.complete && groups.complete };
  });
