import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ErasePlan } from "@/lib/bulk/erase-job";
import { renderWith } from "@/test/render";
import { EraseUserDialog } from "./erase-user-dialog";

const push = vi.fn();
vi.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: vi.fn(), push }),
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const actions = vi.hoisted(() => ({
  planEraseAction: vi.fn(),
  startEraseAction: vi.fn(),
}));
vi.mock("@/lib/bulk/erase-actions", () => actions);

const plan: ErasePlan = {
  uid: "ada",
  total: 5,
  kinds: [
    { kind: "auth", label: "Auth tokens", count: 1, first: ["Auth token ada_1795…b7b0"] },
    {
      kind: "message",
      label: "Messages (deleted for everyone, permanently)",
      count: 7,
      first: ["Message 1"],
    },
    { kind: "user", label: "The user (deleted permanently)", count: 1, first: ["User ada"] },
  ],
  ownership: "They own no group.",
  notes: ["It cannot be undone."],
};

beforeEach(() => {
  push.mockReset();
  actions.planEraseAction.mockReset();
  actions.startEraseAction.mockReset();
});

async function openDialog() {
  const view = renderWith(<EraseUserDialog uid="ada" />);
  await view.user.click(screen.getByRole("button", { name: "Erase user…" }));
  const dialog = await screen.findByRole("alertdialog", { name: "Erase ada and everything about them?" });
  const submit = within(dialog).getByRole("button", { name: "Erase user" });
  const field = within(dialog).getByLabelText<HTMLInputElement>("Type ada to confirm");
  return { ...view, dialog, submit, field };
}

describe("the erase dialog", () => {
  it("shows the dry run, and keeps its button disabled until the uid is typed", async () => {
    actions.planEraseAction.mockResolvedValue({ data: plan });
    actions.startEraseAction.mockResolvedValue({ data: { id: "job-1", rows: 5 } });
    const { user, dialog, submit, field } = await openDialog();
    const dryRun = await within(dialog).findByRole("region", { name: "What will be erased" });
    expect(dryRun.textContent).toContain("5 items will be removed");
    expect(dryRun.querySelector('[data-kind="message"]')?.textContent).toContain("7 · Messages");
    expect(dryRun.querySelector('[data-kind="message"]')?.textContent).toContain("Message 1, and 6 more");
    expect(actions.planEraseAction).toHaveBeenCalledWith({ uid: "ada" });

    expect(submit.hasAttribute("disabled")).toBe(true);
    await user.type(field, "ad");
    expect(submit.hasAttribute("disabled")).toBe(true);
    await user.type(field, "x");
    expect(submit.hasAttribute("disabled")).toBe(true);
    await user.clear(field);
    await user.type(field, "ADA");
    expect(submit.hasAttribute("disabled")).toBe(false);
    await user.click(submit);
    await waitFor(() => expect(push).toHaveBeenCalledWith("/jobs/job-1"));
    const sent = actions.startEraseAction.mock.calls[0]?.[0];
    expect(sent).toMatchObject({ uid: "ada", confirm: "ADA" });
    expect(sent.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("says why when the dry run is refused, and never enables its button", async () => {
    actions.planEraseAction.mockResolvedValue({ serverError: "This needs the admin role or higher." });
    const { user, dialog, submit, field } = await openDialog();
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toBe("This needs the admin role or higher.");
    await user.type(field, "ada");
    expect(submit.hasAttribute("disabled")).toBe(true);
    expect(within(dialog).queryByRole("region", { name: "What will be erased" })).toBeNull();
    expect(actions.startEraseAction).not.toHaveBeenCalled();
  });
});
