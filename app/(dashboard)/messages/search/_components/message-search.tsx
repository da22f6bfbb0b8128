"use client";

import { DataTable } from "@/components/data-table/data-table";
import { useCursorTable } from "@/components/data-table/use-cursor-table";
import { fromAction } from "@/components/data-table/use-data-table";
import { bindFilters, FilterBar } from "@/components/filters/filter-bar";
import { FilterSelect, optionsOf } from "@/components/filters/filter-select";
import { FilterText } from "@/components/filters/filter-text";
import { FilterPicker } from "@/components/pickers/filter-picker";
import { FilterUserPicker } from "@/components/pickers/filter-user-picker";
import {
  MESSAGE_CATEGORIES,
  messageSearchFilters,
  SEARCH_RECEIVER_TYPES,
  type SearchMessagesParams,
} from "@/lib/inputs/chat-messages-query";
import { WITH_OR_WITHOUT } from "@/lib/inputs/list-filters";
import { messageKeys } from "@/lib/query-keys";
import type { MessagePage } from "@/lib/server/api/chat-messages";
import { messageHref, messagesColumns } from "../../_components/messages-columns";
import { searchMessagesAction } from "../../_lib/actions";
import { messageSearchParams, toSearchParams } from "../_lib/search-params";

export function MessageSearch(initial: {
  initialParams: SearchMessagesParams;
  initialPage?: MessagePage;
  initialError?: string;
}) {
  const list = useCursorTable({
    searchParams: messageSearchParams,
    toParams: toSearchParams,
    filterKeys: messageSearchFilters.keys,
    queryKey: messageKeys.search,
    fetchPage: fromAction(searchMessagesAction),
    // A page is oldest to newest; the next page holds the messages before its oldest one.
    nextCursor: (page) => (page.meta.next ? page.data[0]?.id : undefined),
    ...initial,
  });
  const f = bindFilters(list.state, list.setFilters);
  return (
    <section aria-label="Search results" className="flex flex-col gap-3">
      <FilterBar label="Search messages" active={list.filtered} onClear={list.clear}>
        <FilterText label="Text" placeholder="Part of the text" {...f.commits("q")} />
        <FilterUserPicker label="Sender" placeholder="Anyone" {...f.commits("sender")} />
        <FilterSelect
          label="Conversation"
          anyLabel="Any"
          options={optionsOf(SEARCH_RECEIVER_TYPES, (v) => (v === "user" ? "Between two users" : "Group"))}
          {...f.changes("receiverType")}
        />
        <FilterSelect label="Category" options={optionsOf(MESSAGE_CATEGORIES)} {...f.changes("category")} />
        <FilterSelect
          label="Files"
          options={optionsOf(WITH_OR_WITHOUT, (v) => (v === "with" ? "With files" : "Without files"))}
          {...f.changes("attachments")}
        />
        <FilterSelect
          label="Threads"
          options={optionsOf(WITH_OR_WITHOUT, (v) => (v === "with" ? "Has replies" : "No replies"))}
          {...f.changes("replies")}
        />
        <FilterPicker
          picker="conversation"
          label="In conversation"
          placeholder="Any"
          {...f.commits("conversation")}
        />
        <FilterSelect
          label="Deleted"
          anyLabel="Shown"
          options={[
            { value: "hide", label: "Hidden" },
            { value: "only", label: "Only deleted" },
          ]}
          {...f.changes("deleted")}
        />
      </FilterBar>
      <DataTable
        list="message-search"
        caption="Messages found, newest first"
        columns={messagesColumns}
        getRowId={(m) => m.id}
        rowHref={messageHref}
        emptyTitle="No message matches"
        {...list.table}
        data={[...list.table.data].reverse()}
      />
    </section>
  );
}
