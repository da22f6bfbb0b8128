import { act, screen, waitFor, within } from "@testing-library/react";
import { parseAsInteger, parseAsString, parseAsStringLiteral, type Values } from "nuqs";
import type { UrlUpdateEvent } from "nuqs/adapters/testing";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useBulkSelection } from "@/components/bulk/use-bulk-selection";
import { FilterBar } from "@/components/filters/filter-bar";
import { FilterSelect } from "@/components/filters/filter-select";
import { FilterText } from "@/components/filters/filter-text";
import { renderWith } from "@/test/render";
import { DataTable } from "./data-table";
import { dataTableColumnHelper } from "./features";
import { TablePrefsProvider } from "./table-prefs";
import { type PagedList, useDataTable } from "./use-data-table";

const push = vi.fn();
vi.mock("next/navigation", () => ({
  useRouter: () => ({ push }),
  usePathname: () => "/fruits",
  useSearchParams: () => new URLSearchParams(),
}));
const saveTablePrefAction = vi.fn(async (input: { list: string }) => ({ data: { list: input.list } }));
vi.mock("@/lib/actions/table-prefs", () => ({
  saveTablePrefAction: (input: { list: string }) => saveTablePrefAction(input),
}));

// A list configured as a route configures one (users-table.tsx): URL keys, their parsers, the query.
interface Fruit {
  id: string;
  name: string;
  colour: "red" | "green" | "yellow";
}
const COLOURS = ["red", "green", "yellow"] as const;
const FRUITS: Fruit[] = Array.from({ length: 23 }, (_, i) => ({
  id: `f${String(i + 1).padStart(2, "0")}`,
  name: `Fruit ${i + 1}`,
  colour: COLOURS[i % 3] as Fruit["colour"],
}));

const fruitsSearchParams = {
  page: parseAsInteger.withDefault(1),
  perPage: parseAsInteger.withDefault(10),
  search: parseAsString,
  colour: parseAsStringLiteral(COLOURS),
  sortOrder: parseAsStringLiteral(["asc", "desc"] as const),
};
type FruitParams = {
  page: number;
  perPage: number;
  search?: string;
  colour?: Fruit["colour"];
  sortOrder?: "asc" | "desc";
};
const toParams = (s: Values<typeof fruitsSearchParams>): FruitParams => ({
  page: s.page,
  perPage: s.perPage,
  ...(s.search ? { search: s.search } : {}),
  ...(s.colour ? { colour: s.colour } : {}),
  ...(s.sortOrder ? { sortOrder: s.sortOrder } : {}),
});

// The "service": filters, sorts and pages the fixture as the params say.
function answer(p: FruitParams): PagedList<Fruit> {
  let rows = FRUITS.filter(
    (f) => (!p.colour || f.colour === p.colour) && (!p.search || f.name.includes(p.search)),
  );
  if (p.sortOrder === "desc") rows = [...rows].reverse();
  return {
    data: rows.slice((p.page - 1) * p.perPage, p.page * p.perPage),
    meta: { pagination: { total: rows.length } },
  };
}
const fetchPage = vi.fn(async (p: FruitParams) => answer(p));

const col = dataTableColumnHelper<Fruit>();
const columns = [
  col.accessor("name", {
    header: "Name",
    cell: (c) => <a href={`/fruits/${c.row.original.id}`}>{c.getValue()}</a>,
  }),
  col.accessor("colour", { header: "Colour" }),
];

