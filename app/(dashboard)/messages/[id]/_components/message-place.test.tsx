import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Message } from "@/lib/schemas/messages";
import { renderWith } from "@/test/render";
import { MessagePlace } from "./message-place";

const toast = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }));
vi.mock("sonner", () => ({ toast }));
const banSenderAction = vi.hoisted(() =>
  vi.fn(async (p: { uid: string; guid: string }) => ({
    data: { success: true, message: `${p.uid} has been banned from the group ${p.guid}.` },
  })),
);
vi.mock("../../_lib/actions", () => ({ banSenderAction }));

const message = (over: Partial<Message> = {}): Message => ({
  id: "42",
  conversationId: "group_garden",
  sender: "xavi",
  receiverType: "group",
  receiver: "garden",
  category: "message",
  type: "text",
  data: {
    text: "go away",
    entities: {
      sender: { entityType: "user", entity: { uid: "xavi", name: "Xavi Moss" } },
      receiver: {
        entityType: "group",
        entity: {
          guid: "garden",
          name: "Garden club",
          type: "public",
          membersCount: 3,
          conversationId: "group_garden",
          createdAt: 1,
        },
      },
    },
  } as Message["data"],
  sentAt: 1_700_000_000,
  updatedAt: 1_700_000_000,
  ...over,
});
const GARDEN = { guid: "garden", name: "Garden club", owner: "olga" };

beforeEach(() => {
  banSenderAction.mockClear();
});

const href = (name: string | RegExp) => screen.getByRole("link", { name }).getAttribute("href");

describe("a message's place", () => {
  it("links a group message to its sender, its group and its conversation opened around it", () => {
    renderWith(<MessagePlace message={message()} canBan={false} canTransfer={false} />);
    expect(href("Xavi Moss (xavi)")).toBe("/users/xavi");
    expect(href("Garden club (garden)")).toBe("/groups/garden");
    expect(href("Show in conversation")).toBe("/messages?type=group&target=garden&around=42");
    expect(screen.queryByRole("button", { name: /^Ban/ })).toBeNull();
  });

  it("opens a two-user conversation as the sender, around the message", () => {
    const m = message({ receiverType: "user", receiver: "yuki", conversationId: "xavi_user_yuki" });
    m.data.entities = { sender: m.data.entities?.sender };
    renderWith(<MessagePlace message={m} canBan canTransfer />);
    expect(href("yuki")).toBe("/users/yuki");
    expect(href("Show in conversation")).toBe("/messages?type=user&target=yuki&as=xavi&around=42");
    expect(screen.queryByRole("button", { name: /^Ban/ })).toBeNull();
  });

  it("reads a message the app sent as the conversation's first user; the app has no page", () => {
    const m = message({
      sender: "app_system",
      receiverType: "user",
      receiver: "yuki",
      conversationId: "anna_user_yuki",
    });
    m.data.entities = {};
    renderWith(<MessagePlace message={m} canBan canTransfer />);
    expect(screen.getByText(/Sent by the app to/)).toBeTruthy();
    expect(href("Show in conversation")).toBe("/messages?type=user&target=yuki&as=anna&around=42");
  });
});

describe("banning the sender from the group", () => {
  it("confirms, bans through the message, and says so", async () => {
    const { user } = renderWith(
      <MessagePlace message={message()} group={GARDEN} canBan canTransfer={false} />,
    );
    await user.click(screen.getByRole("button", { name: "Ban xavi from the group…" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Ban xavi from Garden club?" });
    await user.click(within(dialog).getByRole("button", { name: "Ban 1 member" }));
    await waitFor(() =>
      expect(banSenderAction).toHaveBeenCalledWith({ messageId: "42", guid: "garden", uid: "xavi" }),
    );
    expect(await screen.findByRole("status")).toHaveProperty(
      "textContent",
      expect.stringContaining("xavi is banned from Garden club."),
    );
  });

  it("the owner's ban says why it cannot be, and the way through is one click", async () => {
    const owned = { ...GARDEN, owner: "xavi" };
    const { user } = renderWith(<MessagePlace message={message()} group={owned} canBan canTransfer />);
    const ban = screen.getByRole("button", { name: "Ban xavi from the group…" });
    expect(ban.getAttribute("aria-disabled")).toBe("true");
    expect(ban.hasAttribute("disabled")).toBe(false);
    const reason = document.getElementById(ban.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe(
      "xavi owns Garden club, and an owner cannot be banned. Transfer ownership to another member first.",
    );
    await user.click(ban);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(banSenderAction).not.toHaveBeenCalled();
    expect(
      within(reason as HTMLElement)
        .getByRole("link", { name: "Transfer ownership" })
        .getAttribute("href"),
    ).toBe("/groups/garden?transfer=1");
  });

  it("tells a moderator that an admin can transfer the ownership", () => {
    const owned = { ...GARDEN, owner: "XAVI" };
    renderWith(<MessagePlace message={message()} group={owned} canBan canTransfer={false} />);
    const ban = screen.getByRole("button", { name: "Ban xavi from the group…" });
    const reason = document.getElementById(ban.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toContain("An admin can transfer the ownership to another member first.");
    expect(screen.queryByRole("link", { name: "Transfer ownership" })).toBeNull();
  });
});
