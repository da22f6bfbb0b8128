import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWith } from "@/test/render";
import { ExportUserArchiveButton } from "./export-user-archive-button";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));
const actions = vi.hoisted(() => ({ createUserArchiveAction: vi.fn() }));
vi.mock("../_lib/archive-action", () => actions);

beforeEach(() => {
  actions.createUserArchiveAction.mockReset();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe("the user's archive button", () => {
  it("starts the archive of this user, then links to its row on the exports page", async () => {
    let answer: (v: unknown) => void = () => {};
    actions.createUserArchiveAction.mockReturnValue(new Promise((r) => (answer = r)));
    const { user } = renderWith(<ExportUserArchiveButton uid="ada" />);
    await user.click(screen.getByRole("button", { name: "Export everything about this user" }));
    expect(actions.createUserArchiveAction).toHaveBeenCalledWith({ uid: "ada" });
    const pending = await screen.findByRole("button", { name: "Starting the archive…" });
    expect(pending.hasAttribute("disabled")).toBe(true);
    answer({ data: { id: "e1", href: "/exports#export-e1" } });
    const link = await screen.findByRole("link", { name: "See the archive on Exports" });
    expect(link.getAttribute("href")).toBe("/exports#export-e1");
    expect(toast.success).toHaveBeenCalled();
  });

  it("says why when the archive is refused, and offers the button again", async () => {
    actions.createUserArchiveAction.mockResolvedValue({
      serverError: "Exporting everything about a user needs the admin role.",
    });
    const { user } = renderWith(<ExportUserArchiveButton uid="ada" />);
    await user.click(screen.getByRole("button", { name: "Export everything about this user" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Exporting everything about a user needs the admin role."),
    );
    expect(screen.queryByRole("link")).toBeNull();
    expect(
      screen.getByRole("button", { name: "Export everything about this user" }).hasAttribute("disabled"),
    ).toBe(false);
  });
});
