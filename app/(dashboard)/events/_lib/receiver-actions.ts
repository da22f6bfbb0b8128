"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { z } from "zod";
import { env } from "@/lib/env";
import { originFrom } from "@/lib/public-origin";
import { createEndpoint, deleteEndpoint, listEndpoints, rotateCredentials } from "@/lib/receiver/service";
import { appActionClient, UserFacingError } from "@/lib/server/action";
import { createReceiverInput, receiverIdInput, rotateReceiverInput } from "./schema";

async function publicUrl(path: string): Promise<string> {
  const origin = originFrom(env().NEXTAUTH_URL, await headers());
  if (!origin) throw new UserFacingError("The dashboard's public address is unknown: set NEXTAUTH_URL.");
  return `${origin}${path}`;
}

// An endpoint of another app is "not found" here too.
async function ownEndpoint(appId: string, id: string) {
  const found = (await listEndpoints(appId)).find((e) => e.id === id);
  if (!found) throw new UserFacingError("No receiver endpoint with this id exists for the active app.");
  return found;
}

async function issued(c: {
  endpoint: { id: string; name: string; path: string };
  username: string;
  password: string;
}) {
  return {
    id: c.endpoint.id,
    name: c.endpoint.name,
    url: await publicUrl(c.endpoint.path),
    username: c.username,
    password: c.password,
  };
}

export const createReceiverEndpointAction = appActionClient
  .metadata({ name: "receiver.create", minRole: "admin", mutation: true })
  .inputSchema(createReceiverInput)
  .action(async ({ parsedInput, ctx }) => {
    const { appId } = ctx.connection;
    const created = await createEndpoint(appId, parsedInput.name);
    revalidatePath("/events/receivers");
    return issued(created);
  });

export const rotateReceiverEndpointAction = appActionClient
  .metadata({ name: "receiver.rotate", minRole: "admin", mutation: true })
  .inputSchema(rotateReceiverInput)
  .action(async ({ parsedInput, ctx }) => {
    const { appId } = ctx.connection;
    await ownEndpoint(appId, parsedInput.id);
    const rotated = await rotateCredentials(parsedInput.id, parsedInput.graceSeconds);
    if (!rotated) throw new UserFacingError("The endpoint was deleted meanwhile.");
    revalidatePath("/events/receivers");
    return issued(rotated);
  });

export const deleteReceiverEndpointAction = appActionClient
  .metadata({ name: "receiver.delete", minRole: "admin", mutation: true })
  .inputSchema(receiverIdInput)
  .action(async ({ parsedInput, ctx }) => {
    const { appId } = ctx.connection;
    await ownEndpoint(appId, parsedInput.id);
    await deleteEndpoint(parsedInput.id);
    revalidatePath("/events/receivers");
    return { id: parsedInput.id };
  });

/** Long enough to save the webhook form after its credentials were reissued. */
const REUSE_GRACE_SECONDS = 24 * 3600;

// Passwords are stored only hashed, so a reused endpoint gets fresh credentials (the old live a day).
export const receiveInDashboardAction = appActionClient
  .metadata({ name: "receiver.connect-webhook", minRole: "admin", mutation: true })
  .inputSchema(z.object({ webhookId: z.string().trim().max(50).optional() }))
  .action(async ({ parsedInput, ctx }) => {
    const { appId } = ctx.connection;
    const name = parsedInput.webhookId ? `Webhook ${parsedInput.webhookId}` : "Webhook receiver";
    const existing = parsedInput.webhookId
      ? (await listEndpoints(appId)).find((e) => e.name === name)
      : undefined;
    const creds = existing
      ? await rotateCredentials(existing.id, REUSE_GRACE_SECONDS)
      : await createEndpoint(appId, name);
    if (!creds) throw new UserFacingError("The endpoint was deleted meanwhile; try again.");
    revalidatePath("/events/receivers");
    return issued(creds);
  });
