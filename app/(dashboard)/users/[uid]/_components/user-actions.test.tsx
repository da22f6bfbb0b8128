import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWith } from "@/test/render";
import { UserActions } from "./user-actions";

const url = vi.hoisted(() => ({ search: "" }));
vi.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }),
  useSearchParams: () => new URLSearchParams(url.search),
}));
vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const actions = vi.hoisted(() => ({
  deactivateUserAction: vi.fn(async () => ({ data: { message: "ada is deactivated." } })),
  reactivateUserAction: vi.fn(async () => ({ data: { message: "ada is active again." } })),
}));
vi.mock("../../_lib/actions", () => actions);
vi.mock("@/lib/bulk/erase-actions", () => ({ planEraseAction: vi.fn(), startEraseAction: vi.fn() }));
vi.mock("../_lib/archive-action", () => ({ createUserArchiveAction: vi.fn() }));

beforeEach(() => {
  url.search = "";
  actions.deactivateUserAction.mockClear();
  window.history.replaceState(null, "", "/users/ada");
});

describe("a user's deactivate button", () => {
  it("opens its confirmation at once when the page is opened to deactivate (the palette's ban action)", async () => {
    url.search = "deactivate=1";
    window.history.replaceState(null, "", "/users/ada?deactivate=1");
    const { user } = renderWith(<UserActions uid="ada" deactivated={false} />);
    const dialog = screen.getByRole("alertdialog", { name: "Deactivate ada?" });
    await user.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(actions.deactivateUserAction).toHaveBeenCalled());
    expect(window.location.search).toBe("");
  });

  it("stays closed otherwise, and for a user already deactivated", () => {
    renderWith(<UserActions uid="ada" deactivated={false} />);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    url.search = "deactivate=1";
    renderWith(<UserActions uid="bob" deactivated />);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    screen.getByRole("button", { name: "Reactivate user" });
  });
});

describe("what an admin's role adds", () => {
  it("offers exporting everything about the user and erasing them to admins only", () => {
    const { unmount } = renderWith(<UserActions uid="ada" deactivated={false} />);
    expect(screen.queryByRole("button", { name: "Erase user…" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Export everything/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Deactivate user" })).toBeTruthy();
    unmount();
    renderWith(<UserActions uid="ada" deactivated={false} canAdminister />);
    expect(screen.getByRole("button", { name: "Erase user…" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Export everything/ })).toBeTruthy();
  });
});
