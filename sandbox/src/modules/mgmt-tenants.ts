import { randomBytes, scryptSync } from "node:crypto";
import * as appsContract from "../../../lib/contract/apps";
import { createAppRecord } from "../core/apps";
import { compact } from "../core/json";
import { seconds } from "../deps";
import { conflict } from "../http/errors";
import { type AnyRoute, mgmtRoute } from "../http/route";

/** Only a salted hash of a customer's password is kept. */
const passwordHash = (password: string) => {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString("hex")}$${scryptSync(password, salt, 32).toString("hex")}`;
};

export const mgmtTenantsRoutes: AnyRoute[] = [
  mgmtRoute({
    ...appsContract.addTenant,
    handler: ({ deps, body }) => {
      if (deps.db.prepare("SELECT 1 FROM tenants WHERE email = ?").get(body.email)) {
        throw conflict(
          "ERR_TENANT_ALREADY_EXISTS",
          `An account with the email ${body.email} already exists.`,
        );
      }
      const now = seconds(deps);
      const { app, keys } = createAppRecord(deps.db, { name: body.appName, region: body.appRegion }, now);
      deps.db
        .prepare(
          `INSERT INTO tenants (email, name, password_hash, contact_number, role, industry, technology, app_id, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          body.email,
          body.name,
          passwordHash(body.password),
          body.contactNumber ?? null,
          body.role ?? null,
          body.industry ?? null,
          body.technology ?? null,
          app.id,
          now,
        );
      const [rest, auth] = keys;
      return {
        data: compact({
          name: body.name,
          email: body.email,
          createdAt: now,
          contactNumber: body.contactNumber,
          app: {
            name: app.name,
            appId: app.id,
            region: body.appRegion,
            authKey: auth?.api_key ?? "",
            apiKey: rest?.api_key ?? "",
            createdAt: app.created_at,
            plan: "Build",
          },
        }),
      };
    },
  }),
];