function FruitsTable(p: {
  initialParams?: FruitParams;
  initialPage?: PagedList<Fruit>;
  initialError?: string;
  onRowOpen?: (f: Fruit) => void;
  selectable?: boolean;
}) {
  const list = useDataTable({
    searchParams: fruitsSearchParams,
    toParams,
    filterKeys: ["search", "colour"] as const,
    queryKey: (params: FruitParams) => ["fruits", params],
    fetchPage,
    initialParams: p.initialParams ?? { page: 1, perPage: 10 },
    initialPage: p.initialPage,
    initialError: p.initialError,
  });
  const selection = useBulkSelection(list.params);
  return (
    <>
      <FilterBar label="Filter fruits" active={list.filtered} onClear={list.clear}>
        <FilterText
          label="Search"
          value={list.filters.search}
          onCommit={(search) => list.setFilters({ search })}
        />
        <FilterSelect
          label="Colour"
          value={list.filters.colour}
          options={COLOURS.map((c) => ({ value: c, label: c }))}
          onChange={(colour) => list.setFilters({ colour })}
        />
      </FilterBar>
      <DataTable
        list="fruits"
        caption="Fruits"
        columns={columns}
        getRowId={(f) => f.id}
        pageSizes={[5, 10, 25]}
        sorting={list.state.sortOrder ? [{ id: "name", desc: list.state.sortOrder === "desc" }] : []}
        onSortingChange={(next) =>
          list.setState({ sortOrder: next[0] ? (next[0].desc ? "desc" : "asc") : null, page: 1 })
        }
        emptyTitle={list.filtered ? "No fruits match these filters" : "No fruits yet"}
        rowHref={(f) => `/fruits/${f.id}`}
        onRowOpen={p.onRowOpen}
        selection={p.selectable ? selection : undefined}
        toolbar={p.selectable ? <p role="status">{selection.ids.join(",") || "none"} picked</p> : null}
        {...list.table}
      />
    </>
  );
}

function setup(o: Parameters<typeof FruitsTable>[0] & { url?: string; prefs?: boolean } = {}) {
  const { url, prefs, ...props } = o;
  const updates: UrlUpdateEvent[] = [];
  const table = <FruitsTable {...props} />;
  const r = renderWith(prefs ? <TablePrefsProvider initial={{}}>{table}</TablePrefsProvider> : table, {
    searchParams: url,
    onUrlUpdate: (e) => updates.push(e),
  });
  const lastUrl = () => updates.at(-1)?.queryString;
  return { ...r, updates, lastUrl };
}

const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>("button", { name });
const range = () => screen.getByTestId("range");
const bodyRows = () =>
  within(screen.getByRole("table", { name: "Fruits" }))
    .getAllByRole("row")
    .slice(1);
const names = () => bodyRows().map((r) => within(r).getAllByRole("cell")[0]?.textContent);

beforeEach(() => {
  push.mockReset();
  fetchPage.mockReset();
  saveTablePrefAction.mockReset();
});

