import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { BulkPlan } from "@/lib/bulk/jobs";
import type { Role } from "@/lib/db/types";
import type { BulkJobInput, BulkOperation } from "@/lib/schemas/bulk";
import { renderWith } from "@/test/render";
import { BulkBar } from "./bulk-bar";
import { useBulkSelection } from "./use-bulk-selection";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));
const plan = (p: Partial<BulkPlan> & { operation: BulkOperation; rows: number }): BulkPlan => ({
  label: p.operation,
  calls: p.rows,
  undo: null,
  ...p,
});
const planBulkJobAction = vi.fn(async (input: BulkJobInput) => ({
  data: plan({
    operation: input.operation,
    rows: input.selection.kind === "ids" ? input.selection.ids.length : 30,
  }),
}));
const startBulkJobAction = vi.fn(async (input: BulkJobInput & { id: string }) => ({
  data: { id: input.id, rows: 2 },
}));
vi.mock("@/lib/actions/bulk", () => ({
  planBulkJobAction: (input: BulkJobInput) => planBulkJobAction(input),
  startBulkJobAction: (input: BulkJobInput & { id: string }) => startBulkJobAction(input),
}));
const searchGroupsAction = vi.fn(async () => ({
  data: [{ value: "staff", label: "Staff room", detail: "staff · private · 3 members" }],
}));
vi.mock("@/lib/pickers/actions", () => ({
  searchUsersAction: vi.fn(),
  searchGroupsAction: () => searchGroupsAction(),
  searchConversationsAction: vi.fn(),
}));

beforeEach(() => {
  for (const m of [push, toast.success, toast.error, planBulkJobAction, startBulkJobAction]) m.mockReset();
});

const ROWS = ["u1", "u2", "u3"];

function Harness(p: { role?: Role; total?: number; operations?: BulkOperation[]; selectEvery?: string }) {
  const selection = useBulkSelection("the list");
  return (
    <>
      {ROWS.map((id) => (
        <label key={id}>
          <input
            type="checkbox"
            checked={Boolean(selection.selected[id])}
            onChange={(e) => {
              const { [id]: _was, ...others } = selection.selected;
              selection.onChange(e.target.checked ? { ...others, [id]: true } : others);
            }}
          />
          {id}
        </label>
      ))}
      <BulkBar
        selection={selection}
        total={"total" in p ? p.total : 30}
        noun={{ one: "user", many: "users" }}
        operations={p.operations ?? ["users.deactivate", "users.add-to-group", "users.delete"]}
        role={p.role ?? "moderator"}
        query={{ page: 2, perPage: 10, searchKey: "bulk" }}
        selectEvery={p.selectEvery}
      />
    </>
  );
}

function setup(p: Parameters<typeof Harness>[0] = {}) {
  const r = renderWith(<Harness {...p} />);
  const pick = async (...ids: string[]) => {
    for (const id of ids) await r.user.click(screen.getByRole("checkbox", { name: id }));
  };
  const bar = () => screen.getByRole("region", { name: "Bulk actions" });
  return { ...r, pick, bar };
}

describe("bulk bar", () => {
  it("shows only once rows are picked, with their count", async () => {
    const { pick, bar, user } = setup();
    expect(screen.queryByRole("region", { name: "Bulk actions" })).toBeNull();
    await pick("u1");
    expect(within(bar()).getByRole("status").textContent).toBe("1 user selected");
    await pick("u3");
    expect(within(bar()).getByRole("status").textContent).toBe("2 users selected");
    await user.click(within(bar()).getByRole("button", { name: "Clear" }));
    expect(screen.queryByRole("region", { name: "Bulk actions" })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "u1" }).checked).toBe(false);
  });

  it("offers every row matching the filter across pages when the total is larger", async () => {
    const { pick, bar, user } = setup({ total: 30 });
    await pick("u1", "u2");
    await user.click(within(bar()).getByRole("button", { name: "Select all 30 matching" }));
    expect(within(bar()).getByRole("status").textContent).toBe("30 users matching this filter");
    expect(within(bar()).queryByRole("button", { name: /Select all/ })).toBeNull();
  });

  it("offers nothing more when the picked rows are all there are", async () => {
    const { pick, bar } = setup({ total: 3 });
    await pick("u1", "u2");
    within(bar()).getByRole("button", { name: "Select all 3 matching" });
    await pick("u3");
    expect(within(bar()).queryByRole("button", { name: /Select all/ })).toBeNull();
  });

  it("a list with no total names the filter instead of a count", async () => {
    const { pick, bar, user } = setup({ total: undefined, selectEvery: "Select every user of this filter" });
    await pick("u1");
    await user.click(within(bar()).getByRole("button", { name: "Select every user of this filter" }));
    expect(within(bar()).getByRole("status").textContent).toBe("Every user matching this filter");
  });

  it("offers the operations the role may run, the irreversible ones marked", async () => {
    const { pick, bar } = setup({ role: "moderator" });
    await pick("u1");
    const names = within(bar())
      .getAllByRole("button")
      .map((b) => b.textContent);
    expect(names).toEqual(["Select all 30 matching", "Clear", "Deactivate…", "Add to group…"]);
  });

  it("an admin is offered deleting too", async () => {
    const { pick, bar } = setup({ role: "admin" });
    await pick("u1");
    within(bar()).getByRole("button", { name: "Delete permanently…" });
  });

  it("shows nothing to a role that may run none of the operations", async () => {
    const { pick } = setup({ role: "viewer" });
    await pick("u1");
    expect(screen.queryByRole("region", { name: "Bulk actions" })).toBeNull();
  });
});

