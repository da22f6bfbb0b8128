import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ChatReactions } from "@/lib/chat-store/reactions-model";
import { renderWith } from "@/test/render";
import { ReactionsCard } from "./reactions-card";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

const reactions: ChatReactions = {
  current: { reactions: 1_250, messagesWithReactions: 400 },
  previous: { reactions: 900, messagesWithReactions: 350 },
  perDay: [
    { day: "2026-11-02", reactions: 1_000 },
    { day: "2026-11-03", reactions: 0 },
    { day: "2026-11-04", reactions: 250 },
  ],
  top: [
    { reaction: "👍", reactions: 800, previous: 500 },
    { reaction: ":tada:", reactions: 450, previous: 0 },
  ],
};

const box = (key: string) => document.querySelector(`[data-reactions="${key}"]`)?.parentElement?.textContent;

describe("the Reactions card", () => {
  it("shows the reactions on the range's messages per day and the most used, with the previous period", () => {
    renderWith(<ReactionsCard reactions={reactions} tz="Europe/Berlin" previousStored />);
    expect(screen.getByRole("heading", { name: "Reactions" })).toBeTruthy();
    expect(box("reactions")).toBe("Reactions on the range’s messages1,250previous period 900");
    expect(box("messagesWithReactions")).toBe("Messages with reactions400previous period 350");
    expect(
      screen.getByRole("figure", {
        name: "Reactions on each day's messages in Europe/Berlin: 1,250 over 3 days",
      }),
    ).toBeTruthy();
    const table = screen.getByRole("table", { name: /reactions used most/ });
    const rows = within(table)
      .getAllByRole("row")
      .map((r) => r.textContent);
    expect(rows).toEqual(["Most usedReactionsPrevious period", "👍800500", ":tada:4500"]);
    // Only counts per message are known: the help says what a day's figure is, and nothing links.
    expect(screen.getByText(/those on the messages sent that day, whenever they came/)).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("leaves the previous period out when the stored history does not reach it", () => {
    renderWith(<ReactionsCard reactions={reactions} tz="UTC" previousStored={false} />);
    expect(box("reactions")).toBe("Reactions on the range’s messages1,250");
    expect(document.querySelector("[data-reactions-previous]")).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Previous period" })).toBeNull();
  });

  it("says so when the range's messages have no reactions", () => {
    const none = { ...reactions, current: { reactions: 0, messagesWithReactions: 0 }, top: [] };
    renderWith(<ReactionsCard reactions={none} tz="UTC" previousStored />);
    expect(screen.getByText("No reactions on this range’s messages (previous period: 900).")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
