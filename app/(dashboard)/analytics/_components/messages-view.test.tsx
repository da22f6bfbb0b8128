import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { emptyHeat, finishChatPanel } from "@/lib/chat-store/panel-model";
import type { ChatSyncProgress } from "@/lib/chat-store/sync";
import { renderWith } from "@/test/render";
import { MessagesView } from "./messages-view";
import { ViewTabs } from "./view-tabs";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), refresh }),
  usePathname: () => "/analytics",
  useSearchParams: () => new URLSearchParams(),
}));

const progressAction = vi.fn();
vi.mock("../_lib/actions", () => ({
  chatSyncProgressAction: (...args: unknown[]) => progressAction(...args),
}));

const DAY = 86_400;
// 2026-11-02 (a Monday) .. 2026-11-09 in UTC, compared with the 7 days before.
const q = { appId: "app", from: 1_793_577_600, to: 1_793_577_600 + 7 * DAY, tz: "UTC" };

const progress = (over: Partial<ChatSyncProgress> = {}): ChatSyncProgress => ({
  appId: "app",
  phase: "idle",
  running: false,
  runningElsewhere: false,
  pages: 3,
  storedMessages: 2_500,
  reachedAt: q.to - 60,
  highWater: 2_500,
  lowWater: 1,
  startedAt: q.to - 10,
  finishedAt: q.to,
  error: null,
  ...over,
});

function panel(messages: number) {
  const heatmap = emptyHeat();
  if (messages) (heatmap[0] as number[])[9] = messages;
  return finishChatPanel(q, {
    current: { messages, senders: messages ? 12 : 0, replies: messages ? 40 : 0, media: messages ? 200 : 0 },
    previous: { messages: 1_000, senders: 10, replies: 50, media: 100 },
    firstMessage: q.from - 30 * DAY,
    perDay: Array.from({ length: 7 }, (_, i) => ({
      day: `2026-11-0${i + 2}`,
      oneToOne: i === 0 ? messages - 100 * Math.sign(messages) : 0,
      group: i === 0 ? 100 * Math.sign(messages) : 0,
    })),
    heatmap,
    active: { dau: messages ? 3 : 0, wau: messages ? 8 : 0, mau: messages ? 12 : 0 },
    topSenders: messages ? [{ key: "ada", messages: 700 }] : [],
    topGroups: messages ? [{ key: "team", messages: 100 }] : [],
  });
}

const status = () => screen.getByRole("status").textContent;

beforeEach(() => {
  progressAction.mockReset();
  refresh.mockReset();
});

