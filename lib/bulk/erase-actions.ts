"use server";

import { getDb } from "@/lib/db";
import { bulkJobIdInput, erasePlanInput, startEraseInput } from "@/lib/schemas/bulk";
import { actionClient, appActionClient, UserFacingError } from "@/lib/server/action";
import { createEraseJob, planErase } from "./erase-job";
import { eraseReceipt } from "./erase-receipt";
import { getAppJob } from "./store";

/** The dry run of erasing a user: every item of theirs that would go, counted, the first few named. */
export const planEraseAction = appActionClient
  .metadata({ name: "bulk.erase-plan", minRole: "admin", mutation: false })
  .inputSchema(erasePlanInput)
  .action(async ({ parsedInput, ctx }) => planErase(ctx.conn, parsedInput.uid));

/** Starts the erasure once the uid was typed; `id` (made by the browser) makes a repeated request harmless. */
export const startEraseAction = appActionClient
  .metadata({ name: "bulk.erase", minRole: "admin", mutation: true })
  .inputSchema(startEraseInput)
  .action(async ({ parsedInput, ctx }) =>
    createEraseJob(
      ctx.conn,
      { id: parsedInput.id, uid: parsedInput.uid },
      { email: ctx.admin.email, role: ctx.admin.role },
    ),
  );

/** An erasure's receipt: what was removed so far (counts and ids per kind), what was not and why. */
export const eraseReceiptAction = actionClient
  .metadata({ name: "bulk.receipt", minRole: "viewer", mutation: false })
  .inputSchema(bulkJobIdInput)
  .action(async ({ parsedInput, ctx }) => {
    const db = await getDb();
    const job = await getAppJob(db, ctx.connection?.appId, parsedInput.id);
    if (job?.operation !== "users.erase") throw new UserFacingError("There is no such erasure.");
    return eraseReceipt(db, job);
  });