describe("list URL state", () => {
  it("reads page, page size, filter and sort from the URL and asks for that page", async () => {
    setup({ url: "?page=2&perPage=5&colour=red&sortOrder=desc" });
    await waitFor(() => expect(range().textContent).toBe("6–8 of 8"));
    expect(fetchPage).toHaveBeenCalledWith({ page: 2, perPage: 5, colour: "red", sortOrder: "desc" });
    expect(names()).toEqual(["Fruit 7", "Fruit 4", "Fruit 1"]);
    expect((screen.getByLabelText("Colour") as HTMLSelectElement).value).toBe("red");
    screen.getByText("Page 2 of 2");
    expect(screen.getByRole("columnheader", { name: /Name/ }).getAttribute("aria-sort")).toBe("descending");
  });

  it("shows the server's first page without asking again when the URL names it", async () => {
    const initialParams = { page: 1, perPage: 10 };
    setup({ initialParams, initialPage: answer(initialParams) });
    expect(range().textContent).toBe("1–10 of 23");
    expect(names()[0]).toBe("Fruit 1");
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it("shows the server's error for the first page and retries on demand", async () => {
    const { user } = setup({ initialError: "The service is down." });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("The service is down.");
    expect(fetchPage).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it("writes the next page to the URL, pushed to history so Back returns", async () => {
    const { user, updates, lastUrl } = setup();
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(range().textContent).toBe("11–20 of 23"));
    expect(lastUrl()).toBe("?page=2");
    expect(updates.at(-1)?.options.history).toBe("push");
    expect(names()[0]).toBe("Fruit 11");
  });

  it("a new page size goes to the URL and starts again at page 1", async () => {
    const { user, lastUrl } = setup({ url: "?page=3" });
    await waitFor(() => expect(range().textContent).toBe("21–23 of 23"));
    await user.selectOptions(screen.getByLabelText("Rows per page"), "5");
    await waitFor(() => expect(range().textContent).toBe("1–5 of 23"));
    expect(lastUrl()).toBe("?perPage=5");
  });

  it("sorting by a column header writes the order to the URL and goes back to page 1", async () => {
    const { user, lastUrl } = setup({ url: "?page=2" });
    await waitFor(() => expect(range().textContent).toBe("11–20 of 23"));
    await user.click(screen.getByRole("button", { name: /Name.*not sorted/ }));
    await waitFor(() => expect(lastUrl()).toBe("?sortOrder=asc"));
    await user.click(screen.getByRole("button", { name: /Name.*sorted ascending/ }));
    await waitFor(() => expect(lastUrl()).toBe("?sortOrder=desc"));
    await waitFor(() => expect(names()[0]).toBe("Fruit 23"));
  });

  it("a filter goes to the URL, resets the page and offers Clear filters", async () => {
    const { user, lastUrl } = setup({ url: "?page=2" });
    await waitFor(() => expect(range().textContent).toBe("11–20 of 23"));
    expect(button("Clear filters").disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText("Colour"), "green");
    await waitFor(() => expect(range().textContent).toBe("1–8 of 8"));
    expect(lastUrl()).toBe("?colour=green");
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    expect(lastUrl()).toBe("");
  });

  it("the search box reaches the URL once typing pauses, trimmed", async () => {
    const { user, updates, lastUrl } = setup();
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    await user.type(screen.getByLabelText("Search"), " Fruit 2");
    // One write for the whole word: the box is debounced.
    await waitFor(() => expect(lastUrl()).toBe("?search=Fruit+2"));
    expect(updates).toHaveLength(1);
    await waitFor(() => expect(range().textContent).toBe("1–5 of 5"));
  });

  it("an empty filtered list says so and clears from the message", async () => {
    const { user, lastUrl } = setup({ url: "?search=kiwi" });
    await screen.findByText("No fruits match these filters");
    await user.click(
      within(screen.getByRole("table", { name: "Fruits" })).getByRole("button", { name: "Clear filters" }),
    );
    expect(lastUrl()).toBe("");
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
  });

  it("keeps the shown rows while the next page loads, and the pager waits", async () => {
    let release: () => void = () => undefined;
    const { user } = setup();
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    fetchPage.mockImplementationOnce((p) => new Promise((resolve) => (release = () => resolve(answer(p)))));
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(names()[0]).toBe("Fruit 1");
    expect(button("Next page").getAttribute("aria-disabled")).toBe("true");
    act(() => release());
    await waitFor(() => expect(names()[0]).toBe("Fruit 11"));
    expect(button("Next page").hasAttribute("aria-disabled")).toBe(false);
  });
});

describe("slow pages", () => {
  it("a quick page flip does not flash; a slow one dims the rows under Loading…", async () => {
    let release: () => void = () => undefined;
    // As on a page: the server's first page is there, so nothing is loading when the admin starts.
    const initialParams = { page: 1, perPage: 10 };
    const { user } = setup({ initialParams, initialPage: answer(initialParams) });
    const body = () => screen.getByRole("table", { name: "Fruits" }).querySelector("tbody") as HTMLElement;
    fetchPage.mockImplementationOnce((p) => new Promise((resolve) => (release = () => resolve(answer(p)))));
    await user.click(button("Next page"));
    expect(screen.queryByText("Loading…")).toBeNull();
    await screen.findByText("Loading…");
    expect(body().classList.contains("opacity-50")).toBe(true);
    expect(names()[0]).toBe("Fruit 1");
    act(() => release());
    await waitFor(() => expect(names()[0]).toBe("Fruit 11"));
    expect(screen.queryByText("Loading…")).toBeNull();
    expect(body().classList.contains("opacity-50")).toBe(false);
  });
});

describe("paging", () => {
  it("enables first/previous and next/last from the page and the total", async () => {
    const { user, lastUrl } = setup();
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    const state = () =>
      ["First page", "Previous page", "Next page", "Last page"].map((n) => button(n).disabled);
    expect(state()).toEqual([true, true, false, false]);
    screen.getByText("Page 1 of 3");

    await user.click(button("Last page"));
    await waitFor(() => expect(range().textContent).toBe("21–23 of 23"));
    expect(lastUrl()).toBe("?page=3");
    expect(state()).toEqual([false, false, true, true]);

    await user.click(button("Previous page"));
    await waitFor(() => expect(range().textContent).toBe("11–20 of 23"));
    expect(state()).toEqual([false, false, false, false]);

    await user.click(button("First page"));
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    // Page 1 is the default: the URL drops it.
    expect(lastUrl()).toBe("");
  });

  it("a list that fits one page offers no other page", async () => {
    setup({ url: "?perPage=25" });
    await waitFor(() => expect(range().textContent).toBe("1–23 of 23"));
    expect(["First page", "Previous page", "Next page", "Last page"].map((n) => button(n).disabled)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});

describe("view options", () => {
  const header = (name: string) => screen.queryByRole("columnheader", { name: new RegExp(name) });

  it("hides and shows a column, and saves the choice for the list", async () => {
    const { user } = setup({ prefs: true });
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    await user.click(button("View"));
    await user.click(await screen.findByRole("menuitemcheckbox", { name: "Colour" }));
    const item = screen.getByRole("menuitemcheckbox", { name: "Colour" });
    expect(item.getAttribute("aria-checked")).toBe("false");
    expect(saveTablePrefAction).toHaveBeenLastCalledWith({
      list: "fruits",
      hidden: ["colour"],
      density: "comfortable",
    });
    await user.keyboard("{Escape}");
    expect(header("Colour")).toBeNull();
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole("cell")).toHaveLength(1);

    await user.click(button("View"));
    await user.click(await screen.findByRole("menuitemcheckbox", { name: "Colour" }));
    await user.keyboard("{Escape}");
    expect(header("Colour")).not.toBeNull();
    expect(saveTablePrefAction).toHaveBeenLastCalledWith({
      list: "fruits",
      hidden: [],
      density: "comfortable",
    });
  });

  it("keeps the last visible column", async () => {
    const { user } = setup({ prefs: true });
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    await user.click(button("View"));
    await user.click(await screen.findByRole("menuitemcheckbox", { name: "Colour" }));
    const name = screen.getByRole("menuitemcheckbox", { name: "Name" });
    expect(name.getAttribute("aria-disabled")).toBe("true");
    await user.click(name);
    await user.keyboard("{Escape}");
    expect(header("Name")).not.toBeNull();
  });

  it("switches to the compact density and saves it", async () => {
    const { user } = setup({ prefs: true });
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    const firstCell = () => within(bodyRows()[0] as HTMLElement).getAllByRole("cell")[0] as HTMLElement;
    expect(firstCell().classList.contains("py-1")).toBe(false);
    await user.click(button("View"));
    await user.click(await screen.findByRole("menuitemradio", { name: "Compact" }));
    await user.keyboard("{Escape}");
    expect(firstCell().classList.contains("py-1")).toBe(true);
    expect(saveTablePrefAction).toHaveBeenLastCalledWith({ list: "fruits", hidden: [], density: "compact" });
  });

  it("starts from the saved choice", async () => {
    renderWith(
      <TablePrefsProvider initial={{ fruits: { hidden: ["colour"], density: "compact" } }}>
        <FruitsTable />
      </TablePrefsProvider>,
    );
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    expect(header("Colour")).toBeNull();
    expect(
      within(bodyRows()[0] as HTMLElement)
        .getAllByRole("cell")[0]
        ?.classList.contains("py-1"),
    ).toBe(true);
  });
});

describe("row selection", () => {
  const box = (name: string) => screen.getByRole<HTMLInputElement>("checkbox", { name });
  const picked = () => screen.getByRole("status").textContent;

  it("picks rows one by one and counts them; the rows say they are selected", async () => {
    const { user } = setup({ selectable: true });
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    expect(picked()).toBe("none picked");
    await user.click(box("Select f01"));
    await user.click(box("Select f03"));
    expect(picked()).toBe("f01,f03 picked");
    expect(
      bodyRows()
        .map((r) => r.getAttribute("aria-selected"))
        .slice(0, 3),
    ).toEqual(["true", "false", "true"]);
    expect(box("Select every row on this page").indeterminate).toBe(true);
    await user.click(box("Select f01"));
    expect(picked()).toBe("f03 picked");
    // A checkbox is not a click on the row.
    expect(push).not.toHaveBeenCalled();
  });

  it("select-all takes every row of the page, and clears them again", async () => {
    const { user } = setup({ selectable: true });
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    const all = box("Select every row on this page");
    await user.click(all);
    expect(picked()).toBe(
      `${FRUITS.slice(0, 10)
        .map((f) => f.id)
        .join(",")} picked`,
    );
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    await user.click(all);
    expect(picked()).toBe("none picked");
  });

  it("a new page drops the selection", async () => {
    const { user } = setup({ selectable: true });
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    await user.click(box("Select f02"));
    await user.click(button("Next page"));
    await waitFor(() => expect(range().textContent).toBe("11–20 of 23"));
    expect(picked()).toBe("none picked");
  });

  it("shift-click picks every row between the last one clicked and this one; again, it drops them", async () => {
    const { user } = setup({ selectable: true });
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    const sorted = () => picked().replace(" picked", "").split(",").sort().join(",");
    await user.click(box("Select f02"));
    await user.keyboard("{Shift>}");
    await user.click(box("Select f05"));
    expect(sorted()).toBe("f02,f03,f04,f05");
    // Upwards too, from the same row.
    await user.click(box("Select f01"));
    expect(sorted()).toBe("f01,f02,f03,f04,f05");
    await user.click(box("Select f04"));
    expect(sorted()).toBe("f01,f05");
    await user.keyboard("{/Shift}");
    expect(
      bodyRows()
        .map((r) => r.getAttribute("aria-selected"))
        .slice(0, 6),
    ).toEqual(["true", "false", "false", "false", "true", "false"]);
    expect(push).not.toHaveBeenCalled();
  });

  it("Shift+Space takes a range from the keyboard, on the checkboxes and on the rows", async () => {
    const { user } = setup({ selectable: true });
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    const sorted = () => picked().replace(" picked", "").split(",").sort().join(",");
    act(() => box("Select f03").focus());
    await user.keyboard(" ");
    act(() => box("Select f06").focus());
    await user.keyboard("{Shift>} {/Shift}");
    expect(sorted()).toBe("f03,f04,f05,f06");

    // A focused row: Space picks it, Shift+Space the rows from it.
    act(() => bodyRows()[7]?.focus());
    await user.keyboard(" ");
    expect(sorted()).toBe("f03,f04,f05,f06,f08");
    await user.keyboard("{ArrowDown}{ArrowDown}{Shift>} {/Shift}");
    expect(sorted()).toBe("f03,f04,f05,f06,f08,f09,f10");
    // Space again drops the focused row.
    await user.keyboard(" ");
    expect(sorted()).toBe("f03,f04,f05,f06,f08,f09");
    expect(push).not.toHaveBeenCalled();
  });

  it("keeps the bar of picked rows in view while the list scrolls, only while rows are picked", async () => {
    const { user } = setup({ selectable: true });
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    const bar = () => screen.getByRole("status").closest(".sticky");
    expect(bar()).toBeNull();
    await user.click(box("Select f01"));
    // Below the page's sticky header, and in the table's own block: it leaves with the table, pager and all.
    expect(bar()?.className).toContain("top-[3.25rem]");
    expect(bar()?.parentElement?.contains(screen.getByRole("table", { name: "Fruits" }))).toBe(true);
    await user.click(box("Select f01"));
    expect(bar()).toBeNull();
  });
});

describe("keyboard and row opening", () => {
  it("arrow keys, Home and End move between rows; only one row is in the tab order", async () => {
    const { user } = setup();
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    const rows = bodyRows();
    expect(rows.map((r) => r.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1, -1, -1, -1]);
    act(() => rows[0]?.focus());
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(rows[1]);
    expect(rows[1]?.tabIndex).toBe(0);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(rows[9]);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(rows[9]);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(rows[0]);
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(rows[0]);
  });

  it("Enter opens the focused row's page", async () => {
    const { user } = setup();
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    act(() => bodyRows()[0]?.focus());
    await user.keyboard("{ArrowDown}{Enter}");
    expect(push).toHaveBeenCalledWith("/fruits/f02");
  });

  it("a click on the row opens it; a click on a link in it is left to the link", async () => {
    const { user } = setup();
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    const third = bodyRows()[2] as HTMLElement;
    await user.click(within(third).getAllByRole("cell")[1] as HTMLElement);
    expect(push).toHaveBeenCalledExactlyOnceWith("/fruits/f03");
    push.mockReset();
    const link = within(third).getByRole("link", { name: "Fruit 3" });
    link.addEventListener("click", (e) => e.preventDefault());
    await user.click(link);
    expect(push).not.toHaveBeenCalled();
  });

  it("opens the row in place when the list opens rows itself", async () => {
    const onRowOpen = vi.fn();
    const { user } = setup({ onRowOpen });
    await waitFor(() => expect(range().textContent).toBe("1–10 of 23"));
    act(() => bodyRows()[0]?.focus());
    await user.keyboard("{Enter}");
    expect(onRowOpen).toHaveBeenCalledWith(FRUITS[0]);
    expect(push).not.toHaveBeenCalled();
  });
});
