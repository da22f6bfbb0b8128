import type { Role } from "@/lib/schemas/admins";

/** A new admin, named by its email, in the store the dashboard opens (call after tempDataDir): its id. */
export async function newAdminId(email: string, role: Role, password: string): Promise<string> {
  const { getDb } = await import("@/lib/db");
  const { createAdmin } = await import("@/lib/auth/admins");
  return (await createAdmin(await getDb(), { email, name: email, role, password })).id;
}
