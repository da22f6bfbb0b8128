import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { guardPage } from "@/lib/auth/guard";
import * as appsContract from "@/lib/contract/apps";
import { accountAppFilters, listAccountAppsQuery } from "@/lib/inputs/account-apps-query";
import { call } from "@/lib/server/api/call";
import { activeConnection } from "@/lib/server/connections";
import { loadFirstPage } from "@/lib/server/first-page";
import { ManagementRequired } from "../../_components/management-required";
import { AccountAppsTable } from "./_components/account-apps-table";
import { AddCustomerAccountDialog } from "./_components/add-customer-account-dialog";
import { CreateAccountAppDialog } from "./_components/create-account-app-dialog";
import { loadAccountAppsSearchParams } from "./_lib/search-params";
import { toAccountAppsPage } from "./_lib/view";

export const metadata: Metadata = { title: "Account apps" };

export default async function AccountAppsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const admin = await guardPage("admin");
  const params = accountAppFilters.toQuery(loadAccountAppsSearchParams(await searchParams));
  const active = await activeConnection();
  const first = active?.hasManagement
    ? await loadFirstPage(listAccountAppsQuery, params, async (conn, q) =>
        toAccountAppsPage(await call(conn, appsContract.listApps, { query: q })),
      )
    : undefined;
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <PageHeader
        back={{ href: "/apps", label: "Apps" }}
        title="Account apps"
        actions={
          active?.hasManagement ? (
            <div className="flex flex-wrap gap-2">
              {admin.role === "owner" ? <AddCustomerAccountDialog /> : null}
              <CreateAccountAppDialog />
            </div>
          ) : null
        }
      >
        Every app of the account, through the management API. Connecting one lets this dashboard administer
        it.
      </PageHeader>
      {!active?.hasManagement ? (
        <ManagementRequired what="Account apps" connected={Boolean(active)} />
      ) : (
        <AccountAppsTable
          activeAppId={active.appId}
          initialParams={params}
          initialPage={first?.initialPage}
          initialError={first?.initialError}
        />
      )}
    </div>
  );
}
