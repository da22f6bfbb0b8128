"use server";

import { auditQuerySchema } from "@/lib/audit-filter";
import { queryAudit } from "@/lib/audit-query";
import { getDb } from "@/lib/db";
import { actionClient } from "@/lib/server/action";

export const listAuditAction = actionClient
  .metadata({ name: "audit.list", minRole: "admin", mutation: false })
  .inputSchema(auditQuerySchema)
  .action(async ({ parsedInput }) => queryAudit(await getDb(), parsedInput));
