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

// 60 conversations, newest first, every third one a group's: the service's pages of `perPage`.
const BIG: Conversation[] = Array.from({ length: 60 }, (_, i) =>
  i % 3 === 0 ? group(`g${i}`, `Group ${i}`, 2000 - i) : pair("ada", `u${i}`, `User ${i}`, 2000 - i),
);
const ALL = BIG.slice(0, 30);
// The tags of the user or group each is with: every one carries "member", the even ones "vip" too.
const partyTags = new Map(
  BIG.map((c, i) => [c.conversationId, i % 2 === 0 ? ["member", "vip"] : ["member"]]),
);
// 60 conversations whose last activity was 1, 7, 13, … hours ago.
const HOUR = 3600;
const DATED: Conversation[] = Array.from({ length: 60 }, (_, i) =>
  pair("ada", `d${i}`, `Dated ${i}`, Math.floor(Date.now() / 1000) - (i * 6 + 1) * HOUR),
);
// 400 conversations whose last activity was 1, 4, 7, … hours ago: quiet for 30 days (720 hours) from the 241st.
const LONG: Conversation[] = Array.from({ length: 400 }, (_, i) =>
  pair("ada", `d${i}`, `Dated ${i}`, Math.floor(Date.now() / 1000) - (i * 3 + 1) * HOUR),
);
// One member's conversations, as the service lists them for that member (onBehalfOf): cy is in two pairs
// (listed with the other user) and one group, and gave two of them tags of their own.
const MEMBERS: Conversation[] = [
  { ...pair("bob", "cy", "Bob Stone", 3000), conversationWith: person("bob", "Bob Stone"), tags: ["work"] },
  { ...group("club", "Book club", 2999), tags: ["work", "later"] },
  pair("cy", "dan", "Dan Reed", 2998),
  pair("bob", "eve", "Eve Park", 2997),
];
const groupsOf: Record<string, string[]> = { cy: ["club"] };
const isMember = (c: Conversation, uid: string) =>
  c.conversationType === "group"
    ? (groupsOf[uid] ?? []).includes(c.conversationId.slice(6))
    : c.conversationId.split("_user_").includes(uid);
let data: Conversation[] = ALL;
const carries = (c: Conversation, tags: string[] | undefined) =>
  !tags || tags.some((t) => partyTags.get(c.conversationId)?.includes(t));
