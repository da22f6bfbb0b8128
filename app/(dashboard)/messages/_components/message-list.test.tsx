import { screen, waitFor, within } from "@testing-library/react";
import type { UrlUpdateEvent } from "nuqs/adapters/testing";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/lib/db/types";
import type { ListMessagesParams } from "@/lib/inputs/chat-messages-query";
import type { Message } from "@/lib/schemas/messages";
import { renderWith } from "@/test/render";
import { MessageList } from "./message-list";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => "/messages",
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock("@/lib/actions/bulk", () => ({ planBulkJobAction: vi.fn(), startBulkJobAction: vi.fn() }));
vi.mock("@/lib/actions/table-prefs", () => ({ saveTablePrefAction: vi.fn(async () => ({ data: {} })) }));

// A group's conversation, ids 101 to 110, oldest first.
const CONVERSATION: Message[] = Array.from({ length: 10 }, (_, i) => ({
  id: String(101 + i),
  conversationId: "group_g",
  sender: i % 2 ? "xavi" : "yuki",
  receiverType: "group",
  receiver: "g",
  category: "message",
  type: "text",
  data: { text: `line ${101 + i}` },
  sentAt: 1_700_000_000 + i,
  updatedAt: 1_700_000_000 + i,
  ...(i === 9 ? { replyCount: 1 } : {}),
}));
const REPLY: Message = {
  ...(CONVERSATION[9] as Message),
  id: "111",
  parentId: "110",
  replyCount: undefined,
  data: { text: "a reply to 110" },
};

// The service, one way from a cursor; `around` is two such reads (as lib/server/api/chat-messages.ts makes them).
function oneWay(affix: "append" | "prepend", limit: number, id?: string) {
  const at = (m: Message) => Number(m.id);
  const rows =
    affix === "prepend"
      ? CONVERSATION.filter((m) => id === undefined || at(m) < Number(id)).slice(-limit - 1)
      : CONVERSATION.filter((m) => id === undefined || at(m) > Number(id)).slice(0, limit + 1);
  const more = rows.length > limit;
  const page = affix === "prepend" ? rows.slice(more ? 1 : 0) : rows.slice(0, limit);
  const edge = affix === "prepend" ? page[0] : page.at(-1);
  return { data: page, next: more && edge ? { affix, id: edge.id } : undefined };
}
const listMessagesAction = vi.fn(async (p: ListMessagesParams) => {
  if (p.around && !p.id) {
    const half = Math.floor(p.limit / 2);
    const before = oneWay("prepend", half, p.around);
    const after = oneWay("append", p.limit - half, String(Number(p.around) - 1));
    const data = [...before.data, ...after.data];
    return {
      data: {
        data,
        meta: {
          current: { limit: p.limit, count: data.length },
          ...(after.next ? { next: after.next } : {}),
          ...(before.next ? { previous: before.next } : {}),
        },
      },
    };
  }
  const page = oneWay(p.affix, p.limit, p.id);
  return {
    data: {
      data: page.data,
      meta: {
        current: { limit: p.limit, count: page.data.length },
        ...(page.next ? { next: page.next } : {}),
      },
    },
  };
});
vi.mock("../_lib/actions", () => ({
  listMessagesAction: (p: ListMessagesParams) => listMessagesAction(p),
  sendMessageAction: vi.fn(),
  deleteMessageAction: vi.fn(),
  replyInThreadAction: vi.fn(),
  listThreadAction: vi.fn(async (p: { messageId: string; limit: number }) => ({
    data: {
      data: p.messageId === "110" ? [REPLY] : [],
      meta: { current: { limit: p.limit, count: p.messageId === "110" ? 1 : 0 } },
    },
  })),
}));

beforeEach(() => {
  listMessagesAction.mockClear();
});

const VIEWER: Role = "viewer";

function setup(url: string) {
  const updates: UrlUpdateEvent[] = [];
  const r = renderWith(
    <MessageList
      canSend={false}
      role={VIEWER}
      initialParams={{ receiverType: "group", target: "g", limit: 4, affix: "prepend" }}
    />,
    { searchParams: url, onUrlUpdate: (e) => updates.push(e) },
  );
  return { ...r, lastUrl: () => new URLSearchParams(updates.at(-1)?.queryString ?? "") };
}
const feed = () => screen.getByRole("feed", { name: "Messages, oldest first" });
const articles = () => within(feed()).getAllByRole("article");
/** A message's id, from its "#105" link. */
const idOf = (el: Element | undefined) =>
  [...(el?.querySelectorAll("a") ?? [])].find((a) => a.textContent?.startsWith("#"))?.textContent?.slice(1);
