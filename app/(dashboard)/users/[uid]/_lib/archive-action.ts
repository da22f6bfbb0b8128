"use server";

import { createUserArchive, exportRunner } from "@/lib/data-exports/service";
import { getDb } from "@/lib/db";
import { createUserArchiveInput } from "@/lib/schemas/data-exports";
import { appActionClient } from "@/lib/server/action";

/** Starts the archive of everything about a user; the exports page lists it with its progress. */
export const createUserArchiveAction = appActionClient
  .metadata({ name: "exports.archive", minRole: "admin", mutation: true })
  .inputSchema(createUserArchiveInput)
  .action(async ({ parsedInput, ctx }) => {
    const id = await createUserArchive(await getDb(), ctx.admin, ctx.conn, parsedInput.uid);
    (await exportRunner()).kick();
    return { id, href: `/exports#export-${id}` };
  });
