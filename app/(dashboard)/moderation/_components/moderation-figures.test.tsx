import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/lib/db/types";
import type { ReviewOutcome } from "@/lib/inputs/moderation-query";
import type { FlaggedMessage } from "@/lib/schemas/moderation";
import type { FiguresAnswer } from "@/lib/server/moderation-figures";
import { quietSenderHistory } from "@/test/moderation-fixtures";
import { renderWith } from "@/test/render";
import { ModerationFiguresCard } from "./moderation-figures";
import { ReviewQueue } from "./review-queue";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), dismiss: vi.fn() }) }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

const report = (id: string, messageId: string, text: string): FlaggedMessage => ({
  id,
  messageId,
  message: {
    id: messageId,
    sender: "spam",
    receiver: "reader",
    receiverType: "user",
    type: "text",
    sentAt: 1_700_000_000,
    data: { text },
  },
  flags: [{ uid: "reader", reason: "Spam", createdAt: 1_700_000_100 }],
  status: "pending",
  createdAt: 1_700_000_100,
  updatedAt: 1_700_000_100,
});

// The service: what waits, and what an outcome took out of it.
const service = vi.hoisted(() => ({ flagged: [] as FlaggedMessage[], reviewed: 0 }));
const figuresOf = (): FiguresAnswer => ({
  waiting: { reported: String(service.flagged.length), blocked: "0" },
  oldestWaiting: service.flagged[0]?.createdAt ?? null,
  figures: {
    days: [{ day: "2023-11-14", reported: service.flagged.length + service.reviewed, blocked: 0 }],
    firstReview: service.reviewed ? { median: 60, p90: 60, count: service.reviewed } : undefined,
    byReason: service.reviewed ? [{ reasonId: "spam", approved: service.reviewed, removed: 0 }] : [],
  },
});
const actions = vi.hoisted(() => ({
  listQueueAction: vi.fn(async ({ kind }: { kind: "flagged" | "blocked" }) => ({
    data: { kind, items: kind === "flagged" ? service.flagged : [] },
  })),
  applyOutcomeAction: vi.fn(async (input: ReviewOutcome) => {
    service.flagged = service.flagged.filter((f) => f.id !== input.id);
    service.reviewed++;
    return { data: { message: "ok" } };
  }),
  moderationFiguresAction: vi.fn(),
  messageContextAction: vi.fn(async () => ({ data: { before: [], after: [] } })),
  senderHistoryAction: vi.fn(async () => quietSenderHistory()),
}));
vi.mock("../_lib/actions", () => actions);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  service.flagged = [report("f1", "101", "buy cheap watches"), report("f2", "102", "last chance")];
  service.reviewed = 0;
  for (const a of Object.values(actions)) a.mockClear();
  actions.moderationFiguresAction.mockImplementation(async () => ({ data: figuresOf() }));
});
afterEach(() => {
  vi.useRealTimers();
});

const MODERATOR: Role = "moderator";

function setup() {
  return renderWith(
    <>
      <ModerationFiguresCard initial={figuresOf()} reasonNames={{ spam: "Spam" }} />
      <ReviewQueue
        reasons={[{ id: "spam", name: "Spam", description: "" }] as never}
        rules={[]}
        canChangeRules={false}
        role={MODERATOR}
      />
    </>,
  );
}
const figures = () => screen.getByRole("region", { name: "Moderation figures" });
const waitingReported = () => within(figures()).getByText(/reported$/).parentElement?.textContent;

describe("moderation figures", () => {
  it("are the server's first reading, with one bar per day labelled with its counts", async () => {
    setup();
    expect(waitingReported()).toBe("2 reported");
    expect(within(figures()).getByText(/nothing reviewed yet/)).toBeTruthy();
    const days = within(figures()).getByRole("list", { name: "Reports and blocks per day" });
    expect(within(days).getByRole("listitem").getAttribute("aria-label")).toBe(
      "14 Nov 2023: 2 reported, 0 blocked",
    );
    await waitFor(() => expect(screen.getByRole("region", { name: "Message 101" })).toBeTruthy());
    expect(actions.moderationFiguresAction).not.toHaveBeenCalled();
  });

  it("are read again once an outcome applies: what waits, time to first review and outcomes by reason", async () => {
    setup();
    await waitFor(() => expect(screen.getByRole("region", { name: "Message 101" })).toBeTruthy());
    act(() => void fireEvent.keyDown(document.body, { key: "a" }));
    // Not while the outcome can still be undone: nothing changed yet.
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(actions.moderationFiguresAction).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(waitingReported()).toBe("1 reported"));
    expect(actions.moderationFiguresAction).toHaveBeenCalledOnce();
    expect(figures().textContent).toContain("median 60 s");
    expect(within(figures()).getByRole("row", { name: /Spam/ }).textContent).toBe("Spam10");
  });

  it("keep the last reading when a refresh fails", async () => {
    actions.moderationFiguresAction.mockResolvedValue({ serverError: "The service is down." });
    setup();
    await waitFor(() => expect(screen.getByRole("region", { name: "Message 101" })).toBeTruthy());
    act(() => void fireEvent.keyDown(document.body, { key: "a" }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(actions.moderationFiguresAction).toHaveBeenCalled());
    expect(waitingReported()).toBe("2 reported");
  });
});
