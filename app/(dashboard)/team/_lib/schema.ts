import { z } from "zod";
import { COLLABORATOR_ROLES } from "@/lib/schemas/apps";

const email = z.email({ error: "Enter an email address." }).max(254, "At most 254 characters.");

export const teamMemberInput = z.object({ email, role: z.enum(COLLABORATOR_ROLES) });
export type TeamMemberValues = z.input<typeof teamMemberInput>;
export const removeMemberInput = z.object({ email });
