"use server";

import { z } from "zod";
import { createImportJob, planImport } from "@/lib/bulk/import-job";
import { importUploadInput } from "@/lib/import/upload";
import { appActionClient } from "@/lib/server/action";

/** The dry run: every file checked again on the server, names looked up in the app; nothing is imported. */
export const planImportAction = appActionClient
  .metadata({ name: "import.plan", minRole: "admin", mutation: false })
  .inputSchema(importUploadInput)
  .action(async ({ parsedInput, ctx }) => planImport(ctx.conn, parsedInput));

/** Starts the import as a bulk job; `id` (made by the browser) makes a repeated request harmless. */
export const startImportAction = appActionClient
  .metadata({ name: "bulk.import", minRole: "admin", mutation: true })
  .inputSchema(importUploadInput.extend({ id: z.string().uuid() }))
  .action(async ({ parsedInput, ctx }) => createImportJob(ctx.conn, parsedInput, ctx.admin.email));
