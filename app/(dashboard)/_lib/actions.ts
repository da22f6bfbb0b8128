"use server";

import { cookies } from "next/headers";
import { z } from "zod";
import { env } from "@/lib/env";
import { actionClient, UserFacingError } from "@/lib/server/action";
import { APP_COOKIE, appCookieOptions, listConnections } from "@/lib/server/connections";

export const selectAppAction = actionClient
  .metadata({ name: "session.select-app", minRole: "viewer", mutation: false })
  .inputSchema(z.object({ id: z.string().min(1).max(100) }))
  .action(async ({ parsedInput }) => {
    const known = (await listConnections()).some((c) => c.id === parsedInput.id);
    if (!known) throw new UserFacingError("That app is not connected to this dashboard.");
    (await cookies()).set(APP_COOKIE, parsedInput.id, appCookieOptions(env().NEXTAUTH_URL));
    return { id: parsedInput.id };
  });