const ids = () => articles().map(idOf);
const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });

describe("a conversation opened around a message", () => {
  it("shows the messages before it and after it, the message highlighted and named", async () => {
    setup("?type=group&target=g&limit=4&around=105");
    await waitFor(() => expect(ids()).toEqual(["103", "104", "105", "106"]));
    const current = articles().filter((r) => r.getAttribute("aria-current") === "true");
    expect(current.map(idOf)).toEqual(["105"]);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("The messages before and after message 105, which is highlighted.");
    expect(within(status).getByRole("link", { name: "message 105" }).getAttribute("href")).toBe(
      "/messages/105",
    );
    expect(listMessagesAction).toHaveBeenCalledWith(expect.objectContaining({ around: "105" }));
  });

  it("brings the message into view", async () => {
    const scrolled: Element[] = [];
    const spy = vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    setup("?type=group&target=g&limit=4&around=105");
    await waitFor(() => expect(scrolled).toHaveLength(1));
    expect(idOf(scrolled[0])).toBe("105");
    spy.mockRestore();
  });

  it("pages on both ways from there, leaving the around position", async () => {
    const { user, lastUrl } = setup("?type=group&target=g&limit=4&around=105");
    await waitFor(() => expect(ids()).toEqual(["103", "104", "105", "106"]));
    expect(button("Older").disabled).toBe(false);
    expect(button("Newer").disabled).toBe(false);
    await user.click(button("Older"));
    await waitFor(() => expect(ids()).toEqual(["101", "102"]));
    expect(lastUrl().get("around")).toBeNull();
    expect(lastUrl().get("cursor")).toBe("103");
    // prepend, the default, leaves the URL.
    expect(lastUrl().get("affix")).toBeNull();
  });

  it("at the start of the conversation, nothing is older", async () => {
    setup("?type=group&target=g&limit=4&around=101");
    await waitFor(() => expect(ids()).toEqual(["101", "102"]));
    expect(button("Older").disabled).toBe(true);
    expect(button("Newer").disabled).toBe(false);
  });

  it("jumping to an id opens the conversation around it, with what came before", async () => {
    const { user, lastUrl } = setup("?type=group&target=g&limit=4");
    await waitFor(() => expect(ids()).toEqual(["107", "108", "109", "110"]));
    await user.type(screen.getByLabelText("Jump to message id"), "103");
    await user.click(button("Jump"));
    await waitFor(() => expect(ids()).toEqual(["101", "102", "103", "104"]));
    expect(lastUrl().get("around")).toBe("103");
    expect(lastUrl().get("cursor")).toBeNull();
  });

  it("says when the message is not in the conversation", async () => {
    setup("?type=group&target=g&limit=4&around=999");
    await waitFor(() => expect(ids()).toEqual(["109", "110"]));
    expect(screen.getByRole("alert").textContent).toBe(
      "Message 999 is not in this conversation (or no longer exists). The page shows the messages around where it would be.",
    );
  });
});

describe("the conversation's two views", () => {
  it("reads as a transcript; the table, for picking messages, is one click away and kept in the URL", async () => {
    const { user, lastUrl } = setup("?type=group&target=g&limit=4");
    await waitFor(() => expect(ids()).toEqual(["107", "108", "109", "110"]));
    expect(button("Transcript").getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByRole("table")).toBeNull();
    await user.click(button("Table"));
    const table = await screen.findByRole("table", { name: "Messages, oldest first" });
    expect(lastUrl().get("view")).toBe("table");
    expect(button("Table").getAttribute("aria-pressed")).toBe("true");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.querySelector("td a")?.textContent)).toEqual(["107", "108", "109", "110"]);
    await user.click(button("Transcript"));
    expect(lastUrl().get("view")).toBeNull();
    expect(ids()).toEqual(["107", "108", "109", "110"]);
  });
});

describe("a thread", () => {
  it("opens beside the conversation from its message's reply count, named in the URL, and closes again", async () => {
    const { user, lastUrl } = setup("?type=group&target=g&limit=4");
    await waitFor(() => expect(ids()).toEqual(["107", "108", "109", "110"]));
    await user.click(button("1 reply"));
    const sheet = await screen.findByRole("dialog", { name: "Thread of message 110" });
    expect(lastUrl().get("thread")).toBe("110");
    await waitFor(() =>
      expect(
        within(sheet).getByRole("table", { name: "Replies in the thread, oldest first" }).textContent,
      ).toContain("a reply to 110"),
    );
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(lastUrl().get("thread")).toBeNull();
  });
});
