import { createAdmin, ensureOwner } from "../../lib/auth/admins";
import { getDb } from "../../lib/db";
import type { Role } from "../../lib/db/types";
import { ACCOUNTS, LOCKOUT_ACCOUNT } from "./env";

/** A world's admin accounts, made in one process (run with the world's DASHBOARD_DATA_DIR) as `npm run admin` would. */
async function main() {
  const db = await getDb();
  for (const [role, a] of [...Object.entries(ACCOUNTS), ["viewer", LOCKOUT_ACCOUNT] as const]) {
    if (role === "owner") {
      if (!(await ensureOwner(a.email, a.password))) throw new Error("an owner already exists");
    } else {
      await createAdmin(db, { email: a.email, name: a.email, role: role as Role, password: a.password });
    }
  }
  process.exit(0);
}

main().catch((e) => {
  console.error(`[accounts] ${e instanceof Error ? e.message : e}`);
  process.exit(1);
});
