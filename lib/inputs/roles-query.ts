import { z } from "zod";
import {
  type CreateRoleInput,
  DEFAULT_ROLE,
  ROLE_FEATURES,
  ROLE_REACH,
  type UpdateRoleInput,
} from "../schemas/roles";
import { roleIdSchema } from "../schemas/users";

export { DEFAULT_ROLE, ROLE_FEATURES, ROLE_REACH };
export const ROLE_PAGE_SIZES = [25, 50, 100] as const;

export const listRolesQuery = z.object({
  page: z.number().int().min(1).default(1),
  perPage: z.number().int().min(1).max(1000).default(25),
});
export type ListRolesParams = z.output<typeof listRolesQuery>;

const reach = z.enum(["", ...ROLE_REACH]);

export const roleFormInput = z.object({
  role: roleIdSchema,
  name: z.string().trim().min(1, "Give the role a name.").max(100, "At most 100 characters."),
  description: z.string().max(255, "At most 255 characters."),
  listUsers: reach,
  sendMessagesTo: reach,
});
export type RoleFormValues = z.input<typeof roleFormInput>;
type RoleForm = z.output<typeof roleFormInput>;

const settingsOf = (v: RoleForm) => {
  const settings = {
    ...(v.listUsers ? { listUsers: v.listUsers } : {}),
    ...(v.sendMessagesTo ? { sendMessagesTo: v.sendMessagesTo } : {}),
  };
  return Object.keys(settings).length ? settings : undefined;
};

export function createRoleBody(v: RoleForm): CreateRoleInput {
  return { role: v.role, name: v.name, description: v.description || undefined, settings: settingsOf(v) };
}

export function updateRoleBody(v: RoleForm): UpdateRoleInput {
  const settings = settingsOf(v);
  const unset = [
    ...(v.description ? [] : ["description" as const]),
    ...(settings ? [] : ["settings" as const]),
  ];
  return {
    name: v.name,
    ...(v.description ? { description: v.description } : {}),
    ...(settings ? { settings } : {}),
    ...(unset.length ? { unset } : {}),
  };
}

export const roleTargetInput = z.object({ role: roleIdSchema });

export const restrictionsInput = z.object({
  role: roleIdSchema,
  restricted: z.array(z.enum(Object.keys(ROLE_FEATURES) as [string, ...string[]])).max(50),
});
export type RestrictionsValues = z.input<typeof restrictionsInput>;
