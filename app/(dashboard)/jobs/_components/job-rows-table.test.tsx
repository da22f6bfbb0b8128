import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { JobRowView } from "@/lib/bulk/view";
import type { BulkRowKind } from "@/lib/schemas/bulk";
import { type NamesAnswer, unknownNames } from "@/test/names-mock";
import { renderWith } from "@/test/render";
import { JobRowsTable } from "./job-rows-table";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => "/jobs/j1",
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock("@/lib/actions/table-prefs", () => ({ saveTablePrefAction: vi.fn() }));
vi.mock("@/lib/actions/bulk", () => ({ listBulkRowsAction: vi.fn() }));
const lookupNamesAction = unknownNames();
vi.mock("@/lib/actions/names", () => ({
  lookupNamesAction: (input: { uids: string[]; guids: string[] }) => lookupNamesAction(input),
}));

const row = (seq: number, target: string): JobRowView => ({
  seq,
  target,
  status: "done",
  code: null,
  message: null,
  appliedAt: 1_790_000_000,
});

function setup(rowKind: BulkRowKind, targets: string[]) {
  return renderWith(
    <JobRowsTable
      id="j1"
      rowKind={rowKind}
      initialParams={{ id: "j1", page: 1, perPage: 50 }}
      initialPage={{
        data: targets.map((t, i) => row(i, t)),
        meta: { pagination: { total: targets.length } },
      }}
    />,
  );
}

const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

beforeEach(() => lookupNamesAction.mockClear());

describe("a bulk job's rows", () => {
  it("show the uids at once, and each user's name beside its uid once the names arrive", async () => {
    let answer: (a: NamesAnswer) => void = () => {};
    lookupNamesAction.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    setup("users", ["ada", "gone"]);

    expect(within(rowOf("ada")).getAllByRole("cell")[1]?.textContent).toBe("ada");
    await waitFor(() => expect(lookupNamesAction).toHaveBeenCalledWith({ uids: ["ada", "gone"], guids: [] }));
    expect(screen.queryByText("Ada Lovelace")).toBeNull();

    // "gone" was deleted: the service has no name for it, and its row keeps the uid alone.
    answer({ data: { users: { ada: "Ada Lovelace" }, groups: {} } });
    const cell = (await screen.findByText("Ada Lovelace")).closest("td") as HTMLElement;
    expect(within(cell).getByText("ada")).toBeTruthy();
    expect(within(rowOf("gone")).getAllByRole("cell")[1]?.textContent).toBe("gone");
  });

  it("name a group's members too", async () => {
    lookupNamesAction.mockResolvedValueOnce({ data: { users: { bob: "Bob Builder" }, groups: {} } });
    setup("members", ["bob"]);
    expect(await screen.findByText("Bob Builder")).toBeTruthy();
  });

  it("ask no names for rows that are not users (messages, reports)", async () => {
    setup("messages", ["101", "102"]);
    expect(within(rowOf("101")).getAllByRole("cell")[1]?.textContent).toBe("101");
    await new Promise((r) => setTimeout(r, 20));
    expect(lookupNamesAction).not.toHaveBeenCalled();
  });
});
