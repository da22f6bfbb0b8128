import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ListConversationsParams } from "@/lib/inputs/chat-conversations-query";
import type { Conversation } from "@/lib/schemas/conversations";
import { textMessage } from "@/test/message-fixture";
import { renderWith } from "@/test/render";
import { ConversationRail } from "./conversation-rail";

vi.mock("next/navigation", () => ({
  usePathname: () => "/messages",
  useSearchParams: () => new URLSearchParams(),
}));

const person = (uid: string, name: string) => ({ uid, name, role: "default", status: "offline" as const });
const pair = (a: string, b: string, name: string, at: number): Conversation => ({
  conversationId: `${a}_user_${b}`,
  conversationType: "user",
  unreadMessageCount: "0",
  createdAt: at,
  updatedAt: at,
  lastMessage: textMessage({ id: String(at), conversationId: `${a}_user_${b}`, sender: a, receiver: b }),
  conversationWith: person(b, name),
});
const group = (guid: string, name: string, at: number): Conversation => ({
  conversationId: `group_${guid}`,
  conversationType: "group",
  unreadMessageCount: "0",
  createdAt: at,
  updatedAt: at,
  lastMessage: textMessage({
    id: String(at),
    conversationId: `group_${guid}`,
    receiverType: "group",
    receiver: guid,
  }),
  conversationWith: {
    guid,
    name,
    type: "public",
    owner: "ada",
    membersCount: 3,
    createdAt: 1,
    conversationId: `group_${guid}`,
  },
});

// 30 conversations, newest first: the service's pages of `perPage`.
const ALL: Conversation[] = Array.from({ length: 30 }, (_, i) =>
  i % 3 === 0 ? group(`g${i}`, `Group ${i}`, 2000 - i) : pair("ada", `u${i}`, `User ${i}`, 2000 - i),
);
const listConversationsAction = vi.fn(async (p: ListConversationsParams) => {
  const matching = ALL.filter(
    (c) =>
      (!p.conversationType || c.conversationType === p.conversationType) &&
      (!p.searchKey || c.conversationWith.name.toLowerCase().includes(p.searchKey.toLowerCase())),
  );
  const per = p.perPage ?? 25;
  const page = p.page ?? 1;
  return {
    data: {
      data: matching.slice((page - 1) * per, page * per),
      meta: {
        pagination: {
          total: matching.length,
          count: Math.min(per, matching.length - (page - 1) * per),
          per_page: per,
          current_page: page,
          total_pages: Math.max(1, Math.ceil(matching.length / per)),
        },
      },
    },
  };
});
vi.mock("@/lib/actions/conversations", () => ({
  listConversationsAction: (p: ListConversationsParams) => listConversationsAction(p),
}));

const query = (search = "") => Object.fromEntries(new URLSearchParams(search));
const links = () => within(screen.getByRole("list")).getAllByRole("link");

beforeEach(() => {
  listConversationsAction.mockClear();
});

