import { screen, waitFor, within } from "@testing-library/react";
import { parseAsInteger, parseAsString, type Values } from "nuqs";
import type { UrlUpdateEvent } from "nuqs/adapters/testing";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FilterText } from "@/components/filters/filter-text";
import { renderWith } from "@/test/render";
import { DataTable } from "./data-table";
import { dataTableColumnHelper } from "./features";
import { type CursorList, useCursorTable } from "./use-cursor-table";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => "/entries",
  useSearchParams: () => new URLSearchParams(),
}));

interface Entry {
  id: string;
  author: string;
}
const ENTRIES: Entry[] = Array.from({ length: 7 }, (_, i) => ({
  id: String(100 + i),
  author: i % 2 ? "bo" : "al",
}));

const entriesSearchParams = { author: parseAsString, limit: parseAsInteger.withDefault(3) };
type EntryParams = { author?: string; limit: number; after?: string };
const toParams = (s: Values<typeof entriesSearchParams>, cursor: string | undefined): EntryParams => ({
  limit: s.limit,
  ...(s.author ? { author: s.author } : {}),
  ...(cursor ? { after: cursor } : {}),
});

// The "service": rows after the cursor, and a cursor only when more follow.
type EntryPage = CursorList<Entry> & { next?: string };
function answer(p: EntryParams): EntryPage {
  const all = ENTRIES.filter((e) => !p.author || e.author === p.author);
  const from = p.after ? all.findIndex((e) => e.id === p.after) + 1 : 0;
  const data = all.slice(from, from + p.limit);
  return { data, ...(from + p.limit < all.length ? { next: data.at(-1)?.id } : {}) };
}
const fetchPage = vi.fn(async (p: EntryParams) => answer(p));

const col = dataTableColumnHelper<Entry>();
const columns = [col.accessor("id", { header: "Id" }), col.accessor("author", { header: "Author" })];

function EntriesTable() {
  const list = useCursorTable({
    searchParams: entriesSearchParams,
    toParams,
    filterKeys: ["author"] as const,
    queryKey: (p: EntryParams) => ["entries", p],
    fetchPage,
    nextCursor: (page: EntryPage) => page.next,
    labels: { previous: "Newer", next: "Older" },
    initialParams: { limit: 3 },
  });
  return (
    <>
      <FilterText
        label="Author"
        value={list.filters.author}
        onCommit={(author) => list.setFilters({ author })}
      />
      <DataTable list="entries" caption="Entries" columns={columns} getRowId={(e) => e.id} {...list.table} />
    </>
  );
}

function setup(url?: string) {
  const updates: UrlUpdateEvent[] = [];
  const r = renderWith(<EntriesTable />, { searchParams: url, onUrlUpdate: (e) => updates.push(e) });
  return { ...r, updates, lastUrl: () => decodeURIComponent(updates.at(-1)?.queryString ?? "") };
}
const ids = () =>
  within(screen.getByRole("table", { name: "Entries" }))
    .getAllByRole("row")
    .slice(1)
    .map((r) => within(r).getAllByRole("cell")[0]?.textContent);
const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });

beforeEach(() => {
  fetchPage.mockReset();
});

describe("cursor lists", () => {
  it("the first page has no way back; Older follows the service's cursor and records the trail", async () => {
    const { user, lastUrl, updates } = setup();
    await waitFor(() => expect(ids()).toEqual(["100", "101", "102"]));
    expect(screen.getByTestId("range").textContent).toBe("Page 1 · 3 shown");
    expect(button("Newer").disabled).toBe(true);
    expect(button("Older").disabled).toBe(false);

    await user.click(button("Older"));
    await waitFor(() => expect(ids()).toEqual(["103", "104", "105"]));
    expect(lastUrl()).toBe("?cursor=102&trail=-");
    expect(updates.at(-1)?.options.history).toBe("push");
    expect(screen.getByTestId("range").textContent).toBe("Page 2 · 3 shown");

    await user.click(button("Older"));
    await waitFor(() => expect(ids()).toEqual(["106"]));
    expect(lastUrl()).toBe("?cursor=105&trail=-,102");
    // No cursor in the answer: the end.
    expect(button("Older").disabled).toBe(true);
  });

  it("Newer walks the trail back to the first page", async () => {
    const { user, lastUrl } = setup("?cursor=105&trail=-,102");
    await waitFor(() => expect(ids()).toEqual(["106"]));
    expect(fetchPage).toHaveBeenCalledWith({ limit: 3, after: "105" });
    expect(screen.getByTestId("range").textContent).toBe("Page 3 · 1 shown");
    await user.click(button("Newer"));
    await waitFor(() => expect(ids()).toEqual(["103", "104", "105"]));
    expect(lastUrl()).toBe("?cursor=102&trail=-");
    await user.click(button("Newer"));
    await waitFor(() => expect(ids()).toEqual(["100", "101", "102"]));
    const url = new URLSearchParams(lastUrl());
    expect(url.get("cursor")).toBeNull();
    expect(url.get("trail") ?? "").toBe("");
    expect(button("Newer").disabled).toBe(true);
  });

  it("a filter starts the list again from its first page", async () => {
    const { user, lastUrl } = setup("?cursor=102&trail=-");
    await waitFor(() => expect(ids()).toEqual(["103", "104", "105"]));
    await user.type(screen.getByLabelText("Author"), "bo");
    await waitFor(() => expect(lastUrl()).toBe("?author=bo"));
    await waitFor(() => expect(ids()).toEqual(["101", "103", "105"]));
    expect(button("Newer").disabled).toBe(true);
  });
});
