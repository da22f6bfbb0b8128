"use server";

import { z } from "zod";
import {
  createExport,
  downloadLink,
  exportRunner,
  removeExport,
  toExportView,
} from "@/lib/data-exports/service";
import { listExports } from "@/lib/data-exports/store";
import { getDb } from "@/lib/db";
import { createDataExportInput, dataExportIdInput } from "@/lib/schemas/data-exports";
import { actionClient, appActionClient } from "@/lib/server/action";

export const listExportsAction = actionClient
  .metadata({ name: "exports.list", minRole: "viewer", mutation: false })
  .inputSchema(z.object({}))
  .action(async ({ ctx }) => {
    const rows = await listExports(await getDb(), ctx.connection?.appId, ctx.admin.role);
    return rows.map((r) => toExportView(r, ctx.admin));
  });

export const createExportAction = appActionClient
  .metadata({ name: "exports.create", minRole: "viewer", mutation: true })
  .inputSchema(createDataExportInput)
  .action(async ({ parsedInput, ctx }) => {
    const { appId } = ctx.connection;
    const id = await createExport(await getDb(), ctx.admin, appId, parsedInput);
    (await exportRunner()).kick();
    return { id };
  });

export const deleteExportAction = actionClient
  .metadata({ name: "exports.delete", minRole: "viewer", mutation: true })
  .inputSchema(dataExportIdInput)
  .action(async ({ parsedInput, ctx }) => {
    await removeExport(await getDb(), ctx.admin, ctx.connection?.appId, parsedInput.id);
    return { id: parsedInput.id };
  });

/** Hands out a short-lived download link; the download itself is audited when it is used. */
export const exportLinkAction = actionClient
  .metadata({ name: "exports.link", minRole: "viewer", mutation: false })
  .inputSchema(dataExportIdInput)
  .action(async ({ parsedInput, ctx }) => ({
    url: await downloadLink(await getDb(), ctx.admin, ctx.connection?.appId, parsedInput.id),
  }));
