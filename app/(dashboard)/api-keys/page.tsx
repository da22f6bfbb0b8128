import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { guardPage } from "@/lib/auth/guard";
import { apiKeyFilters, listApiKeysQuery } from "@/lib/inputs/api-keys-query";
import { listApiKeyViews } from "@/lib/server/api/chat-api-keys";
import { loadFirstPage } from "@/lib/server/first-page";
import { ApiKeysTable } from "./_components/api-keys-table";
import { loadApiKeysSearchParams } from "./_lib/search-params";

export const metadata: Metadata = { title: "API keys" };

export default async function ApiKeysPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await guardPage("admin");
  const params = apiKeyFilters.toQuery(loadApiKeysSearchParams(await searchParams));
  const { initialPage, initialError } = await loadFirstPage(listApiKeysQuery, params, listApiKeyViews);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="API keys">
        REST API keys of the app. <code>fullAccess</code> keys may do everything; <code>authOnly</code> keys
        may only create users and auth tokens. Existing keys are shown masked; a new key is shown once.
      </PageHeader>
      <ApiKeysTable initialParams={params} initialPage={initialPage} initialError={initialError} />
    </div>
  );
}
