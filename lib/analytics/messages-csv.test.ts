import { describe, expect, it } from "vitest";
import { emptyHeat, finishChatPanel } from "@/lib/chat-store/panel-model";
import { parseCsv } from "@/test/parse-csv";
import { messagesCsv, messagesCsvHref } from "./messages-csv";

const q = { appId: "a", from: 1_772_323_200, to: 1_772_323_200 + 2 * 86_400, tz: "UTC" };

const panel = finishChatPanel(q, {
  current: { messages: 5, senders: 2, replies: 1, media: 1 },
  previous: { messages: 4, senders: 2, replies: 0, media: 0 },
  firstMessage: q.from - 10 * 86_400,
  perDay: [
    { day: "2026-03-01", oneToOne: 3, group: 1 },
    { day: "2026-03-02", oneToOne: 0, group: 1 },
  ],
  heatmap: emptyHeat(),
  active: { dau: 1, wau: 2, mau: 4 },
  topSenders: [{ key: "=ada", messages: 4 }],
  topGroups: [],
});

// A history that starts inside the previous period: the cards show no previous figures.
const young = finishChatPanel(q, {
  current: { messages: 5, senders: 2, replies: 1, media: 1 },
  previous: { messages: 0, senders: 0, replies: 0, media: 0 },
  firstMessage: q.from - 3600,
  perDay: [],
  heatmap: emptyHeat(),
  active: { dau: 1, wau: 2, mau: 2 },
  topSenders: [],
  topGroups: [],
});

