"use client";

import Link from "next/link";
import { createSerializer, useQueryStates } from "nuqs";
import { useCallback, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebounced } from "@/components/use-debounced";
import { isServiceId } from "@/lib/ids";
import { CONVERSATION_SEARCH_MAX } from "@/lib/inputs/chat-conversations-query";
import type { Conversation } from "@/lib/schemas/conversations";
import { messageSearchHref, railHref } from "../_lib/member-links";
import { railQueries, tagsFromUrl } from "../_lib/rail-pages";
import {
  activityCut,
  conversationPlaceKeys,
  messagesSearchParams,
  messagesViewParams,
  openConversationId,
  openConversationState,
  RAIL_ACTIVITY,
  type RailUrlState,
  railSearchParams,
} from "../_lib/search-params";
import { RailFilters } from "./rail-filters";
import { RailItem } from "./rail-item";
import { useMemberOption } from "./rail-member";
import { usePrefetchConversation } from "./use-prefetch-conversation";
import { useRailConversations } from "./use-rail-conversations";

const PER_PAGE = 25;

/**
 * The app's conversations, most recent activity first, searchable and filtered by kind, by the tags of the
 * user or group each is with, and by last activity; or one member's (their pairs and groups, each opened as
 * them), also by the tags they gave them. The search's text can be looked for in the messages too (a link to
 * the message search, sent by the member when one is chosen). Picking one opens it
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
  const member = rail.member?.trim() || undefined;
  // A member's own tags for their conversations mean nothing without the member: they go with them.
  const ownTags = member ? tagsFromUrl(rail.memberTags) : [];
  const memberName = useMemberOption(member ?? null)?.label ?? member;
  // A hand-written link's member that is no uid: the service refuses it; the rail says why in its own words.
  const memberProblem =
    member && !isServiceId(member)
      ? `The member “${member}” is not a user’s uid (letters, digits, _ and - only).`
      : undefined;
  const queries = railQueries(
    {
      page: 1,
      perPage: PER_PAGE,
      ...(search ? { searchKey: search } : {}),
      ...(member ? { onBehalfOf: member } : {}),
      ...(ownTags.length ? { tags: ownTags } : {}),
    },
    rail.kind,
    rail.tags,
  );
  // The cut is taken when the span is chosen (or the page loaded), so the rows shown do not drift while read.
  const cut = useMemo(() => activityCut(rail.active, Date.now()), [rail.active]);
  const query = useRailConversations(queries, cut);
  const failure =
    memberProblem ??
    (query.error ? `The conversations could not be loaded: ${query.error.message}` : undefined);
  const { conversations, total } = query;
  const filtered =
    Boolean(search) ||
    rail.kind !== "all" ||
    rail.tags.length > 0 ||
    rail.active !== null ||
    ownTags.length > 0;
  const openId = openConversationId(open);
  const isOpen = (c: Conversation) => c.conversationId.toLowerCase() === openId;
  const list = useRef<HTMLUListElement>(null);
  const at = conversations.findIndex(isOpen);
  const ahead = at < 0 ? undefined : conversations[at + step];
  usePrefetchConversation(ahead && railHref(ahead, member));

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

  // Leaving the member's conversations: offered when the member cannot be read and when they have none.
  const showEvery = (
    <Button size="sm" variant="outline" onClick={() => void setRail({ member: null, memberTags: null })}>
      Show every conversation
    </Button>
  );

  return (
    <nav aria-label="Conversations" className="flex min-w-0 flex-col gap-2">
      <RailFilters
        rail={rail}
        member={memberProblem ? undefined : member}
        setRail={(change) => void setRail(change)}
      />
      {rail.find.trim() ? (
        <Link
          href={messageSearchHref(rail.find, member)}
          className="rounded-sm text-xs font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          Search messages for “{rail.find.trim()}”{member ? ` sent by ${memberName}` : ""} →
        </Link>
      ) : null}
      <p className="text-xs text-muted-foreground" role="status">
        {failure
          ? ""
          : query.isPending || query.isUpdating
            ? "Loading conversations…"
            : countText(conversations.length, total, rail, memberName)}
      </p>
      {failure ? (
        <div role="alert" className="flex flex-col gap-2 text-sm text-destructive">
          <p>{failure}</p>
          {memberProblem ? (
            showEvery
          ) : (
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
        </div>
      ) : null}
      {query.isPending && !memberProblem ? (
        <div className="flex flex-col gap-2" aria-hidden>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : null}
      {query.isSuccess && !query.hasNextPage && conversations.length === 0 ? (
        filtered ? (
          <div className="flex flex-col items-start gap-2 rounded-md border border-dashed p-4 text-sm text-muted-foreground">
            <p>No conversations{member ? ` of ${memberName}` : ""} match these filters.</p>
            <Button
              size="sm"
              variant="outline"
              // The member stays: the filters are cleared within their conversations.
              onClick={() =>
                void setRail({ find: null, kind: null, tags: null, active: null, memberTags: null })
              }
            >
              Clear filters
            </Button>
          </div>
        ) : member ? (
          <div className="flex flex-col items-start gap-2 rounded-md border border-dashed p-4 text-sm text-muted-foreground">
            <p>{memberName} has no conversations: no one-on-one conversation and no group.</p>
            {showEvery}
          </div>
        ) : (
          <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
            No conversations yet.
          </p>
        )
      ) : null}
      <ul ref={list} onKeyDown={onKeyDown} aria-busy={query.isFetching} className="flex flex-col gap-1">
        {conversations.map((c) => (
          <li key={c.conversationId}>
            <RailItem
              conversation={c}
              current={isOpen(c)}
              href={keepRail(railHref(c, member), { ...rail, view })}
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

const keepRailParams = createSerializer({ ...railSearchParams, view: messagesViewParams.view });

/** A conversation's link keeps the rail's search and filters and the chosen view, so the page stays as it is. */
function keepRail(
  href: string,
  rail: RailUrlState & { view: (typeof messagesViewParams.view)["defaultValue"] },
) {
  return keepRailParams(href, rail);
}

/** The status line: the count, or with a recent activity cut the rows shown (at least, until all are read). */
function countText(shown: number, total: number | undefined, rail: RailUrlState, member?: string) {
  const n = total ?? shown;
  const noun = `conversation${n === 1 ? "" : "s"}${member ? ` of ${member}` : ""}`;
  const within = rail.active ? ` ${RAIL_ACTIVITY[rail.active].phrase}` : "";
  const count = `${total === undefined ? "At least " : ""}${n.toLocaleString("en-US")} ${noun}${within}`;
  return `${count}, most recent first. Arrow keys move between them.`;
}
