import type { Metadata } from "next";
import Link from "next/link";
import { isServiceError } from "@/lib/api/errors";
import { listApps } from "@/lib/api/mgmt";
import { guardPage } from "@/lib/auth/guard";
import { activeConnection } from "@/lib/connections";
import { ManagementRequired } from "../../_components/management-required";
import { AccountAppsList } from "./_components/account-apps-list";
import { AccountAppsSearch } from "./_components/account-apps-search";
import { CreateAccountAppDialog } from "./_components/create-account-app-dialog";
import { loadAccountAppsSearchParams } from "./_lib/search-params";
import { type AccountAppRow, toAccountAppRow } from "./_lib/view";

export const metadata: Metadata = { title: "Account apps" };

const PER_PAGE = 25;

/** Every app of the account, through the management API: search, create, delete. Admins and owners only. */
export default async function AccountAppsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await guardPage("admin");
  const { q, page: rawPage } = loadAccountAppsSearchParams(await searchParams);
  const page = Math.min(100_000, Math.max(1, rawPage));
  const searchKey = q.trim().slice(0, 100) || undefined;
  const active = await activeConnection();
  let rows: AccountAppRow[] | undefined;
  let total = 0;
  let error: string | undefined;
  if (active?.hasManagement) {
    try {
      const res = await listApps(active.conn, { searchKey, page, perPage: PER_PAGE });
      rows = res.data.map(toAccountAppRow);
      total = res.meta.pagination.total;
    } catch (e) {
      if (!isServiceError(e)) throw e;
      error = `${e.message} (${e.code})`;
    }
  }
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const href = (p: number) =>
    `/apps/account?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`;
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Link href="/apps" className="text-sm text-muted-foreground underline-offset-4 hover:underline">
            ← Apps
          </Link>
          <h1 className="text-2xl font-semibold">Account apps</h1>
          <p className="text-sm text-muted-foreground">
            Every app of the account, through the management API. Connecting one lets this dashboard
            administer it.
          </p>
        </div>
        {active?.hasManagement ? <CreateAccountAppDialog /> : null}
      </div>
      {!active?.hasManagement ? (
        <ManagementRequired what="Account apps" connected={Boolean(active)} />
      ) : (
        <>
          <AccountAppsSearch />
          {error ? (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
            >
              The apps could not be loaded: {error}
            </p>
          ) : (
            <AccountAppsList apps={rows ?? []} searched={Boolean(searchKey)} activeAppId={active.appId} />
          )}
          {total > PER_PAGE ? (
            <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
              {page > 1 ? (
                <Link href={href(page - 1)}>Previous</Link>
              ) : (
                <span className="text-muted-foreground">Previous</span>
              )}
              <span>
                Page {page} of {pages} ({total} apps)
              </span>
              {page < pages ? (
                <Link href={href(page + 1)}>Next</Link>
              ) : (
                <span className="text-muted-foreground">Next</span>
              )}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
