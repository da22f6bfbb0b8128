"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { actionClient } from "@/lib/server/action";
import { addConnection, deleteConnection, testConnection } from "@/lib/server/connection-store";
import { startFirstSync } from "@/lib/server-start";
import { connectionInput } from "./schema";

export const addAppAction = actionClient
  .metadata({ name: "apps.add", minRole: "admin", mutation: true })
  .inputSchema(connectionInput)
  .action(async ({ parsedInput: p }) => {
    const conn = {
      appId: p.appId,
      region: p.region,
      chatUrl: p.chatUrl,
      callUrl: p.callUrl,
      mgmtUrl: p.mgmtUrl,
      apiKey: p.apiKey,
      mgmtKey: p.mgmtKey || undefined,
      mgmtSecret: p.mgmtSecret || undefined,
    };
    await testConnection(conn);
    const { id } = await addConnection({ name: p.name, ...conn });
    await startFirstSync(conn.appId);
    revalidatePath("/", "layout");
    return { id, name: p.name };
  });

export const deleteAppAction = actionClient
  .metadata({ name: "apps.delete", minRole: "admin", mutation: true })
  .inputSchema(z.object({ id: z.string().min(1).max(100) }))
  .action(async ({ parsedInput }) => {
    await deleteConnection(parsedInput.id);
    revalidatePath("/", "layout");
    return { id: parsedInput.id };
  });
