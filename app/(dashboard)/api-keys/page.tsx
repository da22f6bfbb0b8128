import type { Metadata } from "next";
import { requireConnection, UserFacingError } from "@/lib/action";
import { listApiKeysQuery } from "@/lib/api/api-keys-query";
import { type ApiKeyViewPage, listApiKeyViews } from "@/lib/api/chat-api-keys";
import { isServiceError } from "@/lib/api/errors";
import { guardPage } from "@/lib/auth/guard";
import { activeConnection } from "@/lib/connections";
import { ApiKeysTable } from "./_components/api-keys-table";
import { loadApiKeysSearchParams, toApiKeysParams } from "./_lib/search-params";

export const metadata: Metadata = { title: "API keys" };

/** The app's REST API keys, masked on the server; admins and owners only. */
export default async function ApiKeysPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await guardPage("admin");
  const params = toApiKeysParams(loadApiKeysSearchParams(await searchParams));
  let initialPage: ApiKeyViewPage | undefined;
  let initialError: string | undefined;
  const valid = listApiKeysQuery.safeParse(params);
  if (!valid.success) {
    const fields = [...new Set(valid.error.issues.map((i) => i.path.join(".")))].join(", ");
    initialError = `The address holds filters the list cannot take: ${fields}.`;
  } else {
    try {
      const { conn } = requireConnection(await activeConnection());
      initialPage = await listApiKeyViews(conn, valid.data);
    } catch (e) {
      if (isServiceError(e)) initialError = `${e.message} (${e.code})`;
      else if (e instanceof UserFacingError) initialError = e.message;
      else throw e;
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold">API keys</h1>
        <p className="text-sm text-muted-foreground">
          REST API keys of the app. <code>fullAccess</code> keys may do everything; <code>authOnly</code> keys
          may only create users and auth tokens. Existing keys are shown masked; a new key is shown once.
        </p>
      </div>
      <ApiKeysTable initialParams={params} initialPage={initialPage} initialError={initialError} />
    </div>
  );
}
