import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWith } from "@/test/render";
import { RestrictionsDialog } from "./restrictions-dialog";

const list = vi.fn();
const save = vi.fn();
vi.mock("../_lib/actions", () => ({
  listRestrictionsAction: (...args: unknown[]) => list(...args),
  setRestrictionsAction: (...args: unknown[]) => save(...args),
}));

const GUEST = "guest";
const box = (dialog: HTMLElement, name: RegExp) =>
  within(dialog).getByRole("checkbox", { name }) as HTMLInputElement;

beforeEach(() => {
  list.mockReset().mockResolvedValue({ data: ["u.listUsers"] });
  save.mockReset().mockResolvedValue({ data: {} });
});

describe("the features denied to a role", () => {
  it("ticks the denied ones when opened and saves what is ticked", async () => {
    const { user } = renderWith(<RestrictionsDialog role={GUEST} />);
    await user.click(screen.getByRole("button", { name: "Features of guest" }));
    const dialog = await screen.findByRole("dialog", { name: "Features denied to guest" });
    await waitFor(() => expect(box(dialog, /^List Users/).checked).toBe(true));
    expect(box(dialog, /^List Groups/).checked).toBe(false);
    await user.click(box(dialog, /^List Groups/));
    await user.click(within(dialog).getByRole("button", { name: "Save features" }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ role: "guest", restricted: ["u.listUsers", "u.listGroups"] }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("leaves the role as it was on Cancel, and opens again on what is saved", async () => {
    const { user } = renderWith(<RestrictionsDialog role={GUEST} />);
    await user.click(screen.getByRole("button", { name: "Features of guest" }));
    let dialog = await screen.findByRole("dialog", { name: "Features denied to guest" });
    await waitFor(() => expect(box(dialog, /^List Users/).checked).toBe(true));
    await user.click(box(dialog, /^List Users/));
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(save).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Features of guest" }));
    dialog = await screen.findByRole("dialog", { name: "Features denied to guest" });
    expect(box(dialog, /^List Users/).checked).toBe(true);
  });
});
