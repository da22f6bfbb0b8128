"use client";

import { useQueryStates } from "nuqs";
import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { usePageQuery } from "@/components/data-table/use-page-query";
import { Button } from "@/components/ui/button";
import { unwrapAction } from "@/lib/action-result";
import type { ConversationPage } from "@/lib/api/chat-conversations";
import {
  CONVERSATION_PAGE_SIZES,
  type ListConversationsParams,
  listConversationsQuery,
} from "@/lib/api/chat-conversations-query";
import { conversationKeys } from "@/lib/query-keys";
import type { Conversation } from "@/lib/schemas/conversations";
import { listConversationsAction } from "../_lib/actions";
import {
  CONVERSATION_FILTER_KEYS,
  conversationsSearchParams,
  toConversationsParams,
} from "../_lib/search-params";
import { conversationsColumns } from "./conversations-columns";
import { ConversationsFilters } from "./conversations-filters";

const NO_ROWS: Conversation[] = [];
const LABEL: Record<string, string> = { onBehalfOf: "The uid to view as", searchKey: "Search" };
/** A zod issue as a sentence: lower-case messages get their field's name in front. */
const sentence = (i: { path: PropertyKey[]; message: string }) =>
  /^[a-z]/.test(i.message) ? `${LABEL[String(i.path[0])] ?? String(i.path[0])} ${i.message}.` : i.message;

/** The conversations list: URL state (nuqs) → query key → page; the server's first page seeds the cache. */
export function ConversationsTable({
  initialParams,
  initialPage,
  initialError,
}: {
  initialParams: ListConversationsParams;
  initialPage?: ConversationPage;
  initialError?: string;
}) {
  const [state, setState] = useQueryStates(conversationsSearchParams, { history: "push", scroll: false });
  const params = toConversationsParams(state);
  // Checked in the browser too, so "unread without a user" is explained without a round trip.
  const invalid = listConversationsQuery.safeParse(params);
  const { query, error: queryError } = usePageQuery({
    queryKey: conversationKeys.list(params),
    initialKey: conversationKeys.list(initialParams),
    initialPage,
    initialError,
    fetchPage: async () => unwrapAction(await listConversationsAction(params)),
    enabled: invalid.success,
  });
  const error = invalid.success ? queryError : invalid.error.issues.map(sentence).join(" ");
  const filtered = CONVERSATION_FILTER_KEYS.some((k) => state[k] !== null) || state.unread;
  const clear = () => setState({ type: null, search: null, as: null, unread: false, page: 1 });
  const columns = useMemo(() => conversationsColumns(params.onBehalfOf), [params.onBehalfOf]);

  return (
    <div className="flex flex-col gap-4">
      <ConversationsFilters
        value={state}
        active={filtered}
        onChange={(patch) => setState({ ...patch, page: 1 })}
        onClear={clear}
      />
      <DataTable
        caption="Conversations, newest first"
        columns={columns}
        data={query.data?.data ?? NO_ROWS}
        getRowId={(c) => c.conversationId}
        page={params.page}
        perPage={params.perPage}
        total={query.data?.meta.pagination.total ?? 0}
        pageSizes={CONVERSATION_PAGE_SIZES}
        onPaginationChange={({ page, perPage }) => setState({ page, perPage })}
        isFetching={query.isFetching}
        error={error}
        errorAction={
          invalid.success ? (
            <Button variant="outline" onClick={() => query.refetch()}>
              Try again
            </Button>
          ) : undefined
        }
        emptyTitle={filtered ? "No conversations match these filters" : "No conversations yet"}
        onClearFilters={filtered ? clear : undefined}
      />
    </div>
  );
}
