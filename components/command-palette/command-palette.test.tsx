import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { paletteEntries } from "@/app/(dashboard)/_lib/palette";
import type { Role } from "@/lib/db/types";
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

function setup(role: Role = "admin") {
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
    await waitFor(() =>
      expect(optionNames(dialog)).toEqual(["Create webhook", "Send a test event", "Webhooks"]),
    );
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

  it("finds actions, not only pages, each going where it is done", async () => {
    const { user, openWithKeys } = setup();
    for (const [typed, action, href] of [
      ["moderation queue", "Open the moderation queue", "/moderation"],
      ["push provider", "Add a push provider", "/notifications?new-fcm=1#fcm-heading"],
      ["extension on", "Turn on an extension", "/extensions"],
      ["test event", "Send a test event", "/events#send-test-event"],
    ] as const) {
      push.mockReset();
      const dialog = await openWithKeys();
      await user.keyboard(typed);
      const group = within(dialog).getByRole("group", { name: "Actions" });
      await waitFor(() => expect(selected(dialog)).toMatch(new RegExp(`^${action}`)));
      expect(group.textContent).toContain(action);
      await user.keyboard("{Enter}");
      expect(push).toHaveBeenCalledExactlyOnceWith(href);
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    }
  });

  it("Ban or deactivate a user… asks which user, then opens their page with the deactivate dialog", async () => {
    searchEverythingAction.mockResolvedValue({
      data: {
        hits: [
          { kind: "user", id: "troll 1", label: "Tom Troll", detail: "troll 1", href: "/users/troll%201" },
          { kind: "group", id: "trolls", label: "Trolls", href: "/groups/trolls" },
        ],
        failed: [],
      },
    });
    const { user, openWithKeys } = setup("moderator");
    const dialog = await openWithKeys();
    await user.keyboard("ban");
    await waitFor(() => expect(selected(dialog)).toBe("Ban or deactivate a user…"));
    await user.keyboard("{Enter}");
    expect(push).not.toHaveBeenCalled();
    const box = within(dialog).getByRole("combobox");
    expect(box.getAttribute("placeholder")).toBe("Name or uid of the user…");
    expect((box as HTMLInputElement).value).toBe("");
    within(dialog).getByText("Type part of the user's name or uid.");
    // Escape goes back a step, not out.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(within(dialog).queryByText(/Which user\?/)).toBeNull());
    await user.keyboard("ban");
    await waitFor(() => expect(selected(dialog)).toBe("Ban or deactivate a user…"));
    await user.keyboard("{Enter}");
    within(dialog).getByText(/Which user\?/);
    await user.keyboard("troll");
    // Users only: a group is no one to deactivate.
    await waitFor(() => expect(optionNames(dialog)).toEqual(["TTTom Trolltroll 1"]));
    await waitFor(() => expect(selected(dialog)).toBe("TTTom Trolltroll 1"));
    await user.keyboard("{Enter}");
    expect(push).toHaveBeenCalledExactlyOnceWith("/users/troll%201?deactivate=1");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("offers each role only the actions it may take", async () => {
    const offered = async (role: Role) => {
      const r = setup(role);
      const dialog = await r.openWithKeys();
      const names = within(within(dialog).getByRole("group", { name: "Actions" }))
        .getAllByRole("option")
        .map((o) => o.textContent ?? "");
      r.unmount();
      return names;
    };
    const viewer = await offered("viewer");
    const moderator = await offered("moderator");
    const admin = await offered("admin");
    for (const a of ["Ban or deactivate a user…", "Open the moderation queue"]) {
      expect(viewer).not.toContain(a);
      expect(moderator).toContain(a);
      expect(admin).toContain(a);
    }
    const has = (names: string[], a: string) => names.some((n) => n.startsWith(a));
    for (const a of ["Add a push provider", "Turn on an extension", "Send a test event", "New user"]) {
      expect(has(moderator, a)).toBe(false);
      expect(has(admin, a)).toBe(true);
    }
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
