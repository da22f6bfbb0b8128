"use server";

import { z } from "zod";
import { actionClient, requireConnection, UserFacingError } from "@/lib/action";
import { changeCollaborators, listCollaborators } from "@/lib/api/mgmt-team";
import { removeMemberInput, teamMemberInput } from "./schema";

const roleList = { admin: "admins", moderator: "moderators" } as const;

/** The answer for one email, or the sentence for an email the service did not take. */
function outcomeFor(answer: Record<string, unknown> | unknown[], who: string, what: string) {
  const entry = Array.isArray(answer) ? undefined : (answer[who] as { success: boolean } | undefined);
  if (!entry?.success) throw new UserFacingError(`The service did not ${what} ${who}.`);
  return { email: who };
}

export const listTeamAction = actionClient
  .metadata({ name: "team.list", minRole: "admin", mutation: false })
  .inputSchema(z.object({}))
  .action(async ({ ctx }) => listCollaborators(requireConnection(ctx.connection).conn));

/** Invites a collaborator with a role, or gives a collaborator another role (the same operation). */
export const setTeamMemberAction = actionClient
  .metadata({ name: "team.set", minRole: "admin", mutation: true })
  .inputSchema(teamMemberInput)
  .action(async ({ parsedInput: { email: who, role }, ctx }) => {
    const answer = await changeCollaborators(requireConnection(ctx.connection).conn, {
      [roleList[role]]: [who],
    });
    return outcomeFor(answer[roleList[role]], who.toLowerCase(), "add");
  });

export const removeTeamMemberAction = actionClient
  .metadata({ name: "team.remove", minRole: "admin", mutation: true })
  .inputSchema(removeMemberInput)
  .action(async ({ parsedInput: { email: who }, ctx }) => {
    const answer = await changeCollaborators(requireConnection(ctx.connection).conn, {
      collaboratorsToRemove: [who],
    });
    return outcomeFor(answer.collaboratorsToRemove, who.toLowerCase(), "find and remove");
  });
