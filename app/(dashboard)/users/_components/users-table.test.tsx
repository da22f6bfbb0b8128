import { screen, waitFor, within } from "@testing-library/react";
import type { UrlUpdateEvent } from "nuqs/adapters/testing";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/lib/db/types";
import { dayStart } from "@/lib/format";
import type { ListUsersParams } from "@/lib/inputs/users-query";
import type { BulkJobInput } from "@/lib/schemas/bulk";
import type { User } from "@/lib/schemas/users";
import { renderWith } from "@/test/render";
import { UsersTable } from "./users-table";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => "/users",
  useSearchParams: () => new URLSearchParams(),
}));
const planBulkJobAction = vi.fn(async (input: BulkJobInput) => ({
  data: {
    operation: input.operation,
    label: "Deactivate users",
    rows: 22,
    calls: 1,
    undo: "Reactivate them.",
  },
}));
vi.mock("@/lib/actions/bulk", () => ({
  planBulkJobAction: (input: BulkJobInput) => planBulkJobAction(input),
  startBulkJobAction: vi.fn(),
}));
vi.mock("@/lib/pickers/actions", () => ({
  searchUsersAction: vi.fn(),
  searchGroupsAction: vi.fn(),
  searchConversationsAction: vi.fn(),
}));

const DAY = 86_400;
// 15 Mar 2024, 00:00:00 UTC; u00 was last active at 01:00 that day, each next user a day earlier; u29 never.
const MARCH_15 = 1_710_460_800;
const MARCH_10 = MARCH_15 - 5 * DAY;
const USERS: User[] = Array.from({ length: 30 }, (_, i) => ({
  uid: `u${String(i).padStart(2, "0")}`,
  name: `User ${i}`,
  role: "default",
  status: i % 2 ? "available" : "offline",
  ...(i === 28 ? { deactivatedAt: 1_700_000_000 } : {}),
  ...(i === 29 ? {} : { lastActiveAt: MARCH_15 + 3600 - i * DAY }),
}));
const activeBetween = (u: User, p: ListUsersParams) =>
  (p.lastActiveBefore === undefined || (u.lastActiveAt ?? Infinity) < p.lastActiveBefore) &&
  (p.lastActiveAfter === undefined || (u.lastActiveAt ?? -Infinity) > p.lastActiveAfter);
/** Set to answer as a service that ignores our last-active bounds (the hosted one may). */
let ignoresLastActive = false;
const listUsersAction = vi.fn(async (p: ListUsersParams) => {
  const rows = USERS.filter(
    (u) =>
      (p.withDeactivated || !u.deactivatedAt) &&
      (!p.status || u.status === p.status) &&
      (!p.searchKey || u.uid.includes(p.searchKey) || u.name.includes(p.searchKey)) &&
      (ignoresLastActive || activeBetween(u, p)),
  );
  if (p.sortBy === "lastActiveAt") {
    rows.sort((a, b) => (a.lastActiveAt ?? 0) - (b.lastActiveAt ?? 0));
    if (p.sortOrder === "desc") rows.reverse();
  }
  return {
    data: {
      data: rows.slice((p.page - 1) * p.perPage, p.page * p.perPage),
      meta: { pagination: { total: rows.length } },
    },
  };
});
vi.mock("../_lib/actions", () => ({ listUsersAction: (p: ListUsersParams) => listUsersAction(p) }));

beforeEach(() => {
  ignoresLastActive = false;
  listUsersAction.mockClear();
  planBulkJobAction.mockClear();
});

function setup(role: Role, url = "") {
  const updates: UrlUpdateEvent[] = [];
  const r = renderWith(<UsersTable role={role} initialParams={{ page: 1, perPage: 25 }} />, {
    searchParams: url,
    onUrlUpdate: (e) => updates.push(e),
  });
  return { ...r, lastUrl: () => updates.at(-1)?.queryString };
}
const range = () => screen.getByTestId("range").textContent;
const IGNORED = /^The service did not apply the last-active filter/;
// Testing Library does not know the role of <search> yet: found by its label.
const filters = () => screen.getByLabelText("Filter users");

