import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/lib/db/types";
import type { ListConversationsParams } from "@/lib/inputs/chat-conversations-query";
import type { ListMessagesParams } from "@/lib/inputs/chat-messages-query";
import type { Conversation } from "@/lib/schemas/conversations";
import type { MessagePage } from "@/lib/server/api/chat-messages";
import { textMessage } from "@/test/message-fixture";
import { renderWith } from "@/test/render";
import { ConversationPane, ThreadsLink } from "./conversation-pane";
import { ConversationRail } from "./conversation-rail";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => "/messages",
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock("@/lib/actions/bulk", () => ({ planBulkJobAction: vi.fn(), startBulkJobAction: vi.fn() }));
vi.mock("@/lib/actions/table-prefs", () => ({ saveTablePrefAction: vi.fn(async () => ({ data: {} })) }));

// Three groups, g0 the most recent; each conversation's page is its one message, "in g<n>".
const groups: Conversation[] = [0, 1, 2].map((i) => ({
  conversationId: `group_g${i}`,
  conversationType: "group",
  unreadMessageCount: "0",
  createdAt: 100 - i,
  updatedAt: 100 - i,
  lastMessage: textMessage({ id: String(10 + i), receiverType: "group", receiver: `g${i}` }),
  conversationWith: {
    guid: `g${i}`,
    name: `Group ${i}`,
    type: "public",
    owner: "ada",
    membersCount: 3,
    createdAt: 1,
    conversationId: `group_g${i}`,
  },
}));
const pageOf = (guid: string): MessagePage => {
  const m = textMessage({
    id: String(10 + Number(guid.slice(1))),
    conversationId: `group_${guid}`,
    receiverType: "group",
    receiver: guid,
    data: { text: `in ${guid}` },
  });
  return { data: [m], meta: { current: { limit: 25, count: 1 } } };
};

vi.mock("@/lib/actions/conversations", () => ({
  listConversationsAction: async (p: ListConversationsParams) => ({
    data: {
      data: groups,
      meta: {
        pagination: { total: 3, count: 3, per_page: p.perPage ?? 25, current_page: 1, total_pages: 1 },
      },
    },
  }),
}));
// Each page is answered when the test says so, to see what is shown meanwhile.
const pending = new Map<string, () => void>();
const listMessagesAction = vi.fn(
  (p: ListMessagesParams) =>
    new Promise((resolve) => pending.set(p.target, () => resolve({ data: pageOf(p.target) }))),
);
vi.mock("../_lib/actions", () => ({
  listMessagesAction: (p: ListMessagesParams) => listMessagesAction(p),
  sendMessageAction: vi.fn(),
  deleteMessageAction: vi.fn(),
  editMessageAction: vi.fn(),
  listThreadAction: vi.fn(),
  replyInThreadAction: vi.fn(),
}));

beforeEach(() => {
  listMessagesAction.mockClear();
  pending.clear();
});

const VIEWER: Role = "viewer";
const explorer = (initial?: { target: string }) => (
  <>
    <ThreadsLink />
    <ConversationRail />
    <ConversationPane
      canSend={false}
      role={VIEWER}
      initialParams={
        initial ? { receiverType: "group", target: initial.target, limit: 25, affix: "prepend" } : undefined
      }
      initialPage={initial ? pageOf(initial.target) : undefined}
    />
  </>
);
const rail = () => within(screen.getByRole("navigation", { name: "Conversations" }));
const feedText = () => screen.getByRole("feed", { name: "Messages, oldest first" }).textContent;

describe("the explorer's open conversation", () => {
  it("asks for a conversation until one is opened, then loads it beside the list", async () => {
    const urls: string[] = [];
    const { user } = renderWith(explorer(), { onUrlUpdate: (e) => urls.push(e.queryString) });
    expect(screen.getByText("Pick a conversation from the list, or choose who is in it above.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Threads in this conversation" })).toBeNull();
    await user.click(await rail().findByRole("link", { name: /Group 1/ }));
    await waitFor(() => expect(pending.has("g1")).toBe(true));
    pending.get("g1")?.();
    await waitFor(() => expect(feedText()).toContain("in g1"));
    expect(Object.fromEntries(new URLSearchParams(urls.at(-1)))).toEqual({ type: "group", target: "g1" });
    expect(screen.getByRole("link", { name: "Threads in this conversation" }).getAttribute("href")).toContain(
      "conversation=group_g1",
    );
  });

  it("draws the server's page for the conversation loaded at, and keeps it shown, dimmed, while the next loads", async () => {
    const { user } = renderWith(explorer({ target: "g0" }), { searchParams: "?type=group&target=g0" });
    expect(feedText()).toContain("in g0");
    expect(listMessagesAction).not.toHaveBeenCalled();
    await user.click(await rail().findByRole("link", { name: /Group 2/ }));
    expect(
      rail()
        .getByRole("link", { name: /Group 2/ })
        .getAttribute("aria-current"),
    ).toBe("page");
    await waitFor(() => expect(pending.has("g2")).toBe(true));
    const feed = screen.getByRole("feed", { name: "Messages, oldest first" });
    expect(feed.textContent).toContain("in g0");
    expect(feed.getAttribute("aria-busy")).toBe("true");
    pending.get("g2")?.();
    await waitFor(() => expect(feedText()).toContain("in g2"));
    expect(screen.getByRole("feed").getAttribute("aria-busy")).toBe("false");
    // Back at the first, its page is still at hand: no second read.
    await user.click(rail().getByRole("link", { name: /Group 0/ }));
    await waitFor(() => expect(feedText()).toContain("in g0"));
    // g1 was loaded ahead, as the next one down from g0; g2, the last, has none after it.
    expect(listMessagesAction.mock.calls.map(([p]) => p.target)).toEqual(["g1", "g2"]);
  });

  it("loads the next conversation down ahead once the open one is shown, so the arrow key opens it at once", async () => {
    const { user } = renderWith(explorer({ target: "g0" }), { searchParams: "?type=group&target=g0" });
    const first = await rail().findByRole("link", { name: /Group 0/ });
    await waitFor(() => expect(pending.has("g1")).toBe(true));
    expect(listMessagesAction).toHaveBeenCalledTimes(1);
    expect(listMessagesAction).toHaveBeenLastCalledWith({
      receiverType: "group",
      target: "g1",
      limit: 25,
      affix: "prepend",
    });
    pending.get("g1")?.();
    first.focus();
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(feedText()).toContain("in g1"));
    expect(screen.getByRole("feed").getAttribute("aria-busy")).toBe("false");
    // Then the one after it; going up, the one above (g0, still at hand) is not asked for again.
    await waitFor(() => expect(pending.has("g2")).toBe(true));
    await user.keyboard("{ArrowUp}");
    await waitFor(() => expect(feedText()).toContain("in g0"));
    expect(listMessagesAction.mock.calls.map(([p]) => p.target)).toEqual(["g1", "g2"]);
  });

  it("leaves a click that opens a new tab to the browser", async () => {
    const urls: string[] = [];
    const { user } = renderWith(explorer(), { onUrlUpdate: (e) => urls.push(e.queryString) });
    const link = await rail().findByRole("link", { name: /Group 1/ });
    await user.keyboard("{Control>}");
    await user.click(link);
    await user.keyboard("{/Control}");
    expect(urls).toEqual([]);
    expect(listMessagesAction).not.toHaveBeenCalled();
  });
});
