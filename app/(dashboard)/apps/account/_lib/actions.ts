"use server";

import { revalidatePath } from "next/cache";
import * as appsContract from "@/lib/contract/apps";
import { listAccountAppsQuery } from "@/lib/inputs/account-apps-query";
import { appActionClient, UserFacingError } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";
import { addConnection, testConnection } from "@/lib/server/connection-store";
import {
  addCustomerAccountInput,
  connectAccountAppInput,
  createAccountAppInput,
  deleteAccountAppInput,
} from "./schema";
import { toAccountAppsPage } from "./view";

export const listAccountAppsAction = appActionClient
  .metadata({ name: "accountApps.list", minRole: "admin", mutation: false })
  .inputSchema(listAccountAppsQuery)
  .action(async ({ parsedInput, ctx }) =>
    toAccountAppsPage(await call(ctx.conn, appsContract.listApps, { query: parsedInput })),
  );

export const createAccountAppAction = appActionClient
  .metadata({ name: "accountApps.create", minRole: "admin", mutation: true })
  .inputSchema(createAccountAppInput)
  .action(async ({ parsedInput, ctx }) => {
    const { data: app } = await call(ctx.conn, appsContract.createApp, {
      body: parsedInput,
    });
    revalidatePath("/apps/account");
    return {
      id: app.id,
      name: app.name,
      region: app.region,
      keys: Object.values(app.apiKeys).map((k) => ({ apiKey: k.apiKey, name: k.name, scope: k.scope })),
    };
  });

// The new account's keys are the customer's: only what identifies the account and app comes back.
export const addCustomerAccountAction = appActionClient
  .metadata({ name: "accountApps.addCustomer", minRole: "owner", mutation: true })
  .inputSchema(addCustomerAccountInput)
  .action(async ({ parsedInput, ctx }) => {
    const { data: t } = await call(ctx.conn, appsContract.addTenant, {
      body: parsedInput,
    });
    return { name: t.name, email: t.email, appId: t.app.appId, appName: t.app.name, region: t.app.region };
  });

export const deleteAccountAppAction = appActionClient
  .metadata({ name: "accountApps.delete", minRole: "admin", mutation: true })
  .inputSchema(deleteAccountAppInput)
  .action(async ({ parsedInput, ctx }) => {
    const { data: res } = await call(ctx.conn, appsContract.deleteApp, {
      params: { appId: parsedInput.appId },
    });
    revalidatePath("/apps/account");
    return { appId: parsedInput.appId, scheduledToDeleteAt: res.scheduledToDeleteAt };
  });

export const connectAccountAppAction = appActionClient
  .metadata({ name: "accountApps.connect", minRole: "admin", mutation: true })
  .inputSchema(connectAccountAppInput)
  .action(async ({ parsedInput: { appId, name }, ctx }) => {
    const { conn } = ctx;
    const found = await call(conn, appsContract.listApps, { query: { searchKey: appId, perPage: 100 } });
    const app = found.data.find((a) => a.id === appId);
    const apiKey = app && Object.values(app.apiKeys).find((k) => k.scope === "fullAccess")?.apiKey;
    if (!app || !apiKey) throw new UserFacingError(`The app ${appId} has no fullAccess key to connect with.`);
    const next = {
      appId: app.id,
      region: app.region,
      chatUrl: conn.chatUrl,
      callUrl: conn.callUrl,
      mgmtUrl: conn.mgmtUrl,
      apiKey,
      mgmtKey: conn.mgmtKey,
      mgmtSecret: conn.mgmtSecret,
    };
    await testConnection(next);
    const { id } = await addConnection({ name, ...next });
    revalidatePath("/", "layout");
    return { id, name };
  });
