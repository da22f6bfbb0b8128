import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { type EventRow, eventsColumns } from "./events-columns";

const event = (trigger: string, data: Record<string, unknown>): EventRow => ({
  id: "1",
  endpointId: "e",
  appId: "a",
  trigger,
  family: "receipts-and-reactions",
  dedupeKey: "k",
  payload: { trigger, data },
  headers: {},
  receivedAt: 1_790_000_000_000,
  attempt: null,
});
const about = (e: EventRow) => {
  const column = eventsColumns.find((c) => c.id === "about");
  const cell = column?.cell as (ctx: { row: { original: EventRow } }) => ReactNode;
  return render(<div>{cell({ row: { original: e } })}</div>);
};

describe("the events list's About column", () => {
  it("shows a reaction as its emoji, the shortcode as its name and tooltip", () => {
    about(event("message_reaction_added", { reaction: { reaction: ":rocket:", uid: "ada" } }));
    const emoji = screen.getByRole("img", { name: ":rocket:" });
    expect(emoji.textContent).toBe("🚀");
    expect(emoji.getAttribute("title")).toBe(":rocket:");
    expect(screen.queryByText(/:rocket:/)).toBeNull();
  });

  it("keeps the summary of other events", () => {
    about(event("message_sent", { message: { data: { text: "hello there" } } }));
    expect(screen.getByText("hello there")).toBeTruthy();
  });
});
