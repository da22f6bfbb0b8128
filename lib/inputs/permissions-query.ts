import { z } from "zod";
import { GROUP_SCOPES, permissionValueSchema } from "../schemas/permissions";
import { roleIdSchema } from "../schemas/users";

export const permissionOwnerInput = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("role"), role: roleIdSchema }),
  z.object({ kind: z.literal("scope"), guid: z.string().min(1).max(100), scope: z.enum(GROUP_SCOPES) }),
]);
export type PermissionOwner = z.infer<typeof permissionOwnerInput>;

export const savePermissionsInput = z
  .object({
    owner: permissionOwnerInput,
    set: z.record(z.string().min(1).max(100), permissionValueSchema),
    unset: z.array(z.string().min(1).max(100)).max(100),
  })
  .refine((v) => Object.keys(v.set).length + v.unset.length > 0, { error: "Change a permission first." });
export type SavePermissionsInput = z.infer<typeof savePermissionsInput>;
