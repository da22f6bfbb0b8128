import { createAdmin, ensureOwner } from "../lib/auth/admins";
import { ROLES } from "../lib/auth/roles";
import { getDb } from "../lib/db";
import type { Role } from "../lib/db/types";
import { env } from "../lib/env";

async function main() {
  const [command, email, password] = process.argv.slice(2);
  if (command === "ensure-owner") {
    const made = await ensureOwner(env().DASHBOARD_OWNER_EMAIL, env().DASHBOARD_OWNER_PASSWORD);
    if (made) console.log(`[admin] created the owner account ${made.email}`);
  } else if (command === "create-owner" && email && password) {
    const made = await ensureOwner(email, password);
    console.log(made ? `[admin] created the owner account ${made.email}` : "[admin] an owner already exists");
  } else if (command === "create-admin" && email && password && ROLES.includes(process.argv[5] as Role)) {
    const role = process.argv[5] as Role;
    const made = await createAdmin(await getDb(), { email, name: email, role, password });
    console.log(`[admin] created the ${role} account ${made.email}`);
  } else {
    console.error(
      "usage: npm run admin -- ensure-owner | create-owner <email> <password> | create-admin <email> <password> <owner|admin|moderator|viewer>",
    );
    process.exit(2);
  }
  process.exit(0);
}

main().catch((e) => {
  console.error(`[admin] ${e instanceof Error ? e.message : e}`);
  process.exit(1);
});