describe("the Messages view's CSV", () => {
  it("lists each day's messages by conversation kind, with the key figures and active senders", () => {
    const lines = messagesCsv(panel).split("\r\n");
    expect(lines[0]).toBe("section,item,measure,value");
    expect(lines).toContain("messages_per_day,2026-03-01,one_to_one,3");
    expect(lines).toContain("messages_per_day,2026-03-01,group,1");
    expect(lines).toContain("messages_per_day,2026-03-01,total,4");
    expect(lines).toContain("messages_per_day,2026-03-02,total,1");
    expect(lines).toContain("kpi,Messages sent,value,5");
    expect(lines).toContain("kpi,Messages sent,change,0.25");
    expect(lines).toContain("kpi,Media share,value,0.2");
    expect(lines).toContain("active_users,2026-03-02,dau_mau,0.25");
  });

  it("adds who came and went, the groups that fell, the first replies and the retention cohorts: new senders, then each later week's count and share, none for weeks not begun", () => {
    const lines = messagesCsv(panel, {
      retention: {
        openWeek: null,
        cohorts: [{ week: "2026-02-23", users: 4, returned: [3, null, null, null, null, null, null, null] }],
      },
      firstReplies: {
        current: { started: 8, median: 600, slowestTenth: 7200, unanswered: 0.25 },
        previous: { started: 0, median: null, slowestTenth: null, unanswered: null },
      },
      movement: {
        newSenders: 3,
        quietSenders: 2,
        fallingGroups: [{ key: "chess", messages: 1, previous: 4 }],
      },
      kinds: { byType: [{ type: "poll", messages: 2, previous: 5 }], edited: 1, deleted: 4 },
    }).split("\r\n");
    expect(lines).toContain("first_replies,current,conversations_started,8");
    expect(lines).toContain("senders,new,count,3");
    expect(lines).toContain("messages_by_type,poll,messages,2");
    expect(lines).toContain("messages_by_type,poll,previous,5");
    expect(lines).toContain("messages,edited,count,1");
    expect(lines).toContain("messages,deleted,count,4");
    expect(lines).toContain("senders,gone_quiet,count,2");
    expect(lines).toContain("groups_falling,chess,messages,1");
    expect(lines).toContain("groups_falling,chess,previous,4");
    expect(lines).toContain("first_replies,current,median_seconds,600");
    expect(lines).toContain("first_replies,current,slowest_tenth_seconds,7200");
    expect(lines).toContain("first_replies,current,unanswered_share,0.25");
    expect(lines).toContain("first_replies,previous,median_seconds,");
    expect(lines).toContain("retention,2026-02-23,new_senders,4");
    expect(lines).toContain("retention,2026-02-23,week_1,3");
    expect(lines).toContain("retention,2026-02-23,week_1_share,0.75");
    expect(lines.some((l) => l.includes("week_2"))).toBe(false);
  });

  it("adds the chatters who went on to calls, for the range and the previous period", () => {
    const chatToCalls = {
      current: { chatters: 8, calledAfter: 2, calledShare: 0.25, calls: 6, callsPerChatter: 0.75 },
      previous: { chatters: 0, calledAfter: 0, calledShare: null, calls: 0, callsPerChatter: null },
      callsCoverPrevious: true,
    };
    const lines = messagesCsv(panel, { chatToCalls }).split("\r\n");
    expect(lines).toContain("chat_to_calls,current,chatters,8");
    expect(lines).toContain("chat_to_calls,current,called_after_chatting,2");
    expect(lines).toContain("chat_to_calls,current,called_after_chatting_share,0.25");
    expect(lines).toContain("chat_to_calls,current,calls_with_chatters,6");
    expect(lines).toContain("chat_to_calls,current,calls_per_chatter,0.75");
    expect(lines).toContain("chat_to_calls,previous,chatters,0");
    expect(lines).toContain("chat_to_calls,previous,calls_per_chatter,");
    // A history that starts inside the previous period gives no previous figures, as the card shows none.
    const fresh = messagesCsv(young, { chatToCalls }).split("\r\n");
    expect(fresh).toContain("chat_to_calls,current,chatters,8");
    expect(fresh).toContain("chat_to_calls,previous,chatters,");
    expect(messagesCsv(panel)).not.toContain("chat_to_calls");
    // Nor while the stored calls do not reach the previous period: its calls are missing, not fewer.
    const callsShort = messagesCsv(panel, { chatToCalls: { ...chatToCalls, callsCoverPrevious: false } });
    expect(callsShort.split("\r\n")).toContain("chat_to_calls,previous,chatters,");
    expect(callsShort.split("\r\n")).toContain("chat_to_calls,current,chatters,8");
  });

  it("adds threads, mentions and reactions: both periods, the most mentioned users and reactions, reactions per day", () => {
    const figures = (k: number) => ({
      threadsStarted: 3 * k,
      threadsActive: 4 * k,
      messagesWithMentions: 5 * k,
      mentions: 7 * k,
      usersMentioned: 2 * k,
    });
    const extras = {
      threadsMentions: {
        current: figures(1),
        previous: figures(2),
        topMentioned: [{ uid: "carol", mentions: 4, previous: 1 }],
      },
      reactions: {
        current: { reactions: 12, messagesWithReactions: 5 },
        previous: { reactions: 0, messagesWithReactions: 0 },
        perDay: [
          { day: "2026-03-01", reactions: 12 },
          { day: "2026-03-02", reactions: 0 },
        ],
        top: [{ reaction: "=1+1", reactions: 9, previous: 2 }],
      },
    };
    const lines = messagesCsv(panel, extras).split("\r\n");
    expect(lines).toContain("threads,current,threads_started,3");
    expect(lines).toContain("threads,previous,threads_with_replies,8");
    expect(lines).toContain("mentions,current,messages_with_mentions,5");
    expect(lines).toContain("mentions,current,mentions,7");
    expect(lines).toContain("mentions,previous,users_mentioned,4");
    expect(lines).toContain("mentioned_users,carol,mentions,4");
    expect(lines).toContain("mentioned_users,carol,previous,1");
    expect(lines).toContain("reactions,current,reactions,12");
    expect(lines).toContain("reactions,current,messages_with_reactions,5");
    expect(lines).toContain("reactions,previous,reactions,0");
    expect(lines).toContain("reactions_per_day,2026-03-02,reactions,0");
    // A reaction's name is the users' text: never a formula in a spreadsheet.
    expect(lines).toContain("reactions_most_used,'=1+1,reactions,9");
    // Without the previous period stored, its figures are empty, as on the cards.
    const fresh = messagesCsv(young, extras).split("\r\n");
    expect(fresh).toContain("threads,previous,threads_started,");
    expect(fresh).toContain("reactions,previous,reactions,");
    expect(fresh).toContain("mentioned_users,carol,mentions,4");
    expect(fresh.filter((l) => /^(mentioned_users|reactions_most_used),.*,previous,/.test(l))).toEqual([]);
  });

  it("is the whole file in the link, decoded back to the same text", () => {
    const href = messagesCsvHref(panel);
    expect(href.startsWith("data:text/csv;charset=utf-8,")).toBe(true);
    const text = decodeURIComponent(href.slice("data:text/csv;charset=utf-8,".length));
    expect(text).toBe(messagesCsv(panel));
    expect(parseCsv(text).length).toBe(messagesCsv(panel).split("\r\n").length - 1);
  });
});
