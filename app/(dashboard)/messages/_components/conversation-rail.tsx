"use client";

import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useQueryStates } from "nuqs";
import { memo, useCallback, useRef, useState } from "react";
import { LastMessage } from "@/components/conversations/last-message";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebounced } from "@/components/use-debounced";
import { UserAvatar } from "@/components/user-avatar";
import { unwrapAction } from "@/lib/action-result";
import { listConversationsAction } from "@/lib/actions/conversations";
import { messagesHref, partyId } from "@/lib/conversation-links";
import { CONVERSATION_SEARCH_MAX } from "@/lib/inputs/chat-conversations-query";
import { conversationKeys } from "@/lib/query-keys";
import type { Conversation } from "@/lib/schemas/conversations";
import {
  conversationPlaceKeys,
  messagesSearchParams,
  messagesViewParams,
  openConversationId,
  openConversationState,
  RAIL_KINDS,
  railSearchParams,
} from "../_lib/search-params";
import { usePrefetchConversation } from "./use-prefetch-conversation";

const PER_PAGE = 25;
const KIND_LABELS: Record<(typeof RAIL_KINDS)[number], string> = {
  all: "All",
  user: "One-on-one",
  group: "Groups",
};

/**
 * The app's conversations, most recent activity first, searchable and filtered by kind; picking one opens it
 * beside the rail (the URL names it, so a link shows the same view). Arrow keys move to the next or previous
 * conversation and open it; Home and End go to the first and last one listed. Opening one changes the URL in
 * place: the transcript beside the list loads it, and Back returns to the one before.
 */