describe("ConversationRail", () => {
  it("lists the app's conversations newest first, each a link that opens it read as one of its members", async () => {
    renderWith(<ConversationRail />);
    expect(screen.getByRole("status").textContent).toContain("Loading conversations…");
    await waitFor(() => expect(links()).toHaveLength(25));
    expect(screen.getByRole("status").textContent).toContain("30 conversations, most recent first.");
    const first = links()[0];
    if (!first) throw new Error("no link");
    expect(first.textContent).toContain("Group 0, group");
    expect(within(first).getByText(", group").className).toBe("sr-only");
    expect(links()[1]?.getAttribute("href")).toBe("/messages?type=user&target=u1&as=ada");
    expect(links()[0]?.getAttribute("href")).toBe("/messages?type=group&target=g0");
  });

  it("loads the next page on demand", async () => {
    const { user } = renderWith(<ConversationRail />);
    await waitFor(() => expect(links()).toHaveLength(25));
    await user.click(screen.getByRole("button", { name: "More conversations" }));
    await waitFor(() => expect(links()).toHaveLength(30));
    expect(screen.queryByRole("button", { name: "More conversations" })).toBeNull();
  });

  it("marks the open conversation, from the URL: the pair read, not only the other party", async () => {
    const first = renderWith(<ConversationRail />, { searchParams: "?type=user&target=U2&as=ada" });
    await waitFor(() => expect(links()).toHaveLength(25));
    expect(links().filter((l) => l.getAttribute("aria-current") === "page")).toEqual([links()[2]]);
    first.unmount();
    // bob and u2's conversation is not ada and u2's, though both are "with u2".
    renderWith(<ConversationRail />, { searchParams: "?type=user&target=u2&as=bob" });
    await waitFor(() => expect(links()).toHaveLength(25));
    expect(links().filter((l) => l.getAttribute("aria-current") === "page")).toEqual([]);
  });

  it("searches and filters by kind, keeping both in the URL, and says when nothing matches", async () => {
    const urls: string[] = [];
    const { user } = renderWith(<ConversationRail />, { onUrlUpdate: (e) => urls.push(e.queryString) });
    await waitFor(() => expect(links()).toHaveLength(25));
    await user.click(screen.getByRole("button", { name: "Groups" }));
    await waitFor(() => expect(links()).toHaveLength(10));
    expect(screen.getByRole("button", { name: "Groups" })?.getAttribute("aria-pressed")).toBe("true");
    await user.type(screen.getByRole("searchbox", { name: "Search conversations" }), "group 21");
    await waitFor(() =>
      expect(links().map((l) => l.textContent)).toEqual([expect.stringContaining("Group 21")]),
    );
    expect(urls.at(-1)).toBe("?kind=group&find=group+21");
    // Opening one keeps the rail as it is.
    expect(links()[0]?.getAttribute("href")).toBe("/messages?type=group&target=g21&find=group+21&kind=group");
    // The same words are one click from a search of the messages' text.
    expect(
      screen.getByRole("link", { name: "Find “group 21” in the messages’ text →" }).getAttribute("href"),
    ).toBe("/messages/search?q=group%2021");
    await user.type(screen.getByRole("searchbox", { name: "Search conversations" }), "x");
    expect(await screen.findByText("No conversation matches. Clear the search or choose All.")).toBeTruthy();
  });

  it("moves to the next and previous conversation with the arrow keys, and opens it in place", async () => {
    const urls: string[] = [];
    const { user } = renderWith(<ConversationRail />, { onUrlUpdate: (e) => urls.push(e.queryString) });
    await waitFor(() => expect(links()).toHaveLength(25));
    links()[0]?.focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(links()[1]);
    await waitFor(() => expect(query(urls.at(-1))).toEqual({ type: "user", target: "u1", as: "ada" }));
    expect(links()[1]?.getAttribute("aria-current")).toBe("page");
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(links()[24]);
    await user.keyboard("{ArrowUp}{Home}");
    expect(document.activeElement).toBe(links()[0]);
    await waitFor(() => expect(query(urls.at(-1))).toEqual({ type: "group", target: "g0" }));
    expect(links().filter((l) => l.getAttribute("aria-current") === "page")).toEqual([links()[0]]);
  });

  it("opens a clicked conversation at its latest page, leaving the place in the last one and keeping the rail", async () => {
    const urls: string[] = [];
    const { user } = renderWith(<ConversationRail />, {
      searchParams: "?type=group&target=g0&cursor=1990&affix=append&thread=1985&threadCursor=7&view=table",
      onUrlUpdate: (e) => urls.push(e.queryString),
    });
    await waitFor(() => expect(links()).toHaveLength(25));
    await user.click(links()[2] as HTMLElement);
    await waitFor(() =>
      expect(query(urls.at(-1))).toEqual({ type: "user", target: "u2", as: "ada", view: "table" }),
    );
    expect(links()[2]?.getAttribute("aria-current")).toBe("page");
  });

  it("asks for no longer a search than the list takes, even from the URL", async () => {
    renderWith(<ConversationRail />, { searchParams: `?find=${"group ".repeat(40)}` });
    expect(screen.getByRole("searchbox", { name: "Search conversations" }).getAttribute("maxlength")).toBe(
      "100",
    );
    await waitFor(() => expect(listConversationsAction).toHaveBeenCalled());
    for (const [p] of listConversationsAction.mock.calls)
      expect((p.searchKey ?? "").length).toBeLessThanOrEqual(100);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says why the list could not be loaded, and tries again", async () => {
    const answer = listConversationsAction.getMockImplementation();
    listConversationsAction.mockResolvedValue({ serverError: "The service is down." } as never);
    const { user } = renderWith(<ConversationRail />);
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert.textContent).toContain("The service is down.");
    if (answer) listConversationsAction.mockImplementation(answer);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(links()).toHaveLength(25));
  });
});
