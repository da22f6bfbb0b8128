import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { paletteEntries } from "@/app/(dashboard)/_lib/palette";
import type { SearchAnswer } from "@/lib/search/schema";
import { renderWith } from "@/test/render";
import { CommandPalette } from "./command-palette";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
const searchEverythingAction = vi.fn(
  async (_: { text: string }): Promise<{ data: SearchAnswer }> => ({ data: { hits: [], failed: [] } }),
);
vi.mock("@/lib/search/actions", () => ({
  searchEverythingAction: (input: { text: string }) => searchEverythingAction(input),
}));

beforeEach(() => {
  push.mockReset();
  searchEverythingAction.mockReset();
});

function setup(role: "viewer" | "admin" = "admin") {
  const r = renderWith(<CommandPalette entries={paletteEntries(role)} />);
  const openWithKeys = async () => {
    await r.user.keyboard("{Control>}k{/Control}");
    return screen.findByRole("dialog", { name: "Search" });
  };
  return { ...r, openWithKeys };
}
const optionNames = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole("option")
    .map((o) => o.textContent);
const selected = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole("option")
    .find((o) => o.getAttribute("aria-selected") === "true")?.textContent;

describe("command palette", () => {
  it("opens with Ctrl-K with the search box focused, and Escape closes it", async () => {
    const { user, openWithKeys } = setup();
    const dialog = await openWithKeys();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole("combobox")));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("Ctrl-K again closes it; the button opens it too", async () => {
    const { user, openWithKeys } = setup();
    await openWithKeys();
    await user.keyboard("{Control>}k{/Control}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: /Search/ }));
    await screen.findByRole("dialog", { name: "Search" });
  });

  it("filters pages and actions by every typed word", async () => {
    const { user, openWithKeys } = setup();
    const dialog = await openWithKeys();
    await user.keyboard("webhook");
    await waitFor(() => expect(optionNames(dialog)).toEqual(["Create webhook", "Webhooks"]));
    expect(within(dialog).getByRole("group", { name: "Actions" }).textContent).toContain("Create webhook");
    expect(within(dialog).getByRole("group", { name: "Pages" }).textContent).toContain("Webhooks");
  });

  it("offers a viewer none of the admin's actions", async () => {
    const { user, openWithKeys } = setup("viewer");
    const dialog = await openWithKeys();
    await user.keyboard("new");
    await waitFor(() => expect(within(dialog).queryByRole("option", { name: "New user" })).toBeNull());
    await user.clear(within(dialog).getByRole("combobox"));
    await user.keyboard("sessions");
    await within(dialog).findByRole("option", { name: "Sessions and devices" });
  });

  it("Enter on the selected entry goes to its page and closes", async () => {
    const { user, openWithKeys } = setup();
    const dialog = await openWithKeys();
    await user.keyboard("webhook");
    await waitFor(() => expect(selected(dialog)).toBe("Create webhook"));
    await user.keyboard("{End}");
    expect(selected(dialog)).toBe("Webhooks");
    await user.keyboard("{Enter}");
    expect(push).toHaveBeenCalledExactlyOnceWith("/webhooks");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("asks the service for the typed text and lists its hits by kind, first selected", async () => {
    searchEverythingAction.mockResolvedValue({
      data: {
        hits: [
          { kind: "user", id: "ada", label: "Ada Lovelace", detail: "ada", href: "/users/ada" },
          { kind: "message", id: "42", label: "hello there", href: "/messages/42" },
        ],
        failed: [{ kind: "call", message: "timed out" }],
      },
    });
    const { user, openWithKeys } = setup();
    const dialog = await openWithKeys();
    await user.keyboard("ada");
    await within(dialog).findByRole("option", { name: /Ada Lovelace/ });
    expect(searchEverythingAction).toHaveBeenLastCalledWith({ text: "ada" });
    within(within(dialog).getByRole("group", { name: "Users" })).getByRole("option", {
      name: /Ada Lovelace/,
    });
    within(within(dialog).getByRole("group", { name: "Messages" })).getByRole("option", {
      name: /hello there/,
    });
    within(dialog).getByText("Not searched: calls (timed out)");
    await waitFor(() => expect(selected(dialog)).toContain("Ada Lovelace"));
    await user.keyboard("{Enter}");
    expect(push).toHaveBeenCalledExactlyOnceWith("/users/ada");
  });

  it("says when nothing matches", async () => {
    const { user, openWithKeys } = setup();
    const dialog = await openWithKeys();
    await user.keyboard("zzqx");
    await within(dialog).findByText("Nothing matches “zzqx”.");
    expect(optionNames(dialog)).toEqual([]);
  });

  it("shows why the service could not be searched", async () => {
    searchEverythingAction.mockResolvedValue({ serverError: "The service is down." } as never);
    const { user, openWithKeys } = setup();
    const dialog = await openWithKeys();
    await user.keyboard("calls");
    await within(dialog).findByText("The service could not be searched: The service is down.");
    // The pages still match.
    within(dialog).getByRole("option", { name: "Calls" });
  });
});