describe("the Messages view", () => {
  it("shows the first sync's progress while nothing is stored, and redraws as messages arrive", async () => {
    progressAction.mockResolvedValue({
      data: progress({ phase: "backfill", running: true, pages: 1, storedMessages: 1_000 }),
    });
    renderWith(
      <MessagesView
        progress={progress({
          phase: "backfill",
          running: true,
          pages: 0,
          storedMessages: 0,
          reachedAt: null,
        })}
        compared=""
      />,
    );
    expect(status()).toBe("First sync of messages, newest first: 0 pages read, 0 messages stored.");
    expect(screen.getByRole("heading", { name: "Copying the messages" })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Key figures" })).toBeNull();
    await waitFor(
      () =>
        expect(status()).toMatch(
          /^First sync of messages, newest first: 1 pages read, 1,000 messages stored, back to /,
        ),
      {
        timeout: 4_000,
      },
    );
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("says so when the range holds no message, keeping the figures and the sync's state", () => {
    renderWith(<MessagesView progress={progress()} panel={panel(0)} compared="the 7 days before" />);
    expect(screen.getByText("No messages were sent in this range.")).toBeTruthy();
    expect(screen.getByText("Messages sent", { selector: "p" }).closest("li")?.textContent).toBe(
      "Messages sent0down 100% · previous period 1,000",
    );
    expect(screen.getByText("Media share", { selector: "p" }).closest("li")?.textContent).toBe(
      "Media share—no change figure · previous period 10%",
    );
    expect(status()).toMatch(/^2,500 messages stored; last synced /);
    expect(screen.getAllByText("None in this range.")).toHaveLength(2);
    expect(progressAction).not.toHaveBeenCalled();
  });

  it("does not call a range empty that the first sync has not reached yet", () => {
    progressAction.mockResolvedValue({ data: progress({ phase: "backfill", running: true }) });
    const copying = progress({ phase: "backfill", running: true, reachedAt: q.to + 5 * DAY });
    renderWith(<MessagesView progress={copying} panel={panel(0)} compared="the 7 days before" />);
    expect(screen.getByText("The first sync has not reached this range yet.")).toBeTruthy();
    expect(screen.queryByText("No messages were sent in this range.")).toBeNull();
    expect(
      screen.getByText(/^The first sync is still copying messages, newest first, back to /).textContent,
    ).toMatch(/figures for earlier times are not complete yet\.$/);
  });

  it("shows the figures, the active senders, the heatmap and the most active senders and groups", () => {
    renderWith(<MessagesView progress={progress()} panel={panel(1_234)} compared="the 7 days before" />);
    const kpi = (label: string) => screen.getByText(label, { selector: "p" }).closest("li")?.textContent;
    expect(kpi("Messages sent")).toBe("Messages sent1,234up 23.4% · previous period 1,000");
    expect(kpi("Distinct senders")).toBe("Distinct senders12up 20% · previous period 10");
    expect(kpi("Replies in threads")).toBe("Replies in threads40down 20% · previous period 50");
    expect(kpi("Media share")).toBe("Media share16.2%up 62.1% · previous period 10%");
    expect(document.querySelector('[data-active="dau"]')?.textContent).toBe("3");
    expect(document.querySelector('[data-active="mau"]')?.textContent).toBe("12");
    expect(document.querySelector('[data-active="dauMau"]')?.textContent).toBe("25%");
    expect(screen.getByText("Active senders on 08 Nov 2026")).toBeTruthy();
    expect(screen.getByText("Mon 09:00: 1234 messages")).toBeTruthy();
    expect(screen.getByText("Messages by hour of week (UTC)")).toBeTruthy();
    const [senders, groups] = screen.getAllByRole("table") as HTMLElement[];
    expect(
      within(senders as HTMLElement)
        .getByRole("link", { name: "ada" })
        .getAttribute("href"),
    ).toBe("/users/ada");
    expect(
      within(groups as HTMLElement)
        .getByRole("link", { name: "team" })
        .getAttribute("href"),
    ).toBe("/groups/team");
    expect(screen.queryByText("No messages were sent in this range.")).toBeNull();
    expect(screen.queryByText("Weekly retention")).toBeNull();
  });

  it("shows who came and went, the retention cohorts and the first replies when they are given", () => {
    renderWith(
      <MessagesView
        progress={progress()}
        panel={panel(1_234)}
        retention={{
          openWeek: null,
          cohorts: [{ week: "2026-11-02", users: 5, returned: Array(8).fill(null) }],
        }}
        movement={{
          newSenders: 7,
          quietSenders: 2,
          fallingGroups: [{ key: "chess club", messages: 1, previous: 9 }],
        }}
        firstReplies={{
          current: { started: 40, median: 330, slowestTenth: 5400, unanswered: 0.125 },
          previous: { started: 0, median: null, slowestTenth: null, unanswered: null },
        }}
        kinds={{
          byType: [
            { type: "text", messages: 900, previous: 800 },
            { type: "image", messages: 100, previous: 150 },
          ],
          edited: 12,
          deleted: 3,
        }}
        chatToCalls={{
          current: { chatters: 12, calledAfter: 3, calledShare: 0.25, calls: 5, callsPerChatter: 5 / 12 },
          previous: { chatters: 10, calledAfter: 1, calledShare: 0.1, calls: 1, callsPerChatter: 0.1 },
          callsCoverPrevious: true,
        }}
        compared="the 7 days before"
      />,
    );
    expect(screen.getByText("Weekly retention")).toBeTruthy();
    const figure = (key: string) =>
      document.querySelector(`[data-first-reply="${key}"]`)?.parentElement?.textContent;
    expect(figure("started")).toBe("Conversations started40previous period 0");
    expect(figure("median")).toBe("Median first reply5m 30sprevious period —");
    expect(figure("slowestTenth")).toBe("Slowest tenth waited at least1h 30mprevious period —");
    expect(figure("unanswered")).toBe("Not answered yet12.5%previous period —");
    expect(document.querySelector('[data-movement="new"]')?.textContent).toBe("7");
    const types = screen.getByRole("table", { name: /by type/ });
    expect(
      within(types)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["TypeMessagesSharePrevious period", "text90090%800", "image10010%150"]);
    expect(document.querySelector('[data-kind="edited"]')?.textContent).toBe("12");
    expect(screen.getByRole("heading", { name: "From chat to calls" })).toBeTruthy();
    expect(document.querySelector('[data-chat-calls="callsPerChatter"]')?.textContent).toBe("0.42");
    expect(screen.getByRole("link", { name: "Deleted messages" }).getAttribute("href")).toBe(
      "/messages/search?deleted=only",
    );
    expect(document.querySelector('[data-movement="quiet"]')?.textContent).toBe("2");
    const falling = screen.getByRole("table", { name: "Groups whose messages fell most" });
    expect(within(falling).getByRole("link", { name: "chess club" }).getAttribute("href")).toBe(
      "/groups/chess%20club",
    );
    expect(within(falling).getAllByRole("row")[1]?.textContent).toBe("chess club19");
    expect(screen.getByRole("rowheader", { name: "02 Nov 2026" })).toBeTruthy();
  });

  it("shows threads, mentions and reactions when they are given, after the messages by type", () => {
    const figures = {
      threadsStarted: 4,
      threadsActive: 9,
      messagesWithMentions: 30,
      mentions: 41,
      usersMentioned: 6,
    };
    renderWith(
      <MessagesView
        progress={progress()}
        panel={panel(1_234)}
        threadsMentions={{ current: figures, previous: figures, topMentioned: [] }}
        reactions={{
          current: { reactions: 77, messagesWithReactions: 20 },
          previous: { reactions: 50, messagesWithReactions: 15 },
          perDay: panel(1_234).perDay.map((d) => ({
            day: d.day,
            reactions: d.day === "2026-11-02" ? 77 : 0,
          })),
          top: [{ reaction: "👍", reactions: 77, previous: 50 }],
        }}
        compared="the 7 days before"
      />,
    );
    const headings = screen.getAllByRole("heading").map((h) => h.textContent);
    expect(headings).toContain("Threads and mentions");
    expect(headings.indexOf("Reactions")).toBe(headings.indexOf("Threads and mentions") + 1);
    expect(document.querySelector('[data-threads="threadsStarted"]')?.textContent).toBe("4");
    expect(document.querySelector('[data-reactions="reactions"]')?.textContent).toBe("77");
  });
});

describe("the view switch", () => {
  it("puts the view in the URL, keeping the range and time zone", async () => {
    const updates: { queryString: string }[] = [];
    const { user } = renderWith(<ViewTabs />, {
      searchParams: "?range=7d&tz=Europe/Berlin",
      onUrlUpdate: (e) => updates.push(e),
    });
    expect(screen.getByRole("button", { name: "Calls" }).getAttribute("aria-pressed")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Messages" }));
    const last = new URLSearchParams(updates.at(-1)?.queryString);
    expect(last.get("view")).toBe("messages");
    expect(last.get("range")).toBe("7d");
    expect(last.get("tz")).toBe("Europe/Berlin");
    expect(screen.getByRole("button", { name: "Messages" }).getAttribute("aria-pressed")).toBe("true");
  });
});
