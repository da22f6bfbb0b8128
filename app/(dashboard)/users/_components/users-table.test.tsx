import { screen, waitFor, within } from "@testing-library/react";
import type { UrlUpdateEvent } from "nuqs/adapters/testing";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ListUsersParams } from "@/lib/api/users-query";
import type { Role } from "@/lib/db/types";
import type { User } from "@/lib/schemas/users";
import { renderWith } from "@/test/render";
import { UsersTable } from "./users-table";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => "/users",
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock("@/lib/actions/bulk", () => ({ planBulkJobAction: vi.fn(), startBulkJobAction: vi.fn() }));
vi.mock("@/lib/pickers/actions", () => ({
  searchUsersAction: vi.fn(),
  searchGroupsAction: vi.fn(),
  searchConversationsAction: vi.fn(),
}));

const USERS: User[] = Array.from({ length: 30 }, (_, i) => ({
  uid: `u${String(i).padStart(2, "0")}`,
  name: `User ${i}`,
  role: "default",
  status: i % 2 ? "available" : "offline",
  ...(i === 28 ? { deactivatedAt: 1_700_000_000 } : {}),
}));
const listUsersAction = vi.fn(async (p: ListUsersParams) => {
  const rows = USERS.filter(
    (u) =>
      (p.withDeactivated || !u.deactivatedAt) &&
      (!p.status || u.status === p.status) &&
      (!p.searchKey || u.uid.includes(p.searchKey) || u.name.includes(p.searchKey)),
  );
  return {
    data: {
      data: rows.slice((p.page - 1) * p.perPage, p.page * p.perPage),
      meta: { pagination: { total: rows.length } },
    },
  };
});
vi.mock("../_lib/actions", () => ({ listUsersAction: (p: ListUsersParams) => listUsersAction(p) }));

beforeEach(() => {
  listUsersAction.mockClear();
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
});
