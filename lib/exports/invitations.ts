import { z } from "zod";
import { pendingInvitations } from "../auth/invitations";
import { ROLE_LABEL } from "../auth/roles";
import { isoSeconds } from "../csv";
import { getDb } from "../db";
import { wholeList } from "./paging";
import { defineExport } from "./types";

export type Invitation = Awaited<ReturnType<typeof pendingInvitations>>[number];

export const invitationsExport = defineExport({
  file: "invitations",
  schema: z.object({}),
  minRole: "owner",
  columns: {
    email: { label: "Email", value: (i: Invitation) => i.email },
    role: { label: "Role", value: (i: Invitation) => ROLE_LABEL[i.role] },
    created_at: { label: "Invited (UTC)", value: (i: Invitation) => isoSeconds(Number(i.created_at)) },
    expires_at: { label: "Expires (UTC)", value: (i: Invitation) => isoSeconds(Number(i.expires_at)) },
  },
  pages: () => wholeList(async () => pendingInvitations(await getDb())),
});
