import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Extension } from "@/lib/schemas/apps";
import { renderWith } from "@/test/render";
import { ExtensionsList } from "./extensions-list";

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));
const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: vi.fn() }) }));
const toggleExtensionAction = vi.hoisted(() =>
  vi.fn(
    async (input: {
      id: string;
      enabled: boolean;
    }): Promise<{ data?: { message: string }; serverError?: string }> => ({
      data: {
        message: `The extension ${input.id} has been ${input.enabled ? "enabled" : "disabled"} successfully.`,
      },
    }),
  ),
);
vi.mock("../_lib/actions", () => ({ toggleExtensionAction }));

const extension = (id: string, name: string, isActive: boolean): Extension => ({
  id,
  name,
  tagLine: `${name} for chats.`,
  description: "",
  author: "Service",
  email: "x@example.com",
  accessToAppData: false,
  websiteURL: "https://example.com",
  isActive,
  isPrivate: false,
  isInvisible: false,
  isThirdParty: false,
  createdAt: 1_700_000_000,
  hooks: { data: [] },
  categories: { data: [] },
});

const EXTENSIONS = [
  extension("gifs-giphy", "Giphy", true),
  extension("message-shortcuts", "Message shortcuts", true),
  extension("profanity-filter", "Profanity filter", false),
  extension("polls", "Polls", true),
];

beforeEach(() => {
  refresh.mockClear();
  toast.success.mockClear();
  toast.error.mockClear();
  toggleExtensionAction.mockClear();
});

const row = (name: RegExp) => screen.getByRole("row", { name });

describe("extensions list", () => {
  it("says which extensions are on but still need their settings, each linking to them", () => {
    renderWith(<ExtensionsList extensions={EXTENSIONS} needsSettings={["gifs-giphy"]} />);
    const link = within(row(/Giphy/)).getByRole("link", { name: /^Needs settings/ });
    expect(link.getAttribute("href")).toBe("/extensions/gifs-giphy");
    expect(link.textContent).toBe("Needs settings: set up Giphy");
    // Set up, off, or without settings: nothing to do.
    for (const name of [/Message shortcuts/, /Profanity filter/, /Polls/])
      expect(within(row(name)).queryByText("Needs settings")).toBeNull();
  });

  it("names the extension by its display name when it is turned on", async () => {
    const { user } = renderWith(<ExtensionsList extensions={EXTENSIONS} />);
    await user.click(screen.getByRole("button", { name: "Turn on Profanity filter" }));
    expect(toggleExtensionAction).toHaveBeenCalledExactlyOnceWith({ id: "profanity-filter", enabled: true });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Profanity filter is on."));
    expect(refresh).toHaveBeenCalledOnce();
  });

  it("asks before turning one off, and names it in the outcome and in a refusal", async () => {
    const { user } = renderWith(<ExtensionsList extensions={EXTENSIONS} />);
    await user.click(screen.getByRole("button", { name: "Turn off Polls" }));
    const dialog = screen.getByRole("alertdialog", { name: "Turn Polls off?" });
    expect(toggleExtensionAction).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect(toggleExtensionAction).toHaveBeenCalledExactlyOnceWith({ id: "polls", enabled: false });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Polls is off."));

    toggleExtensionAction.mockResolvedValueOnce({ serverError: "The service is down." });
    await user.click(screen.getByRole("button", { name: "Turn on Profanity filter" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Profanity filter could not be turned on: The service is down.",
      ),
    );
  });
});
