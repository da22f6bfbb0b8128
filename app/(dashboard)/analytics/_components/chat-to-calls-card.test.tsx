import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ChatToCalls } from "@/lib/chat-store/chat-to-calls-model";
import { renderWith } from "@/test/render";
import { ChatToCallsCard } from "./chat-to-calls-card";

const toCalls: ChatToCalls = {
  current: { chatters: 1_200, calledAfter: 300, calledShare: 0.25, calls: 540, callsPerChatter: 0.45 },
  previous: { chatters: 1_000, calledAfter: 125, calledShare: 0.125, calls: 200, callsPerChatter: 0.2 },
  callsCoverPrevious: true,
};

/** A figure's whole box: its label, value, detail and previous period, as a reader meets them. */
const box = (key: string) => document.querySelector(`[data-chat-calls="${key}"]`)?.parentElement?.textContent;

describe("the From chat to calls card", () => {
  it("shows each figure with its detail and the previous period's beside it", () => {
    renderWith(<ChatToCallsCard toCalls={toCalls} previousStored />);
    expect(screen.getByRole("heading", { name: "From chat to calls" })).toBeTruthy();
    expect(box("chatters")).toBe("Active chatters1,200sent at least one messageprevious period 1,000");
    expect(box("calledAfter")).toBe("Called after chatting30025% of chattersprevious period 125 (12.5%)");
    expect(box("callsPerChatter")).toBe(
      "Calls per chatter0.45540 calls with a chatter in themprevious period 0.2",
    );
    expect(screen.getByText(/being rung without answering does not count/)).toBeTruthy();
    // The calls list filters by one user, not by a set of them: the count links nowhere.
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("leaves the previous period out when the stored history does not reach it", () => {
    renderWith(<ChatToCallsCard toCalls={toCalls} previousStored={false} />);
    expect(box("calledAfter")).toBe("Called after chatting30025% of chatters");
    expect(document.querySelector("[data-chat-calls-previous]")).toBeNull();
  });

  it("says so when nobody chatted in the range, without figures", () => {
    const none = { chatters: 0, calledAfter: 0, calledShare: null, calls: 0, callsPerChatter: null };
    renderWith(<ChatToCallsCard toCalls={{ ...toCalls, current: none }} previousStored />);
    expect(screen.getByText(/Nobody sent a message in this range/)).toBeTruthy();
    expect(document.querySelector("[data-chat-calls]")).toBeNull();
  });
});