export function ConversationRail() {
  const [rail, setRail] = useQueryStates(railSearchParams, { history: "replace", scroll: false });
  const [open] = useQueryStates(messagesSearchParams);
  // The URL is the link's own, `type=user` included.
  const [, setPlace] = useQueryStates(conversationPlaceKeys, {
    history: "push",
    scroll: false,
    clearOnDefault: false,
  });
  // The way the admin last moved through the list: the conversation that way is loaded ahead.
  const [step, setStep] = useState<1 | -1>(1);
  const openHref = useCallback(
    (href: string, way: 1 | -1 = 1) => {
      setStep(way);
      void setPlace(openConversationState(href));
    },
    [setPlace],
  );
  const [{ view }] = useQueryStates(messagesViewParams);
  // A longer search from the URL is cut to what the list takes, as the box itself allows.
  const search = useDebounced(rail.find.trim().slice(0, CONVERSATION_SEARCH_MAX), 250);
  const params = {
    page: 1,
    perPage: PER_PAGE,
    ...(search ? { searchKey: search } : {}),
    ...(rail.kind !== "all" ? { conversationType: rail.kind } : {}),
  };
  const query = useInfiniteQuery({
    queryKey: conversationKeys.rail(params),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      unwrapAction(await listConversationsAction({ ...params, page: pageParam })),
    getNextPageParam: (last) => {
      const p = last.meta.pagination;
      return p.current_page < p.total_pages ? p.current_page + 1 : undefined;
    },
    // A new search keeps the last list on screen until its answer comes.
    placeholderData: keepPreviousData,
  });
  const conversations = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[0]?.meta.pagination.total;
  const openId = openConversationId(open);
  const isOpen = (c: Conversation) => c.conversationId.toLowerCase() === openId;
  const list = useRef<HTMLUListElement>(null);
  const at = conversations.findIndex(isOpen);
  const ahead = at < 0 ? undefined : conversations[at + step];
  usePrefetchConversation(ahead && messagesHref(ahead));

  const onKeyDown = (e: React.KeyboardEvent<HTMLUListElement>) => {
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>("a[data-conversation]") ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const to =
      e.key === "ArrowDown"
        ? Math.min(links.length - 1, at + 1)
        : e.key === "ArrowUp"
          ? Math.max(0, at - 1)
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? links.length - 1
              : undefined;
    if (to === undefined || to === at || !links[to]) return;
    e.preventDefault();
    links[to].focus();
    openHref(links[to].getAttribute("href") ?? "", e.key === "ArrowUp" ? -1 : 1);
  };

  return (
    <nav aria-label="Conversations" className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-col gap-2">
        <Input
          type="search"
          aria-label="Search conversations"
          placeholder="Search by name, uid or guid"
          maxLength={CONVERSATION_SEARCH_MAX}
          value={rail.find}
          onChange={(e) => void setRail({ find: e.target.value || null })}
        />
        <fieldset className="flex gap-1" aria-label="Kind of conversation">
          {RAIL_KINDS.map((k) => (
            <Button
              key={k}
              type="button"
              size="sm"
              variant={rail.kind === k ? "outline" : "ghost"}
              aria-pressed={rail.kind === k}
              onClick={() => void setRail({ kind: k === "all" ? null : k })}
            >
              {KIND_LABELS[k]}
            </Button>
          ))}
        </fieldset>
      </div>
      {rail.find.trim() ? (
        <Link
          href={`/messages/search?q=${encodeURIComponent(rail.find.trim().slice(0, CONVERSATION_SEARCH_MAX))}`}
          className="text-xs font-medium text-primary underline-offset-4 hover:underline"
        >
          Find “{rail.find.trim()}” in the messages’ text →
        </Link>
      ) : null}
      <p className="text-xs text-muted-foreground" role="status">
        {query.isPending
          ? "Loading conversations…"
          : query.isError
            ? ""
            : `${(total ?? 0).toLocaleString("en-US")} conversation${total === 1 ? "" : "s"}, most recent first. Arrow keys move between them.`}
      </p>
      {query.isError ? (
        <div role="alert" className="flex flex-col gap-2 text-sm text-destructive">
          <p>The conversations could not be loaded: {query.error.message}</p>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {query.isPending ? (
        <div className="flex flex-col gap-2" aria-hidden>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : null}
      {query.isSuccess && conversations.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
          {search || rail.kind !== "all"
            ? "No conversation matches. Clear the search or choose All."
            : "No conversations yet."}
        </p>
      ) : null}
      <ul ref={list} onKeyDown={onKeyDown} aria-busy={query.isFetching} className="flex flex-col gap-1">
        {conversations.map((c) => (
          <li key={c.conversationId}>
            <RailItem
              conversation={c}
              current={isOpen(c)}
              href={keepRail(messagesHref(c), { ...rail, view })}
              onOpen={openHref}
            />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? "Loading…" : "More conversations"}
        </Button>
      ) : null}
    </nav>
  );
}

/** A conversation's link keeps the rail's search and kind and the chosen view, so the page stays as it is. */
function keepRail(href: string, rail: { find: string; kind: string; view: string }) {
  const url = new URL(href, "http://x");
  if (rail.find) url.searchParams.set("find", rail.find);
  if (rail.kind !== "all") url.searchParams.set("kind", rail.kind);
  if (rail.view !== "transcript") url.searchParams.set("view", rail.view);
  return `${url.pathname}${url.search}`;
}

// Drawn again only when its own props change: opening a conversation redraws the two items it moves between.
const RailItem = memo(function RailItem({
  conversation: c,
  current,
  href,
  onOpen,
}: {
  conversation: Conversation;
  current: boolean;
  href: string;
  onOpen: (href: string) => void;
}) {
  const w = c.conversationWith;
  const group = "guid" in w;
  return (
    <Link
      data-conversation
      href={href}
      scroll={false}
      prefetch={false}
      aria-current={current ? "page" : undefined}
      onClick={(e) => {
        // A click that opens a new tab or window is the browser's; a plain one opens the conversation here.
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        onOpen(href);
      }}
      className="flex min-w-0 gap-2 rounded-md border border-transparent p-2 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:border-border aria-[current=page]:bg-muted"
    >
      <UserAvatar
        name={w.name}
        id={partyId(c)}
        src={"avatar" in w ? w.avatar : group ? w.icon : undefined}
        size="md"
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate font-medium">
            {w.name}
            <span className="sr-only">{group ? ", group" : ", one-on-one"}</span>
          </span>
          <span className="shrink-0 text-xs text-muted-foreground">{group ? "group" : "1:1"}</span>
        </span>
        <span className="text-xs text-muted-foreground">
          <LastMessage message={c.lastMessage} />
        </span>
      </span>
    </Link>
  );
});
