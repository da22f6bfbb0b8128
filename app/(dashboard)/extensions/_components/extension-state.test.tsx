import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWith } from "@/test/render";
import { ExtensionState } from "./extension-state";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));
const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: vi.fn() }) }));
const toggleExtensionAction = vi.hoisted(() =>
  vi.fn(async (_: { id: string; enabled: boolean }) => ({ data: { message: "done" } })),
);
vi.mock("../_lib/actions", () => ({ toggleExtensionAction }));

beforeEach(() => {
  refresh.mockClear();
  toast.success.mockClear();
  toggleExtensionAction.mockClear();
});

const state = () => screen.getByRole("region", { name: "State" });

describe("an extension's settings page", () => {
  it("says it is on and turns it off after confirming, as the list does", async () => {
    const { user } = renderWith(<ExtensionState id="gifs-giphy" name="Giphy" isActive setUp />);
    expect(state().textContent).toContain("On: the service runs it for this app's messages.");
    await user.click(within(state()).getByRole("button", { name: "Turn off Giphy" }));
    const dialog = screen.getByRole("alertdialog", { name: "Turn Giphy off?" });
    expect(toggleExtensionAction).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect(toggleExtensionAction).toHaveBeenCalledExactlyOnceWith({ id: "gifs-giphy", enabled: false });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Giphy is off."));
    expect(refresh).toHaveBeenCalledOnce();
  });

  it("says an extension that is off is off, and turns it on at once", async () => {
    const { user } = renderWith(
      <ExtensionState id="gifs-giphy" name="Giphy" isActive={false} setUp={false} />,
    );
    expect(within(state()).getByText("Off")).toBeTruthy();
    await user.click(within(state()).getByRole("button", { name: "Turn on Giphy" }));
    expect(toggleExtensionAction).toHaveBeenCalledExactlyOnceWith({ id: "gifs-giphy", enabled: true });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Giphy is on."));
  });

  it("says an extension that is on without its settings does nothing yet", () => {
    renderWith(<ExtensionState id="gifs-giphy" name="Giphy" isActive setUp={false} />);
    expect(within(state()).getByText("On, needs settings")).toBeTruthy();
    expect(state().textContent).toContain("it does nothing until its settings are saved below");
  });

  it("offers no switch for an extension the service does not list", () => {
    renderWith(<ExtensionState id="gifs-giphy" name="Giphy" isActive={undefined} setUp={false} />);
    expect(within(state()).queryByRole("button")).toBeNull();
    expect(state().textContent).toContain("cannot be turned on here");
  });
});
