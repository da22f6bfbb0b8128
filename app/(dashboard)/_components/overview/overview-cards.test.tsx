import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Connection } from "@/lib/server/api/request";
import type { FiguresAnswer } from "@/lib/server/moderation-figures";
import type { Trend } from "@/lib/server/overview";

let answer: () => Promise<{ trends: Trend[]; copying: boolean }>;
vi.mock("@/lib/server/overview", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/server/overview")>()),
  trends: () => answer(),
}));

let figures: () => Promise<FiguresAnswer>;
vi.mock("@/lib/server/moderation-figures", () => ({ readFigures: () => figures() }));

const { ModerationCard, TrendsCard } = await import("./overview-cards");

const days = (...v: number[]) => v;
const messages: Trend = {
  label: "Messages sent",
  value: 1_200,
  previous: 1_000,
  change: 0.2,
  perDay: days(10, 40, 20, 30),
  href: "/analytics?view=messages",
};
const minutes: Trend = {
  label: "Participant minutes",
  value: 300,
  previous: 600,
  change: -0.5,
  perDay: days(5, 0, 15),
  href: "/analytics",
};
const senders: Trend = {
  label: "Distinct senders",
  value: 40,
  previous: 40,
  change: 0,
  href: "/analytics?view=messages",
};

async function show() {
  render(await TrendsCard({ appId: "app" }));
  return screen.getByRole("region", { name: "Trends, last 30 days" });
}

describe("the overview's trends", () => {
  it("gives each figure with its change and its daily shape, and names the one that changed most", async () => {
    answer = async () => ({ trends: [messages, senders, minutes], copying: false });
    const card = await show();
    expect(within(card).getByText(/^Changed most:/).textContent).toBe(
      "Changed most: Participant minutes, down 50% against 600.",
    );
    const item = (label: string) =>
      within(card).getByRole("link", { name: label }).closest("div") as HTMLElement;
    expect(item("Messages sent").textContent).toContain("1,200up 20% against 1,000");
    expect(item("Distinct senders").textContent).toContain("40unchanged against 40");
    expect(within(card).getByRole("link", { name: "Messages sent" }).getAttribute("href")).toBe(
      "/analytics?view=messages",
    );
    const shape = within(item("Messages sent")).getByRole("img");
    expect(shape.getAttribute("aria-label")).toBe(
      "Messages sent per day over the last 30 days, from 10 to 30, at most 40",
    );
    // The highest day touches the top of the box, a day of nothing its bottom.
    expect(shape.querySelector("polyline")?.getAttribute("points")).toBe(
      "0.0,20.5 40.0,1.0 80.0,14.0 120.0,7.5",
    );
    expect(
      within(item("Participant minutes")).getByRole("img").querySelector("polyline")?.getAttribute("points"),
    ).toBe("0.0,18.3 60.0,27.0 120.0,1.0");
    expect(within(item("Distinct senders")).queryByRole("img")).toBeNull();
    // A fall is marked as one.
    expect(within(item("Participant minutes")).getByText("down 50% against 600").className).toContain(
      "text-destructive",
    );
  });

  it("says the first sync is running before anything is stored", async () => {
    answer = async () => ({ trends: [], copying: true });
    expect((await show()).textContent).toContain("The first sync of the app’s messages and calls is running");
  });

  it("says why the figures could not be read", async () => {
    answer = async () => {
      throw new Error("the store is closed");
    };
    expect((await show()).textContent).toContain("Not available: the store is closed");
  });
});

describe("the overview's moderation queue", () => {
  const conn = {} as Connection;
  const answer = (oldestWaiting: number | null): FiguresAnswer => ({
    waiting: {
      reported: oldestWaiting === null ? "0" : "12",
      blocked: oldestWaiting === null ? "0" : "1,000+",
    },
    oldestWaiting,
    figures: { days: [], firstReview: { median: 5_400, p90: 9_000, count: 30 }, byReason: [] },
  });
  const card = () => screen.getByRole("region", { name: "Moderation queue" });

  it("says what waits, since when and how fast it was reviewed, and warns after a day", async () => {
    figures = async () => answer(Math.floor(Date.now() / 1000) - 2 * 86_400);
    render(await ModerationCard({ conn }));
    expect(card().textContent).toContain("Reported, waiting12");
    expect(card().textContent).toContain("Blocked, waiting1,000+");
    expect(card().textContent).toContain("Waiting longestcame in 2 days ago");
    expect(card().textContent).toContain("First review, median (14 days)1h 30m");
    expect(card().getAttribute("data-tone")).toBe("warning");
    expect(within(card()).getByText("Something has waited more than a day for review.")).toBeTruthy();
    expect(within(card()).getByRole("link", { name: "Work the queue" }).getAttribute("href")).toBe(
      "/moderation",
    );
  });

  it("is calm when nothing waits", async () => {
    figures = async () => answer(null);
    render(await ModerationCard({ conn }));
    expect(card().textContent).toContain("Waiting longestNothing waits");
    expect(card().getAttribute("data-tone")).toBeNull();
  });
});
