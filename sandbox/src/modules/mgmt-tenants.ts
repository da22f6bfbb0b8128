import { randomBytes, scryptSync } from "node:crypto";
import * as appsContract from "../../../lib/contract/apps";
import { createAppRecord } from "../core/apps";
import { compact } from "../core/json";
import { seconds } from "../deps";
import { conflict } from "../http/errors";
import { type AnyRoute, mgmtRoute } from "../http/route";
import { insertTenant, tenantExists } from "../store/tenants";

/** Only a salted hash of a customer's password is kept. */
const passwordHash = (password: string) => {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString("hex")}$${scryptSync(password, salt, 32).toString("hex")}`;
};

export const mgmtTenantsRoutes: AnyRoute[] = [
  mgmtRoute({
    ...appsContract.addTenant,
    handler: ({ deps, body }) => {
      if (tenantExists(deps.db, body.email)) {
        throw conflict(
          "ERR_TENANT_ALREADY_EXISTS",
          `An account with the email ${body.email} already exists.`,
        );
      }
      const now = seconds(deps);
      const { app, keys } = createAppRecord(deps.db, { name: body.appName, region: body.appRegion }, now);
      insertTenant(
        deps.db,
        {
          email: body.email,
          name: body.name,
          passwordHash: passwordHash(body.password),
          contactNumber: body.contactNumber ?? null,
          role: body.role ?? null,
          industry: body.industry ?? null,
          technology: body.technology ?? null,
          appId: app.id,
        },
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
