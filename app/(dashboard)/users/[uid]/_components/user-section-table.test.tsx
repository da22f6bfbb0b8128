import { screen, waitFor, within } from "@testing-library/react";
import Link from "next/link";
import type { UrlUpdateEvent } from "nuqs/adapters/testing";
import { describe, expect, it, vi } from "vitest";
import { dataTableColumnHelper } from "@/components/data-table/features";
import type { PagedList } from "@/components/data-table/use-data-table";
import type { UserSectionParams } from "@/lib/inputs/users-query";
import { renderWith } from "@/test/render";
import { toFriendsParams } from "../_lib/search-params";
import { UserSectionTable } from "./user-section-table";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }),
  usePathname: () => "/users/ada",
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock("@/lib/actions/table-prefs", () => ({ saveTablePrefAction: vi.fn(async () => ({ data: {} })) }));

interface Friend {
  uid: string;
  name: string;
}
const friends = Array.from({ length: 12 }, (_, i) => ({ uid: `u${i + 1}`, name: `Friend ${i + 1}` }));
const pageOf = (p: UserSectionParams): PagedList<Friend> => ({
  data: friends.slice((p.page - 1) * p.perPage, p.page * p.perPage),
  meta: { pagination: { total: friends.length } },
});

const col = dataTableColumnHelper<Friend>();
const href = (f: Friend) => `/users/${f.uid}`;
const columns = [
  col.accessor("uid", {
    header: "UID",
    cell: ({ row }) => <Link href={href(row.original)}>{row.original.uid}</Link>,
  }),
  col.accessor("name", { header: "Name" }),
];
function Remove({ uid, row }: { uid: string; row: Friend }) {
  return (
    <button type="button">
      Remove {row.uid} from {uid}
    </button>
  );
}

function setup(o: { initialPage?: PagedList<Friend>; initialError?: string; actions?: boolean }) {
  const fetchPage = vi.fn(async (p: UserSectionParams) => pageOf(p));
  const updates: UrlUpdateEvent[] = [];
  const initialParams = { uid: "ada", page: 1, perPage: 10 };
  const r = renderWith(
    <UserSectionTable
      uid="ada"
      list="user-friends"
      caption="Friends of this user"
      emptyTitle="This user has no friends yet"
      columns={columns}
      RowActions={o.actions ? Remove : undefined}
      getRowId={(f) => f.uid}
      rowHref={href}
      pageKeys={{ page: "friendsPage", perPage: "friendsPerPage" }}
      toParams={toFriendsParams}
      queryKey={(p) => ["users", "detail", p.uid, "friends", p]}
      fetchPage={fetchPage}
      initialParams={initialParams}
      initialPage={o.initialPage}
      initialError={o.initialError}
    />,
    { onUrlUpdate: (e) => updates.push(e) },
  );
  return {
    ...r,
    fetchPage,
    updates,
    table: () => screen.getByRole("table", { name: "Friends of this user" }),
  };
}

describe("a user's section table", () => {
  it("shows the server's first page at once: its rows with their links, the count, and each row's actions", () => {
    const { table, fetchPage } = setup({
      initialPage: pageOf({ uid: "ada", page: 1, perPage: 10 }),
      actions: true,
    });
    expect(within(table()).getAllByRole("row")).toHaveLength(11);
    expect(within(table()).getByRole("link", { name: "u3" }).getAttribute("href")).toBe("/users/u3");
    within(table()).getByRole("columnheader", { name: "Actions" });
    within(table()).getByRole("button", { name: "Remove u3 from ada" });
    expect(screen.getByTestId("range").textContent).toBe("1–10 of 12");
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it("has no actions column for an admin who may not act", () => {
    const { table } = setup({ initialPage: pageOf({ uid: "ada", page: 1, perPage: 10 }) });
    expect(within(table()).queryByRole("columnheader", { name: "Actions" })).toBeNull();
    expect(within(table()).queryByRole("button")).toBeNull();
  });

  it("says so when the list is empty", () => {
    setup({ initialPage: { data: [], meta: { pagination: { total: 0 } } } });
    screen.getByText("This user has no friends yet");
    expect(screen.queryByRole("link", { name: /^u\d+$/ })).toBeNull();
  });

  it("pages under its own URL keys, reading the next page through its fetcher", async () => {
    const { user, fetchPage, updates, table } = setup({
      initialPage: pageOf({ uid: "ada", page: 1, perPage: 10 }),
    });
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(within(table()).getByRole("link", { name: "u12" })).toBeTruthy());
    expect(fetchPage).toHaveBeenCalledWith({ uid: "ada", page: 2, perPage: 10 });
    expect(updates.at(-1)?.queryString).toBe("?friendsPage=2");
    expect(screen.getByTestId("range").textContent).toBe("11–12 of 12");
  });

  it("shows the server's refusal in place of the rows", () => {
    setup({ initialError: "The service is down (ERR_DOWN)" });
    screen.getByText(/The service is down \(ERR_DOWN\)/);
  });
});