/** While set, the list's answers wait for it: a test sees what is on screen meanwhile. */
let hold: Promise<void> | undefined;
const listConversationsAction = vi.fn(async (p: ListConversationsParams) => {
  if (hold) await hold;
  const matching = data.filter(
    (c) =>
      (!p.onBehalfOf || isMember(c, p.onBehalfOf)) &&
      (!p.tags || p.tags.some((t) => c.tags?.includes(t))) &&
      (!p.conversationType || c.conversationType === p.conversationType) &&
      (!p.searchKey || c.conversationWith.name.toLowerCase().includes(p.searchKey.toLowerCase())) &&
      // As the service: userTags keeps the pairs whose user carries one, groupTags the groups.
      (!p.userTags || (c.conversationType === "user" && carries(c, p.userTags))) &&
      (!p.groupTags || (c.conversationType === "group" && carries(c, p.groupTags))),
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
const tagSuggestions = vi.fn(async () => ({
  data: {
    tags: [
      { tag: "member", users: 40, groups: 20 },
      { tag: "vip", users: 20, groups: 10 },
      { tag: "archived", users: 0, groups: 1 },
    ],
    complete: true,
  },
}));
vi.mock("@/lib/actions/tags", () => ({ listTagSuggestionsAction: () => tagSuggestions() }));
const USERS = [
  { value: "cy", label: "Cy Young", detail: "cy" },
  { value: "cyd", label: "Cyd Charisse", detail: "cyd" },
];
const searchUsersAction = vi.fn(async ({ search = "" }: { search?: string }) => ({
  data: USERS.filter((u) => `${u.label} ${u.value}`.toLowerCase().includes(search.toLowerCase())),
}));
vi.mock("@/lib/pickers/actions", () => ({
  searchUsersAction: (i: { search?: string }) => searchUsersAction(i),
}));

const query = (search = "") => Object.fromEntries(new URLSearchParams(search));
const links = () => within(screen.getByRole("list")).getAllByRole("link");

// Each link's name, without the avatar's initials and the last message.
const names = () => links().map((l) => /(Group|User|Dated) \d+/.exec(l.textContent ?? "")?.[0]);
// Each link's conversation name, for lists whose names are not numbered.
const names2 = () =>
  links().map((l) => /(Bob Stone|Book club|Dan Reed|Eve Park)/.exec(l.textContent ?? "")?.[0]);
const sent = () => listConversationsAction.mock.calls.map(([p]) => p);

beforeEach(() => {
  listConversationsAction.mockClear();
  tagSuggestions.mockClear();
  searchUsersAction.mockClear();
  data = ALL;
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
    expect(screen.getByRole("link", { name: "Search messages for “group 21” →" }).getAttribute("href")).toBe(
      "/messages/search?q=group+21",
    );
    await user.type(screen.getByRole("searchbox", { name: "Search conversations" }), "x");
    expect(await screen.findByText("No conversations match these filters.")).toBeTruthy();
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

  it("filters by a tag picked from those the users and groups carry: pairs by their user's, groups by the group's", async () => {
    data = BIG;
    const urls: string[] = [];
    const { user } = renderWith(<ConversationRail />, { onUrlUpdate: (e) => urls.push(e.queryString) });
    await waitFor(() => expect(links()).toHaveLength(25));
    await user.type(screen.getByRole("combobox", { name: "Tags" }), "vi");
    const option = await screen.findByRole("option", { name: /vip/ });
    expect(option.textContent).toContain("20 users · 10 groups");
    await user.click(option);
    await waitFor(() => expect(urls.at(-1)).toBe("?tags=vip"));
    await waitFor(() => expect(names()).toContain("User 2"));
    // All kinds: the two lists are asked apart, each with its own kind, and merged newest first.
    expect(sent()).toContainEqual({ page: 1, perPage: 25, conversationType: "user", userTags: ["vip"] });
    expect(sent()).toContainEqual({ page: 1, perPage: 25, conversationType: "group", groupTags: ["vip"] });
    expect(names().slice(0, 6)).toEqual(["Group 0", "User 2", "User 4", "Group 6", "User 8", "User 10"]);
    expect(screen.getByRole("status").textContent).toContain("30 conversations, most recent first.");
    // The suggestions were read once, for every tag box of the page.
    expect(tagSuggestions).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Groups" }));
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(names().every((n) => n?.startsWith("Group "))).toBe(true);
    expect(sent().at(-1)).toEqual({ page: 1, perPage: 25, conversationType: "group", groupTags: ["vip"] });
    expect(urls.at(-1)).toBe("?tags=vip&kind=group");
    // Opening one keeps the filters.
    expect(links()[0]?.getAttribute("href")).toBe("/messages?type=group&target=g0&kind=group&tags=vip");
  });

  it("merges the pairs and the groups only as far as both are read, and reads on when asked", async () => {
    data = BIG;
    const { user } = renderWith(<ConversationRail />, { searchParams: "?tags=member" });
    // The first 25 pairs reach User 37: groups older than that wait for the pairs' next page.
    await waitFor(() => expect(names()).toHaveLength(38));
    expect(names().at(-1)).toBe("User 37");
    expect(screen.getByRole("status").textContent).toContain("60 conversations");
    await user.click(screen.getByRole("button", { name: "More conversations" }));
    await waitFor(() => expect(names()).toHaveLength(60));
    expect(names()).toEqual(BIG.map((c) => c.conversationWith.name));
    expect(screen.queryByRole("button", { name: "More conversations" })).toBeNull();
  });

  it("sends one kind's tags only, from the URL, and refuses nothing the URL gives", async () => {
    data = BIG;
    renderWith(<ConversationRail />, { searchParams: "?kind=user&tags=vip,member" });
    await waitFor(() => expect(links().length).toBeGreaterThan(0));
    expect(sent()).toEqual([{ page: 1, perPage: 25, conversationType: "user", userTags: ["vip", "member"] }]);
    expect(screen.getByRole("button", { name: "Remove vip" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove member" })).toBeTruthy();
  });

  it("cuts the list at the last activity chosen: older rows are hidden and no page past them is read", async () => {
    data = DATED;
    const urls: string[] = [];
    const { user } = renderWith(<ConversationRail />, {
      searchParams: "?active=24h",
      onUrlUpdate: (e) => urls.push(e.queryString),
    });
    // 1, 7, 13 and 19 hours ago; the first page's other 21 rows are older and hidden.
    await waitFor(() => expect(names()).toEqual(["Dated 0", "Dated 1", "Dated 2", "Dated 3"]));
    expect(screen.getByRole("status").textContent).toContain(
      "4 conversations active in the last 24 hours, most recent first.",
    );
    expect(screen.queryByRole("button", { name: "More conversations" })).toBeNull();
    expect(sent().map((p) => p.page)).toEqual([1]);

    const activity = screen.getByLabelText<HTMLSelectElement>("Last activity");
    await user.selectOptions(activity, "Last 7 days");
    await waitFor(() => expect(urls.at(-1)).toBe("?active=7d"));
    await waitFor(() => expect(names()).toHaveLength(25));
    expect(screen.getByRole("status").textContent).toContain(
      "At least 25 conversations active in the last 7 days",
    );
    await user.click(screen.getByRole("button", { name: "More conversations" }));
    // 7 days is 168 hours: the 28 rows from 1 to 163 hours ago; page 3 is never asked for.
    await waitFor(() => expect(names()).toHaveLength(28));
    expect(names().at(-1)).toBe("Dated 27");
    expect(screen.getByRole("status").textContent).toContain("28 conversations active in the last 7 days");
    expect(screen.queryByRole("button", { name: "More conversations" })).toBeNull();
    expect(sent().map((p) => p.page)).toEqual([1, 2]);

    await user.selectOptions(activity, "Any time");
    await waitFor(() => expect(names()).toHaveLength(50));
    expect(urls.at(-1)).toBe("");
  });

  it("lists the conversations quiet for 30 days from the page that cut falls on, found without reading the list", async () => {
    data = LONG;
    const { user } = renderWith(<ConversationRail />, { searchParams: "?active=quiet30d" });
    // Rows 240–249 of page 10: the pages before it were halved through, not read one by one.
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(names()[0]).toBe("Dated 240");
    expect(sent().map((p) => p.page)).toEqual([1, 8, 12, 10, 9]);
    expect(screen.getByRole("status").textContent).toContain(
      "160 conversations quiet for 30 days or more, most recent first.",
    );
    await user.click(screen.getByRole("button", { name: "More conversations" }));
    await waitFor(() => expect(names()).toHaveLength(35));
    expect(names().at(-1)).toBe("Dated 274");
    expect(sent().at(-1)?.page).toBe(11);
  });

  it("counts nothing from the list kept on screen while the quiet list's first page is found", async () => {
    data = LONG;
    const { user } = renderWith(<ConversationRail />);
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("400 conversations"));
    let release!: () => void;
    hold = new Promise((r) => {
      release = r;
    });
    try {
      await user.selectOptions(
        screen.getByLabelText<HTMLSelectElement>("Last activity"),
        "Quiet for 30+ days",
      );
      await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Loading conversations…"));
    } finally {
      hold = undefined;
      release();
    }
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toContain("160 conversations quiet for 30 days or more"),
    );
  });

  it("says when the filters match nothing, and clears them all in one click", async () => {
    const urls: string[] = [];
    const { user } = renderWith(<ConversationRail />, {
      searchParams: "?find=nobody&kind=group&tags=vip&active=30d",
      onUrlUpdate: (e) => urls.push(e.queryString),
    });
    expect(await screen.findByText("No conversations match these filters.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(links()).toHaveLength(25));
    expect(urls.at(-1)).toBe("");
    expect(screen.queryByText("No conversations match these filters.")).toBeNull();
    expect(screen.getByLabelText<HTMLSelectElement>("Last activity").value).toBe("");
    expect(screen.queryByRole("button", { name: "Remove vip" })).toBeNull();
  });

  it("reaches every filter by Tab, and the arrow keys still move through the filtered list", async () => {
    data = BIG;
    const urls: string[] = [];
    const { user } = renderWith(<ConversationRail />, {
      searchParams: "?tags=vip",
      onUrlUpdate: (e) => urls.push(e.queryString),
    });
    await waitFor(() => expect(names().slice(0, 2)).toEqual(["Group 0", "User 2"]));
    screen.getByRole("searchbox", { name: "Search conversations" }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Member" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "All" }));
    await user.tab();
    await user.tab();
    await user.tab();
    // The chosen tag's remove button, then the tag box, then the activity.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove vip" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Tags" }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText("Last activity"));

    links()[0]?.focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(links()[1]);
    await waitFor(() =>
      expect(query(urls.at(-1))).toEqual({ type: "user", target: "u2", as: "ada", tags: "vip" }),
    );
    await user.keyboard("{End}");
    expect(names()[links().indexOf(document.activeElement as HTMLElement)]).toBe(names().at(-1));
  });

  it("lists a member picked from the suggestions: their pairs and groups, each opened as them with the other user", async () => {
    data = MEMBERS;
    const urls: string[] = [];
    const { user } = renderWith(<ConversationRail />, { onUrlUpdate: (e) => urls.push(e.queryString) });
    await waitFor(() => expect(links()).toHaveLength(4));
    await user.type(screen.getByRole("combobox", { name: "Member" }), "cy y");
    await user.click(await screen.findByRole("option", { name: /Cy Young/ }));
    await waitFor(() => expect(urls.at(-1)).toBe("?member=cy"));
    expect(sent().at(-1)).toEqual({ page: 1, perPage: 25, onBehalfOf: "cy" });
    await waitFor(() => expect(links()).toHaveLength(3));
    expect(links().map((l) => l.getAttribute("href"))).toEqual([
      "/messages?type=user&target=bob&as=cy&member=cy",
      "/messages?type=group&target=club&as=cy&member=cy",
      "/messages?type=user&target=dan&as=cy&member=cy",
    ]);
    expect(screen.getByRole("status").textContent).toContain(
      "3 conversations of Cy Young, most recent first.",
    );
    // The chip says who is chosen; its button takes the focus, and clears the member.
    const clear = screen.getByRole("button", { name: "Clear member Cy Young" });
    expect(clear.parentElement?.textContent).toContain("Cy Young · cy");
    await waitFor(() => expect(document.activeElement).toBe(clear));
    await user.click(clear);
    await waitFor(() => expect(urls.at(-1)).toBe(""));
    await waitFor(() => expect(links()).toHaveLength(4));
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Member" }));
  });

  it("takes no typed uid as the member: only a suggestion picked", async () => {
    const urls: string[] = [];
    const { user } = renderWith(<ConversationRail />, { onUrlUpdate: (e) => urls.push(e.queryString) });
    await waitFor(() => expect(links()).toHaveLength(25));
    await user.type(screen.getByRole("combobox", { name: "Member" }), "zed");
    expect(await screen.findByText("No user matches “zed”.")).toBeTruthy();
    await user.keyboard("{Enter}");
    await user.tab();
    expect(urls.filter((u) => u.includes("member"))).toEqual([]);
    expect(sent().every((p) => p.onBehalfOf === undefined)).toBe(true);
  });

  it("combines a member from the URL with the search, the kind and their own tags, and links the text search to them as sender", async () => {
    data = MEMBERS;
    const urls: string[] = [];
    const { user } = renderWith(<ConversationRail />, {
      searchParams: "?member=cy&find=b&kind=user",
      onUrlUpdate: (e) => urls.push(e.queryString),
    });
    await waitFor(() => expect(names2()).toEqual(["Bob Stone"]));
    expect(sent().at(-1)).toEqual({
      page: 1,
      perPage: 25,
      conversationType: "user",
      searchKey: "b",
      onBehalfOf: "cy",
    });
    // The member's name comes from the user suggestions for their uid.
    const search = await screen.findByRole("link", { name: "Search messages for “b” sent by Cy Young →" });
    expect(search.getAttribute("href")).toBe("/messages/search?q=b&sender=cy");

    // The tags cy gave their conversations are suggested from those conversations, with how many carry each.
    await user.click(screen.getByRole("button", { name: "All" }));
    await user.clear(screen.getByRole("searchbox", { name: "Search conversations" }));
    await waitFor(() => expect(links()).toHaveLength(3));
    await user.type(screen.getByRole("combobox", { name: "Member’s tags" }), "l");
    const later = await screen.findByRole("option", { name: /later/ });
    expect(later.textContent).toContain("1 conversation");
    await waitFor(() => expect(screen.queryByRole("option", { name: /work/ })).toBeNull());
    await user.click(later);
    await waitFor(() => expect(urls.at(-1)).toBe("?member=cy&memberTags=later"));
    await waitFor(() => expect(names2()).toEqual(["Book club"]));
    expect(sent().at(-1)).toEqual({ page: 1, perPage: 25, onBehalfOf: "cy", tags: ["later"] });
    expect(sent()).toContainEqual({ page: 1, perPage: 1000, onBehalfOf: "cy" });
  });

  it("says when a member has no conversations, and shows every one again in a click", async () => {
    data = MEMBERS;
    const urls: string[] = [];
    const { user } = renderWith(<ConversationRail />, {
      searchParams: "?member=cyd",
      onUrlUpdate: (e) => urls.push(e.queryString),
    });
    expect(
      await screen.findByText("Cyd Charisse has no conversations: no one-on-one conversation and no group."),
    ).toBeTruthy();
    expect(screen.queryByRole("list")?.children).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Show every conversation" }));
    await waitFor(() => expect(links()).toHaveLength(4));
    expect(urls.at(-1)).toBe("");
  });

  it("says a link's member that is no uid is not one, and shows every conversation again in a click", async () => {
    const urls: string[] = [];
    const { user } = renderWith(<ConversationRail />, {
      searchParams: "?member=not%20a%20uid",
      onUrlUpdate: (e) => urls.push(e.queryString),
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The member “not a uid” is not a user’s uid");
    await user.click(within(alert).getByRole("button", { name: "Show every conversation" }));
    await waitFor(() => expect(links()).toHaveLength(25));
    expect(urls.at(-1)).toBe("");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
