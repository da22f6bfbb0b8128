import { screen, waitFor, within } from "@testing-library/react";
import type { UrlUpdateEvent } from "nuqs/adapters/testing";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ListGroupsParams } from "@/lib/inputs/chat-groups-query";
import { renderWith } from "@/test/render";
import type { GroupRow } from "./groups-columns";
import { GroupsTable } from "./groups-table";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }),
  usePathname: () => "/groups",
  useSearchParams: () => new URLSearchParams(),
}));

const GROUPS: GroupRow[] = Array.from({ length: 12 }, (_, i) => ({
  guid: `g${String(i).padStart(2, "0")}`,
  name: `Group ${String.fromCharCode(76 - i)}`,
  type: "public",
  owner: "ada",
  membersCount: i,
  createdAt: 1_790_000_000 + i,
  conversationId: `group_g${i}`,
}));
const KEYS = { name: "name", guid: "guid", createdAt: "createdAt" } as const;
const listGroupsAction = vi.fn(async (p: ListGroupsParams) => {
  const rows = [...GROUPS];
  if (p.sortBy) {
    const key = KEYS[p.sortBy];
    rows.sort((a, b) => String(a[key]).localeCompare(String(b[key])));
    if (p.sortOrder === "desc") rows.reverse();
  }
  return {
    data: {
      data: rows.slice((p.page - 1) * p.perPage, p.page * p.perPage),
      meta: { pagination: { total: rows.length } },
    },
  };
});
vi.mock("../_lib/actions", () => ({ listGroupsAction: (p: ListGroupsParams) => listGroupsAction(p) }));

beforeEach(() => {
  listGroupsAction.mockClear();
});

function setup(url = "") {
  const updates: UrlUpdateEvent[] = [];
  const r = renderWith(<GroupsTable canAdminister={false} initialParams={{ page: 1, perPage: 25 }} />, {
    searchParams: url,
    onUrlUpdate: (e) => updates.push(e),
  });
  return { ...r, lastUrl: () => updates.at(-1)?.queryString };
}
const header = (name: string) => screen.getByRole("columnheader", { name: new RegExp(`^${name}`) });
const firstGuid = () => screen.getAllByRole("row")[1]?.querySelector("code")?.textContent;

describe("the groups list", () => {
  it("sorts by name, guid and creation, as the service does, through the URL and from page 1", async () => {
    const { user, lastUrl } = setup("?page=2&perPage=10");
    await waitFor(() => expect(screen.getByTestId("range").textContent).toBe("11–12 of 12"));
    for (const name of ["Type", "Owner", "Members", "Tags"]) {
      expect(within(header(name)).queryByRole("button"), name).toBeNull();
    }
    await user.click(within(header("Guid")).getByRole("button"));
    await waitFor(() => expect(lastUrl()).toBe("?perPage=10&sortBy=guid&sortOrder=asc"));
    await waitFor(() => expect(firstGuid()).toBe("g00"));
    expect(header("Guid").getAttribute("aria-sort")).toBe("ascending");
    await user.click(within(header("Guid")).getByRole("button"));
    await waitFor(() => expect(lastUrl()).toBe("?perPage=10&sortBy=guid&sortOrder=desc"));
    await waitFor(() => expect(firstGuid()).toBe("g11"));
    // Names run backwards from the guids: L for g00 … A for g11.
    await user.click(within(header("Name")).getByRole("button"));
    await waitFor(() => expect(lastUrl()).toBe("?perPage=10&sortBy=name&sortOrder=asc"));
    await waitFor(() => expect(firstGuid()).toBe("g11"));
    await user.click(within(header("Created \\(UTC\\)")).getByRole("button"));
    await waitFor(() => expect(lastUrl()).toMatch(/^\?perPage=10&sortBy=createdAt&sortOrder=(asc|desc)$/));
    expect(listGroupsAction).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, perPage: 10, sortBy: "createdAt" }),
    );
  });
});
