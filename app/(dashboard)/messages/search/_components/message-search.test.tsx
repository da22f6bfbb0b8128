import { screen, waitFor, within } from "@testing-library/react";
import type { UrlUpdateEvent } from "nuqs/adapters/testing";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SearchMessagesParams } from "@/lib/inputs/chat-messages-query";
import type { Message } from "@/lib/schemas/messages";
import { renderWith } from "@/test/render";
import { toSearchParams } from "../_lib/search-params";
import { MessageSearch } from "./message-search";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => "/messages/search",
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock("@/lib/pickers/actions", () => ({
  searchUsersAction: vi.fn(),
  searchGroupsAction: vi.fn(),
  searchConversationsAction: vi.fn(async ({ search }: { search?: string }) => ({
    data: [
      { value: "group_team", label: "Group Team", detail: "group_team" },
      { value: "ada_user_bo", label: "Bo Lind", detail: "ada_user_bo" },
    ].filter((c) => `${c.value} ${c.label}`.toLowerCase().includes((search ?? "").toLowerCase())),
  })),
}));

const message = (id: string, over: Partial<Message> = {}): Message => ({
  id,
  conversationId: "group_team",
  sender: "ada",
  receiverType: "group",
  receiver: "team",
  category: "message",
  type: "text",
  data: { text: `message ${id}` },
  sentAt: 1_790_000_000 + Number(id),
  updatedAt: 1_790_000_000 + Number(id),
  ...over,
});
const MESSAGES = [
  message("10", {
    replyCount: 3,
    data: { text: "kick-off", reactions: [{ reaction: ":rocket:", count: 2 }] },
  }),
  message("11", { replyCount: 1 }),
  message("12", { data: { text: "lonely", reactions: [{ reaction: "👍", count: 1 }] } }),
  message("13", { parentId: "10" }),
];
const searchMessagesAction = vi.fn(async (p: SearchMessagesParams) => {
  const rows = MESSAGES.filter(
    (m) =>
      (p.hasReplies === undefined || Boolean(m.replyCount) === p.hasReplies) &&
      (!p.conversationId || m.conversationId === p.conversationId),
  );
  return { data: { data: rows, meta: { current: { limit: p.limit, count: rows.length } } } };
});
vi.mock("../../_lib/actions", () => ({
  searchMessagesAction: (p: SearchMessagesParams) => searchMessagesAction(p),
}));

beforeEach(() => {
  searchMessagesAction.mockClear();
});

function setup(url = "") {
  const updates: UrlUpdateEvent[] = [];
  const r = renderWith(<MessageSearch initialParams={toSearchParams({} as never)} />, {
    searchParams: url,
    onUrlUpdate: (e) => updates.push(e),
  });
  return { ...r, lastUrl: () => updates.at(-1)?.queryString };
}
const table = () => screen.getByRole("table", { name: "Messages found, newest first" });
const row = (text: string) => within(table()).getByText(text).closest("tr") as HTMLElement;

describe("message search", () => {
  it("shows each thread's reply count and reactions as emoji, the shortcode as their name", async () => {
    setup();
    await screen.findByText("kick-off");
    expect(within(row("kick-off")).getByText("3 replies")).toBeTruthy();
    expect(within(row("message 11")).getByText("1 reply")).toBeTruthy();
    expect(within(row("lonely")).queryByText(/repl/)).toBeNull();
    const rocket = within(row("kick-off")).getByRole("img", { name: ":rocket:" });
    expect(rocket.textContent).toBe("🚀");
    expect(rocket.getAttribute("title")).toBe(":rocket:");
    expect(within(row("kick-off")).queryByText(/:rocket:/)).toBeNull();
    expect(within(row("lonely")).getByText("👍")).toBeTruthy();
  });

  it("finds threads with the Threads filter, kept in the URL", async () => {
    const { user, lastUrl } = setup();
    await screen.findByText("lonely");
    const filters = screen.getByLabelText("Search messages");
    await user.selectOptions(within(filters).getByLabelText("Threads"), "Has replies");
    expect(lastUrl()).toBe("?replies=with");
    await waitFor(() => expect(within(table()).queryByText("lonely")).toBeNull());
    expect(searchMessagesAction).toHaveBeenLastCalledWith(expect.objectContaining({ hasReplies: true }));
    expect(within(table()).getByText("kick-off")).toBeTruthy();
  });

  it("reads threads of one conversation, or messages nobody replied to, from the URL", async () => {
    setup("?replies=without&conversation=group_team");
    await screen.findByText("lonely");
    expect(searchMessagesAction).toHaveBeenCalledWith(
      expect.objectContaining({ hasReplies: false, conversationId: "group_team" }),
    );
    expect(within(table()).queryByText("kick-off")).toBeNull();
    const filters = screen.getByLabelText("Search messages");
    expect(within(filters).getByLabelText<HTMLSelectElement>("Threads").value).toBe("without");
    expect(within(filters).getByLabelText<HTMLInputElement>("In conversation").value).toBe("group_team");
  });

  it("picks the conversation by its name; the URL holds its id", async () => {
    const { user, lastUrl } = setup();
    await screen.findByText("lonely");
    const box = within(screen.getByLabelText("Search messages")).getByRole("combobox", {
      name: "In conversation",
    });
    await user.type(box, "team");
    await user.click(await screen.findByRole("option", { name: /Group Team/ }));
    expect(lastUrl()).toBe("?conversation=group_team");
    await waitFor(() =>
      expect(searchMessagesAction).toHaveBeenLastCalledWith(
        expect.objectContaining({ conversationId: "group_team" }),
      ),
    );
  });
});
