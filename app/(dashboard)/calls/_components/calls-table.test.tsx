import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { TablePrefsProvider } from "@/components/data-table/table-prefs";
import type { TablePref } from "@/lib/schemas/table-prefs";
import { endedCall } from "@/test/call-fixture";
import { type NamesAnswer, unknownNames } from "@/test/names-mock";
import { renderWith } from "@/test/render";
import type { CallListPage } from "../_lib/list-page";
import { CallsTable } from "./calls-table";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => "/calls",
  useSearchParams: () => new URLSearchParams(),
}));
const saveTablePrefAction = vi.fn(async (input: { list: string }) => ({ data: { list: input.list } }));
vi.mock("@/lib/actions/table-prefs", () => ({
  saveTablePrefAction: (input: { list: string }) => saveTablePrefAction(input),
}));
vi.mock("@/lib/pickers/actions", () => ({
  searchUsersAction: vi.fn(),
  searchGroupsAction: vi.fn(),
  searchConversationsAction: vi.fn(),
}));
vi.mock("../_lib/actions", () => ({ listCallsAction: vi.fn() }));
const lookupNamesAction = unknownNames();
vi.mock("@/lib/actions/names", () => ({
  lookupNamesAction: (input: { uids: string[]; guids: string[] }) => lookupNamesAction(input),
}));

const SESSION = "v1.us.app.1790000000a1b2c3";
const PAGE: CallListPage = {
  data: [endedCall({ sessionId: SESSION })],
  meta: { pagination: { total: 1, count: 1, per_page: 25, current_page: 1, total_pages: 1 } },
} as CallListPage;

beforeEach(() => {
  saveTablePrefAction.mockClear();
  lookupNamesAction.mockClear();
});

function setup(prefs: Record<string, TablePref> = {}, page: CallListPage = PAGE) {
  return renderWith(
    <TablePrefsProvider initial={prefs}>
      <CallsTable initialParams={{ page: 1, perPage: 25 }} initialPage={page} />
    </TablePrefsProvider>,
  );
}

const sessionHeader = () => screen.queryByRole("columnheader", { name: "Session id" });

describe("the calls list's session id column", () => {
  it("is hidden at first, and the View menu shows it; the choice is saved", async () => {
    const { user } = setup();
    await screen.findByRole("cell", { name: "ada" });
    expect(sessionHeader()).toBeNull();
    expect(screen.queryByText(SESSION)).toBeNull();

    await user.click(screen.getByRole("button", { name: "View" }));
    const item = await screen.findByRole("menuitemcheckbox", { name: "Session id" });
    expect(item.getAttribute("aria-checked")).toBe("false");
    await user.click(item);
    await user.keyboard("{Escape}");

    expect(sessionHeader()).not.toBeNull();
    const row = screen.getAllByRole("row")[1] as HTMLElement;
    expect(within(row).getByText(SESSION)).toBeTruthy();
    await waitFor(() =>
      expect(saveTablePrefAction).toHaveBeenLastCalledWith({
        list: "calls",
        hidden: ["sessionId"],
        density: "comfortable",
      }),
    );
  });

  it("starts shown when the admin chose to show it", async () => {
    setup({ calls: { hidden: ["sessionId"], density: "comfortable" } });
    await screen.findByRole("cell", { name: "ada" });
    expect(sessionHeader()).not.toBeNull();
  });

  it("stays hidden under a saved choice that hid another column (one saved before it existed)", async () => {
    setup({ calls: { hidden: ["mode"], density: "compact" } });
    await screen.findByRole("cell", { name: "ada" });
    expect(sessionHeader()).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Mode" })).toBeNull();
  });
});

describe("the calls list's initiators and receivers", () => {
  const first = PAGE.data[0] as CallListPage["data"][number];
  const WITH_GROUP = {
    ...PAGE,
    data: [
      first,
      { ...first, sessionId: "v1.us.app.2", initiator: "bob", receiver: "design", receiverType: "group" },
    ],
  } as CallListPage;

  it("show the ids at once, and each name beside its id once the names arrive", async () => {
    let answer: (a: NamesAnswer) => void = () => {};
    lookupNamesAction.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    setup({}, WITH_GROUP);

    const ada = await screen.findByRole("link", { name: "ada" });
    expect(ada.getAttribute("href")).toBe("/users/ada");
    expect(screen.getByRole("link", { name: "design" }).getAttribute("href")).toBe("/groups/design");
    expect(screen.queryByText("Ada Lovelace")).toBeNull();
    // Marked as waiting for their names, so a reader of the table knows more is coming.
    await waitFor(() => expect(document.querySelectorAll("[data-name-pending]")).toHaveLength(4));
    await waitFor(() => expect(lookupNamesAction).toHaveBeenCalledTimes(1));
    const asked = lookupNamesAction.mock.calls[0]?.[0];
    expect([...(asked?.uids ?? [])].sort()).toEqual(["ada", "bob"]);
    expect(asked?.guids).toEqual(["design"]);

    answer({ data: { users: { ada: "Ada Lovelace", bob: "Bob Builder" }, groups: { design: "Design" } } });
    const named = await screen.findByRole("link", { name: "Ada Lovelace ada" });
    expect(named.getAttribute("href")).toBe("/users/ada");
    const groupRow = screen.getByRole("link", { name: "Design design" }).closest("tr") as HTMLElement;
    expect(within(groupRow).getByRole("link", { name: "Bob Builder bob" })).toBeTruthy();
    expect(within(groupRow).getByText("(group)")).toBeTruthy();
    expect(document.querySelectorAll("[data-name-pending]")).toHaveLength(0);
  });

  it("keep the id alone where no name is known", async () => {
    lookupNamesAction.mockResolvedValueOnce({ data: { users: { bob: "Bob Builder" }, groups: {} } });
    setup();
    await screen.findByRole("link", { name: "Bob Builder bob" });
    expect(screen.getByRole("link", { name: "ada" })).toBeTruthy();
    // The names were read: an id without one waits for nothing more.
    await waitFor(() => expect(document.querySelectorAll("[data-name-pending]")).toHaveLength(0));
  });
});