describe("bulk job dialog", () => {
  it("dry-runs the picked rows and shows the count, the calls and how to undo", async () => {
    planBulkJobAction.mockResolvedValue({
      data: plan({ operation: "users.deactivate", rows: 2, calls: 1, undo: "Reactivate them to undo it." }),
    });
    const { pick, bar, user } = setup();
    await pick("u1", "u3");
    await user.click(within(bar()).getByRole("button", { name: "Deactivate…" }));
    const dialog = await screen.findByRole("dialog", { name: "Deactivate users" });
    await user.click(within(dialog).getByRole("button", { name: "Review 2 users…" }));
    const dryRun = await within(dialog).findByLabelText("Dry run");
    expect(planBulkJobAction).toHaveBeenCalledExactlyOnceWith({
      operation: "users.deactivate",
      params: {},
      selection: { kind: "ids", ids: ["u1", "u3"] },
    });
    expect(within(dryRun).getByTestId("plan-rows").textContent).toBe("2 users");
    expect(dryRun.textContent).toContain("1 (up to 100 rows each)");
    expect(dryRun.textContent).toContain("Reactivate them to undo it.");
  });

  it("confirming starts the job once and opens its page", async () => {
    planBulkJobAction.mockResolvedValue({ data: plan({ operation: "users.deactivate", rows: 2 }) });
    startBulkJobAction.mockImplementation(async (input) => ({ data: { id: input.id, rows: 2 } }));
    const { pick, bar, user } = setup();
    await pick("u1", "u2");
    await user.click(within(bar()).getByRole("button", { name: "Deactivate…" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Review 2 users…" }));
    await user.click(await within(dialog).findByRole("button", { name: "Deactivate 2 users" }));
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    const started = startBulkJobAction.mock.calls[0]?.[0];
    expect(started).toMatchObject({
      operation: "users.deactivate",
      params: {},
      selection: { kind: "ids", ids: ["u1", "u2"] },
    });
    expect(started?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(push).toHaveBeenCalledWith(`/jobs/${started?.id}`);
    expect(toast.success).toHaveBeenCalledWith("Job started: deactivate 2 users.");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("all matching sends the list's filter, not its page", async () => {
    const { pick, bar, user } = setup();
    await pick("u1");
    await user.click(within(bar()).getByRole("button", { name: "Select all 30 matching" }));
    await user.click(within(bar()).getByRole("button", { name: "Deactivate…" }));
    const dialog = await screen.findByRole("dialog", { name: "Deactivate every user matching the filter" });
    await user.click(within(dialog).getByRole("button", { name: "Review 30 users…" }));
    await within(dialog).findByLabelText("Dry run");
    expect(planBulkJobAction).toHaveBeenCalledWith({
      operation: "users.deactivate",
      params: {},
      selection: { kind: "filter", query: { searchKey: "bulk" } },
    });
  });

  it("asks what the operation needs, and sends it", async () => {
    planBulkJobAction.mockResolvedValue({ data: plan({ operation: "users.add-to-group", rows: 1 }) });
    const { pick, bar, user } = setup();
    await pick("u2");
    await user.click(within(bar()).getByRole("button", { name: "Add to group…" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Review 1 user…" }));
    await within(dialog).findByText("Pick a group.");
    expect(planBulkJobAction).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole("combobox", { name: "Group" }), "sta");
    await user.click(await screen.findByRole("option", { name: /Staff room/ }));
    await user.click(within(dialog).getByRole("button", { name: "Review 1 user…" }));
    await within(dialog).findByLabelText("Dry run");
    expect(planBulkJobAction).toHaveBeenCalledWith({
      operation: "users.add-to-group",
      params: { guid: "staff", scope: "participant" },
      selection: { kind: "ids", ids: ["u2"] },
    });
  });

  it("names how many rows it is about before the dry run, or that it is every matching one", async () => {
    const { pick, bar, user } = setup({ total: undefined, selectEvery: "Select every user of this filter" });
    await pick("u1", "u2", "u3");
    await user.click(within(bar()).getByRole("button", { name: "Deactivate…" }));
    let dialog = await screen.findByRole("dialog");
    within(dialog).getByRole("button", { name: "Review 3 users…" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(within(bar()).getByRole("button", { name: "Select every user of this filter" }));
    await user.click(within(bar()).getByRole("button", { name: "Deactivate…" }));
    dialog = await screen.findByRole("dialog");
    within(dialog).getByRole("button", { name: "Review every matching user…" });
  });

  it("an operation that cannot be undone says so; a dry run of no rows starts nothing", async () => {
    planBulkJobAction.mockResolvedValue({ data: plan({ operation: "users.delete", rows: 0 }) });
    const { pick, bar, user } = setup({ role: "admin" });
    await pick("u1");
    await user.click(within(bar()).getByRole("button", { name: "Delete permanently…" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Review 1 user…" }));
    const dryRun = await within(dialog).findByLabelText("Dry run");
    expect(dryRun.textContent).toContain("This cannot be undone.");
    within(dialog).getByText("No rows match: there is nothing to do.");
    expect(
      within(dialog).getByRole<HTMLButtonElement>("button", { name: "Delete permanently 0 users" }).disabled,
    ).toBe(true);
  });

  it("a refused start says why and stays on the dry run", async () => {
    planBulkJobAction.mockResolvedValue({ data: plan({ operation: "users.deactivate", rows: 1 }) });
    startBulkJobAction.mockResolvedValue({ serverError: "Another job is running." } as never);
    const { pick, bar, user } = setup();
    await pick("u1");
    await user.click(within(bar()).getByRole("button", { name: "Deactivate…" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Review 1 user…" }));
    await user.click(await within(dialog).findByRole("button", { name: "Deactivate 1 user" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Another job is running."));
    expect(push).not.toHaveBeenCalled();
    within(dialog).getByLabelText("Dry run");
  });
});