describe("the users list", () => {
  it("turns the URL's filters into the service's query", async () => {
    setup("viewer", "?search=u1&status=available&deactivated=true&perPage=10");
    await waitFor(() => expect(range()).toBe("1–5 of 5"));
    expect(listUsersAction).toHaveBeenCalledWith({
      page: 1,
      perPage: 10,
      searchKey: "u1",
      status: "available",
      withDeactivated: true,
    });
    expect(within(filters()).getByLabelText<HTMLInputElement>("Search uid or name").value).toBe("u1");
    expect(
      within(filters()).getByRole("switch", { name: "Include deactivated" }).getAttribute("aria-checked"),
    ).toBe("true");
  });

  it("writes the status filter and the deactivated switch to the URL", async () => {
    const { user, lastUrl } = setup("viewer");
    await waitFor(() => expect(range()).toBe("1–25 of 29"));
    await user.selectOptions(within(filters()).getByLabelText("Status"), "offline");
    await waitFor(() => expect(range()).toBe("1–14 of 14"));
    expect(lastUrl()).toBe("?status=offline");
    await user.click(within(filters()).getByRole("switch", { name: "Include deactivated" }));
    expect(lastUrl()).toBe("?status=offline&deactivated=true");
    await waitFor(() => expect(range()).toBe("1–15 of 15"));
  });

  it("says no user matches a filter, and clears it", async () => {
    const { user } = setup("viewer", "?search=nobody");
    await screen.findByText("No users match these filters");
    await user.click(within(filters()).getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(range()).toBe("1–25 of 29"));
  });

  it("a viewer gets no checkboxes and no bulk actions", async () => {
    setup("viewer");
    await waitFor(() => expect(range()).toBe("1–25 of 29"));
    expect(screen.queryAllByRole("checkbox")).toEqual([]);
  });

  it("a moderator picks the page, then every user the filter matches", async () => {
    const { user } = setup("moderator", "?perPage=10");
    await waitFor(() => expect(range()).toBe("1–10 of 29"));
    await user.click(screen.getByRole("checkbox", { name: "Select every row on this page" }));
    const bar = screen.getByRole("region", { name: "Bulk actions" });
    expect(within(bar).getByRole("status").textContent).toBe("10 users selected");
    await user.click(within(bar).getByRole("button", { name: "Select all 29 matching" }));
    expect(within(bar).getByRole("status").textContent).toBe("29 users matching this filter");
    expect(within(bar).queryByRole("button", { name: "Delete permanently…" })).toBeNull();
    within(bar).getByRole("button", { name: "Deactivate…" });
  });

  it("sends the last-active days in the URL to the service and shows them", async () => {
    setup("viewer", `?lastActiveBefore=${MARCH_10}&lastActiveAfter=${MARCH_10 - 9 * DAY - 1}`);
    // u06..u14: last active after 29 Feb ended and before 10 Mar began.
    await waitFor(() => expect(range()).toBe("1–9 of 9"));
    expect(listUsersAction).toHaveBeenCalledWith({
      page: 1,
      perPage: 25,
      lastActiveBefore: MARCH_10,
      lastActiveAfter: MARCH_10 - 9 * DAY - 1,
    });
    within(filters()).getByRole("button", { name: "Last active before: 10 Mar 2024" });
    within(filters()).getByRole("button", { name: "Last active after: 29 Feb 2024" });
  });

  it("a picked day goes to the URL as its first second (UTC), and no 'after' day at or past it can be picked", async () => {
    const { user, lastUrl } = setup("viewer");
    await waitFor(() => expect(range()).toBe("1–25 of 29"));
    await user.click(within(filters()).getByRole("button", { name: "Last active before: any day" }));
    // The calendar loads on first use and opens on this month: its 15th is always there.
    let grid = await screen.findByRole("grid", {}, { timeout: 5000 });
    const fifteenth = grid.querySelector<HTMLElement>("td[data-day$='-15']:not([data-outside])");
    const day = fifteenth?.dataset.day ?? "";
    await user.click(within(fifteenth as HTMLElement).getByRole("button"));
    await waitFor(() => expect(lastUrl()).toBe(`?lastActiveBefore=${dayStart(day)}`));
    await waitFor(() =>
      expect(listUsersAction).toHaveBeenLastCalledWith(
        expect.objectContaining({ lastActiveBefore: dayStart(day) }),
      ),
    );

    await user.click(within(filters()).getByRole("button", { name: "Last active after: any day" }));
    grid = await screen.findByRole("grid", {}, { timeout: 5000 });
    const button = (suffix: string) =>
      within(
        grid.querySelector<HTMLElement>(`td[data-day$='-${suffix}']:not([data-outside])`) as HTMLElement,
      ).getByRole("button");
    expect(button("15")).toHaveProperty("disabled", true);
    expect(button("16")).toHaveProperty("disabled", true);
    expect(button("14")).toHaveProperty("disabled", false);
  });

  it("sorts by the columns the service sorts by, through the URL, from page 1", async () => {
    const { user, lastUrl } = setup("viewer", "?page=2&perPage=10");
    await waitFor(() => expect(range()).toBe("11–20 of 29"));
    const header = (name: string) => screen.getByRole("columnheader", { name: new RegExp(`^${name}`) });
    for (const name of ["Role", "Status"]) expect(within(header(name)).queryByRole("button")).toBeNull();
    for (const name of ["UID", "Name", "Created \\(UTC\\)"]) within(header(name)).getByRole("button");
    await user.click(within(header("Last active \\(UTC\\)")).getByRole("button"));
    await waitFor(() => expect(lastUrl()).toMatch(/^\?perPage=10&sortBy=lastActiveAt&sortOrder=(asc|desc)$/));
    const first = new URLSearchParams(lastUrl()).get("sortOrder");
    expect(header("Last active").getAttribute("aria-sort")).toBe(
      first === "asc" ? "ascending" : "descending",
    );
    await waitFor(() =>
      expect(listUsersAction).toHaveBeenLastCalledWith({
        page: 1,
        perPage: 10,
        sortBy: "lastActiveAt",
        sortOrder: first,
      }),
    );
    // Ascending, the never active first (u29), as the service orders them; descending, the latest (u00).
    const firstRow = () => screen.getAllByRole("row")[1]?.textContent ?? "";
    await user.click(within(header("Last active \\(UTC\\)")).getByRole("button"));
    const second = first === "asc" ? "desc" : "asc";
    await waitFor(() => expect(lastUrl()).toBe(`?perPage=10&sortBy=lastActiveAt&sortOrder=${second}`));
    await waitFor(() => expect(firstRow()).toMatch(second === "asc" ? /^u29/ : /^u00/));
  });

  it("'Select all N matching' with a last-active filter hands that filter to the bulk job", async () => {
    const { user } = setup("moderator", `?lastActiveBefore=${MARCH_10}&perPage=10`);
    // u06..u27 (u28 is deactivated, u29 was never active).
    await waitFor(() => expect(range()).toBe("1–10 of 22"));
    await user.click(screen.getByRole("checkbox", { name: "Select every row on this page" }));
    const bar = screen.getByRole("region", { name: "Bulk actions" });
    await user.click(within(bar).getByRole("button", { name: "Select all 22 matching" }));
    await user.click(within(bar).getByRole("button", { name: "Deactivate…" }));
    const dialog = await screen.findByRole("dialog", { name: "Deactivate every user matching the filter" });
    await user.click(within(dialog).getByRole("button", { name: /^Review/ }));
    const dryRun = await within(dialog).findByLabelText("Dry run");
    expect(planBulkJobAction).toHaveBeenCalledExactlyOnceWith({
      operation: "users.deactivate",
      params: {},
      selection: { kind: "filter", query: { lastActiveBefore: MARCH_10 } },
    });
    expect(within(dryRun).getByTestId("plan-rows").textContent).toBe("22 users");
  });

  it("warns above the table when the service answers users outside the last-active filter", async () => {
    ignoresLastActive = true;
    setup("moderator", `?lastActiveBefore=${MARCH_10}&perPage=10`);
    // The service answered every active user: u00..u09 on this page, u00..u05 last active since 10 Mar.
    await waitFor(() => expect(range()).toBe("1–10 of 29"));
    const warning = screen.getByText(IGNORED);
    expect(warning.textContent).toBe(
      "The service did not apply the last-active filter: rows outside it are shown (6 on this page) and its total counts them; a bulk job skips them, and an export leaves them out.",
    );
    // Above the table, and the rows stay shown.
    const table = screen.getByRole("table");
    expect(warning.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    within(table).getByRole("link", { name: "u00" });
  });

  it("shows no warning while the service applies the filter", async () => {
    setup("viewer", `?lastActiveBefore=${MARCH_10}`);
    await waitFor(() => expect(range()).toBe("1–22 of 22"));
    expect(screen.queryByText(IGNORED)).toBeNull();
  });

  it("the dry run says when the count is only an upper bound and that users outside the filter are skipped", async () => {
    ignoresLastActive = true;
    const note =
      "At most: the count is the service's, and the last-active filter is ours; only the first 5,000 rows it answered were checked. It did not apply it: 6 of the rows read so far lie outside it. Rows outside it are skipped when the job runs: nothing is changed for them.";
    planBulkJobAction.mockResolvedValueOnce({
      data: {
        operation: "users.deactivate",
        label: "Deactivate users",
        rows: 23,
        calls: 1,
        undo: "",
        atMost: true,
        note,
      },
    } as never);
    const { user } = setup("moderator", `?lastActiveBefore=${MARCH_10}&perPage=10`);
    await waitFor(() => expect(range()).toBe("1–10 of 29"));
    await user.click(screen.getByRole("checkbox", { name: "Select every row on this page" }));
    const bar = screen.getByRole("region", { name: "Bulk actions" });
    await user.click(within(bar).getByRole("button", { name: "Select all 29 matching" }));
    await user.click(within(bar).getByRole("button", { name: "Deactivate…" }));
    const dialog = await screen.findByRole("dialog", { name: "Deactivate every user matching the filter" });
    await user.click(within(dialog).getByRole("button", { name: /^Review/ }));
    const dryRun = await within(dialog).findByLabelText("Dry run");
    expect(within(dryRun).getByTestId("plan-rows").textContent).toBe("At most 23 users");
    expect(within(dialog).getByRole("note").textContent).toBe(note);
    within(dialog).getByRole("button", { name: "Deactivate up to 23 users" });
  });
});
