"use server";

import { z } from "zod";
import * as appsContract from "@/lib/contract/apps";
import { appActionClient, UserFacingError } from "@/lib/server/action";
import { call, callData } from "@/lib/server/api/call";
import { removeMemberInput, teamMemberInput } from "./schema";

const roleList = { admin: "admins", moderator: "moderators" } as const;

/** The answer for one email, or the sentence for an email the service did not take. */
function outcomeFor(answer: Record<string, unknown> | unknown[], who: string, what: string) {
  const entry = Array.isArray(answer) ? undefined : (answer[who] as { success: boolean } | undefined);
  if (!entry?.success) throw new UserFacingError(`The service did not ${what} ${who}.`);
  return { email: who };
}

export const listTeamAction = appActionClient
  .metadata({ name: "team.list", minRole: "admin", mutation: false })
  .inputSchema(z.object({}))
  .action(async ({ ctx }) => {
    const { conn } = ctx;
    return await callData(conn, appsContract.listCollaborators, { params: { appId: conn.appId } });
  });

/** Invites a collaborator with a role, or gives a collaborator another role (the same operation). */
export const setTeamMemberAction = appActionClient
  .metadata({ name: "team.set", minRole: "admin", mutation: true })
  .inputSchema(teamMemberInput)
  .action(async ({ parsedInput: { email: who, role }, ctx }) => {
    const { conn } = ctx;
    const { data: answer } = await call(conn, appsContract.changeCollaborators, {
      params: { appId: conn.appId },
      body: { [roleList[role]]: [who] },
    });
    return outcomeFor(answer[roleList[role]], who.toLowerCase(), "add");
  });

export const removeTeamMemberAction = appActionClient
  .metadata({ name: "team.remove", minRole: "admin", mutation: true })
  .inputSchema(removeMemberInput)
  .action(async ({ parsedInput: { email: who }, ctx }) => {
    const { conn } = ctx;
    const { data: answer } = await call(conn, appsContract.changeCollaborators, {
      params: { appId: conn.appId },
      body: { collaboratorsToRemove: [who] },
    });
    return outcomeFor(answer.collaboratorsToRemove, who.toLowerCase(), "find and remove");
  });
