import type { Role } from "../db/types";

export const ROLES: Role[] = ["viewer", "moderator", "admin", "owner"];

export const atLeast = (role: Role, min: Role) => ROLES.indexOf(role) >= ROLES.indexOf(min);

export const ROLE_LABEL: Record<Role, string> = {
  owner: "Owner",
  admin: "Admin",
  moderator: "Moderator",
  viewer: "Viewer",
};
