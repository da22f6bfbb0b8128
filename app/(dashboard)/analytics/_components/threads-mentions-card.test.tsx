import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ThreadsMentions } from "@/lib/chat-store/threads-mentions-model";
import { renderWith } from "@/test/render";
import { ThreadsMentionsCard } from "./threads-mentions-card";

const threads: ThreadsMentions = {
  current: {
    threadsStarted: 12,
    threadsActive: 30,
    messagesWithMentions: 1_500,
    mentions: 2_100,
    usersMentioned: 40,
  },
  previous: {
    threadsStarted: 9,
    threadsActive: 25,
    messagesWithMentions: 700,
    mentions: 800,
    usersMentioned: 33,
  },
  topMentioned: [
    { uid: "carol", mentions: 90, previous: 12 },
    { uid: "bob smith", mentions: 40, previous: 0 },
  ],
};

/** A figure's whole box: its label, value, detail and previous period, as a reader meets them. */
const box = (key: string) => document.querySelector(`[data-threads="${key}"]`)?.parentElement?.textContent;

describe("the Threads and mentions card", () => {
  it("shows threads and mentions with the previous period, and the most mentioned users linked to their pages", () => {
    renderWith(<ThreadsMentionsCard threads={threads} previousStored />);
    expect(screen.getByRole("heading", { name: "Threads and mentions" })).toBeTruthy();
    expect(box("threadsStarted")).toBe(
      "Threads started12their first reply came in the rangeprevious period 9",
    );
    expect(box("threadsActive")).toBe(
      "Threads with replies30at least one reply in the rangeprevious period 25",
    );
    expect(box("messagesWithMentions")).toBe(
      "Messages with mentions1,5002,100 mentions of 40 usersprevious period 700",
    );
    const table = screen.getByRole("table", { name: /mentioned most/ });
    const rows = within(table)
      .getAllByRole("row")
      .map((r) => r.textContent);
    expect(rows).toEqual(["Most mentionedMessagesPrevious period", "carol9012", "bob smith400"]);
    expect(screen.getByRole("link", { name: "bob smith" }).getAttribute("href")).toBe("/users/bob%20smith");
    // The message search filters thread parents; it has no mention filter, so mentions link to users only.
    expect(screen.getByRole("link", { name: "Messages with replies" }).getAttribute("href")).toBe(
      "/messages/search?replies=with",
    );
  });

  it("leaves the previous period out when the stored history does not reach it", () => {
    renderWith(<ThreadsMentionsCard threads={threads} previousStored={false} />);
    expect(box("threadsStarted")).toBe("Threads started12their first reply came in the range");
    expect(document.querySelector("[data-threads-previous]")).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Previous period" })).toBeNull();
  });

  it("says so when the range has neither thread replies nor mentions", () => {
    const zero = {
      threadsStarted: 0,
      threadsActive: 0,
      messagesWithMentions: 0,
      mentions: 0,
      usersMentioned: 0,
    };
    renderWith(
      <ThreadsMentionsCard
        threads={{ current: zero, previous: threads.previous, topMentioned: [] }}
        previousStored
      />,
    );
    expect(screen.getByText(/No replies in threads and no mentions/)).toBeTruthy();
    expect(document.querySelector("[data-threads]")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
