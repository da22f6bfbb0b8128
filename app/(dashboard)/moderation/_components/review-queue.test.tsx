import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/lib/db/types";
import type { ReviewOutcome } from "@/lib/inputs/moderation-query";
import type { BlockedMessage, FlaggedMessage } from "@/lib/schemas/moderation";
import { quietSenderHistory } from "@/test/moderation-fixtures";
import { renderWith } from "@/test/render";
import { ReviewQueue } from "./review-queue";

const toast = vi.hoisted(() =>
  Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() }),
);
vi.mock("sonner", () => ({ toast }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

const message = (id: string, sender: string, receiver: string, text: string, receiverType = "user") => ({
  id,
  sender,
  receiver,
  receiverType,
  type: "text",
  sentAt: 1_700_000_000,
  data: { text, entities: { sender: { entity: { name: `${sender} name` } } } },
});
const flagged = (id: string, m: ReturnType<typeof message>, remark?: string): FlaggedMessage => ({
  id,
  messageId: m.id,
  message: m,
  flags: [{ uid: "reader", reason: "Spam", ...(remark ? { remark } : {}), createdAt: 1_700_000_100 }],
  status: "pending",
  createdAt: 1_700_000_100,
  updatedAt: 1_700_000_100,
});
const blocked = (id: string, m: ReturnType<typeof message>): BlockedMessage => ({
  id,
  ruleId: "words",
  ruleName: "Bad words",
  revisionId: "1",
  condition: {
    id: 1,
    isKeywordsReferencePresent: false,
    isMediaPresent: false,
    entity: "message",
    operand: "text",
    category: "message",
    operator: "contains",
    value: ["zorbix"],
  },
  matched: "zorbix",
  message: m,
  action: ["blockMessage"],
  status: "pending",
  createdAt: 1_700_000_100,
  updatedAt: 1_700_000_100,
});

// The service's queue: what an outcome applies to leaves it.
const service = vi.hoisted(() => ({ flagged: [] as FlaggedMessage[], blocked: [] as BlockedMessage[] }));
type QueueQuery = { sender?: string; receiver?: string };
const actions = vi.hoisted(() => ({
  listQueueAction: vi.fn(async ({ kind, query }: { kind: "flagged" | "blocked"; query?: QueueQuery }) => {
    const items: (FlaggedMessage | BlockedMessage)[] = kind === "flagged" ? service.flagged : service.blocked;
    const { sender, receiver } = query ?? {};
    return {
      data: {
        kind,
        items: items.filter(
          (i) => (!sender || i.message.sender === sender) && (!receiver || i.message.receiver === receiver),
        ),
      },
    };
  }),
  applyOutcomeAction: vi.fn(async (input: ReviewOutcome) => {
    service.flagged = service.flagged.filter((f) => f.id !== input.id);
    service.blocked = service.blocked.filter((b) => b.id !== input.id);
    return { data: { message: "ok" } } as { data?: { message: string }; serverError?: string };
  }),
  messageContextAction: vi.fn(async () => ({ data: { before: [], after: [] } })),
  senderHistoryAction: vi.fn(async () => quietSenderHistory(2)),
}));
vi.mock("../_lib/actions", () => actions);
// The pickers' suggestions: people and groups by name, as the service would match them.
const directory = vi.hoisted(() => {
  const match =
    (rows: { value: string; label: string; detail: string }[]) => async (input: { search?: string }) => ({
      data: rows.filter((r) =>
        `${r.value} ${r.label}`.toLowerCase().includes((input.search ?? "").toLowerCase()),
      ),
    });
  return {
    searchUsersAction: match([
      { value: "spam", label: "Sam Pamphlet", detail: "spam" },
      { value: "troll", label: "Tristan Roll", detail: "troll" },
      { value: "reader", label: "Rita Reader", detail: "reader" },
    ]),
    searchGroupsAction: match([
      { value: "staff", label: "Staff room", detail: "staff · private · 4 members" },
    ]),
    searchConversationsAction: vi.fn(),
  };
});
vi.mock("@/lib/pickers/actions", () => directory);
vi.mock("@/lib/actions/names", () => ({
  lookupNamesAction: async () => ({
    data: { users: { reader: "Rita Reader" }, groups: { staff: "Staff room" } },
  }),
}));

const MODERATOR: Role = "moderator";
const REASONS = [{ id: "spam", name: "Spam", description: "" }] as never;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  service.flagged = [
    flagged("f1", message("101", "spam", "reader", "buy cheap watches"), "ads again"),
    flagged("f2", message("102", "spam", "reader", "last chance")),
    flagged("f3", message("103", "troll", "staff", "rude words", "group")),
  ];
  service.blocked = [blocked("b1", message("201", "spam", "reader", "try zorbix today"))];
  for (const a of Object.values(actions)) a.mockClear();
  toast.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const r = renderWith(
    <ReviewQueue
      reasons={REASONS}
      rules={[{ id: "words", name: "Bad words" }]}
      canChangeRules
      role={MODERATOR}
    />,
  );
  return r;
}
const current = () => screen.getByRole("region", { name: /^Message / });
const currentId = () => current().getAttribute("aria-label");
const press = (key: string) => act(() => void fireEvent.keyDown(document.body, { key }));
const waitOutUndo = () => act(() => vi.advanceTimersByTimeAsync(5000));
const shown = () =>
  within(screen.getByRole("list", { name: "Waiting for review" }))
    .getAllByRole("button")
    .map((b) => b.textContent);

describe("review queue", () => {
  it("shows the first waiting message with why it waits", async () => {
    setup();
    await waitFor(() => expect(currentId()).toBe("Message 101"));
    expect(current().textContent).toContain("buy cheap watches");
    expect(current().textContent).toContain("Reported by reader for spam: “ads again”");
    expect(shown()).toEqual(["spam namebuy cheap watches", "spam namelast chance", "troll namerude words"]);
    // Whom it was sent by and to: names beside their ids, each a link to their page.
    expect(within(current()).getByRole("link", { name: "spam name spam" }).getAttribute("href")).toBe(
      "/users/spam",
    );
    const to = await within(current()).findByRole("link", { name: "Rita Reader reader" });
    expect(to.getAttribute("href")).toBe("/users/reader");
  });

  it("j and p move between the messages, staying within the list", async () => {
    setup();
    await waitFor(() => expect(currentId()).toBe("Message 101"));
    press("j");
    expect(currentId()).toBe("Message 102");
    press("j");
    press("j");
    expect(currentId()).toBe("Message 103");
    press("p");
    expect(currentId()).toBe("Message 102");
    press("p");
    press("p");
    expect(currentId()).toBe("Message 101");
  });

  it("a approves the current message: the next becomes current and the outcome applies after the undo window", async () => {
    setup();
    await waitFor(() => expect(currentId()).toBe("Message 101"));
    press("a");
    expect(currentId()).toBe("Message 102");
    expect(toast).toHaveBeenCalledWith("Approved: message 101", expect.objectContaining({ duration: 5000 }));
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(actions.applyOutcomeAction).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(actions.applyOutcomeAction).toHaveBeenCalledExactlyOnceWith({
      kind: "flagged",
      id: "f1",
      outcome: "approve",
      reasonId: undefined,
    });
    await waitFor(() => expect(shown()).toHaveLength(2));
    expect(currentId()).toBe("Message 102");
  });

  it("d removes with the reason chosen for the record", async () => {
    const { user } = setup();
    await waitFor(() => expect(currentId()).toBe("Message 101"));
    await user.selectOptions(screen.getByLabelText("Reason recorded with the outcome"), "spam");
    (document.activeElement as HTMLElement).blur();
    press("d");
    expect(currentId()).toBe("Message 102");
    await waitOutUndo();
    expect(actions.applyOutcomeAction).toHaveBeenCalledWith(
      expect.objectContaining({ id: "f1", outcome: "remove", reasonId: "spam" }),
    );
  });

  it("u takes back the last outcome before it applies", async () => {
    setup();
    await waitFor(() => expect(currentId()).toBe("Message 101"));
    press("a");
    press("d");
    expect(currentId()).toBe("Message 103");
    press("u");
    expect(currentId()).toBe("Message 102");
    expect(toast.dismiss).toHaveBeenCalledWith("outcome-flagged:f2");
    await waitOutUndo();
    expect(actions.applyOutcomeAction).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: "f1" }));
  });

  it("the toast's Undo takes an outcome back too", async () => {
    setup();
    await waitFor(() => expect(currentId()).toBe("Message 101"));
    press("d");
    const options = toast.mock.calls[0]?.[1] as { action: { label: string; onClick: () => void } };
    expect(options.action.label).toBe("Undo");
    act(() => options.action.onClick());
    expect(currentId()).toBe("Message 101");
    await waitOutUndo();
    expect(actions.applyOutcomeAction).not.toHaveBeenCalled();
  });

  it("kick and ban are for group messages only, and name the group", async () => {
    setup();
    await waitFor(() => expect(currentId()).toBe("Message 101"));
    press("k");
    expect(currentId()).toBe("Message 101");
    expect(toast).not.toHaveBeenCalled();
    press("j");
    press("j");
    expect(currentId()).toBe("Message 103");
    press("k");
    expect(toast).toHaveBeenCalledWith("Removed, sender kicked from staff: message 103", expect.anything());
    await waitOutUndo();
    expect(actions.applyOutcomeAction).toHaveBeenCalledWith({
      kind: "flagged",
      id: "f3",
      outcome: "kick",
      reasonId: undefined,
    });
  });

  it("a key that does not apply to the message says why, beside the outcomes, until another message is shown", async () => {
    setup();
    await waitFor(() => expect(currentId()).toBe("Message 101"));
    const status = () => within(current()).getByRole("status").textContent;
    expect(status()).toBe("");
    press("b");
    expect(status()).toBe(
      "“Remove and ban” is for messages sent to a group; message 101 went to reader alone. To stop the sender everywhere, press x (remove and deactivate sender).",
    );
    press("k");
    expect(status()).toMatch(/^“Remove and kick” is for messages sent to a group/);
    expect(toast).not.toHaveBeenCalled();
    press("j");
    expect(currentId()).toBe("Message 102");
    expect(status()).toBe("");
    press("p");
    expect(status()).toBe("");
    press("a");
    expect(currentId()).toBe("Message 102");
    expect(status()).toBe("");
  });

  it("an outcome the service refuses brings the message back and says why", async () => {
    actions.applyOutcomeAction.mockResolvedValueOnce({ serverError: "The service is down." });
    setup();
    await waitFor(() => expect(currentId()).toBe("Message 101"));
    press("a");
    expect(currentId()).toBe("Message 102");
    await waitOutUndo();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Approved: message 101 failed: The service is down."),
    );
    expect(shown()).toHaveLength(3);
  });

  it("keys typed into a filter box are text, not outcomes", async () => {
    const { user } = setup();
    await waitFor(() => expect(currentId()).toBe("Message 101"));
    await user.type(screen.getByLabelText("Sender"), "adj");
    expect(toast).not.toHaveBeenCalled();
    await waitOutUndo();
    expect(actions.applyOutcomeAction).not.toHaveBeenCalled();
  });

  it("the blocked tab shows the rule that withheld the message", async () => {
    const { user } = setup();
    await waitFor(() => expect(currentId()).toBe("Message 101"));
    await user.click(screen.getByRole("tab", { name: "Blocked by rules" }));
    await waitFor(() => expect(currentId()).toBe("Message 201"));
    expect(current().textContent).toContain("Blocked by the rule Bad words on zorbix.");
    expect(actions.listQueueAction).toHaveBeenLastCalledWith(expect.objectContaining({ kind: "blocked" }));
  });

  it("picks the shown messages for a bulk action on their reports", async () => {
    const { user } = setup();
    await waitFor(() => expect(currentId()).toBe("Message 101"));
    await user.click(screen.getByRole("checkbox", { name: "Select message f2" }));
    const bar = screen.getByRole("region", { name: "Bulk actions" });
    expect(within(bar).getByRole("status").textContent).toBe("1 message selected");
    await user.click(screen.getByRole("checkbox", { name: "Select all 3 shown" }));
    expect(within(bar).getByRole("status").textContent).toBe("3 messages selected");
    expect(
      within(bar)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Clear", "Approve (dismiss the reports)…", "Remove the messages…"]);
  });

  it("filters by a sender picked by name: the queue is read for their uid, and its keys work at once", async () => {
    const { user } = setup();
    await waitFor(() => expect(currentId()).toBe("Message 101"));
    const sender = screen.getByRole("combobox", { name: "Sender" });
    await user.type(sender, "tristan{Enter}");
    await waitFor(() => expect(currentId()).toBe("Message 103"));
    expect(actions.listQueueAction).toHaveBeenLastCalledWith({
      kind: "flagged",
      query: expect.objectContaining({ sender: "troll" }),
    });
    expect((sender as HTMLInputElement).value).toBe("troll");
    expect(shown()).toEqual(["troll namerude words"]);
    // The pick handed the keys back: "j" is the queue's, not a letter in the box.
    expect(document.activeElement).toBe(document.body);
    await user.keyboard("j");
    expect((sender as HTMLInputElement).value).toBe("troll");
  });

  it("filters by a group picked by name in “Sent to”: the queue is read for its guid", async () => {
    const { user } = setup();
    await waitFor(() => expect(currentId()).toBe("Message 101"));
    const sentTo = screen.getByRole("combobox", { name: "Sent to" });
    await user.type(sentTo, "staff ro");
    const option = await screen.findByRole("option", { name: /Staff room/ });
    expect(option.textContent).toContain("Group · staff");
    await user.click(option);
    await waitFor(() => expect(currentId()).toBe("Message 103"));
    expect(actions.listQueueAction).toHaveBeenLastCalledWith({
      kind: "flagged",
      query: expect.objectContaining({ receiver: "staff" }),
    });
    // Clearing the box lifts the filter.
    await user.clear(sentTo);
    await waitFor(() => expect(shown()).toHaveLength(3));
  });

  it("Escape in a filter box with no suggestions open hands the keys back to the queue", async () => {
    const { user } = setup();
    await waitFor(() => expect(currentId()).toBe("Message 101"));
    const sender = screen.getByRole("combobox", { name: "Sender" });
    await user.type(sender, "sam");
    await screen.findByRole("listbox");
    // The first Escape closes the suggestions; the second leaves the box.
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(document.activeElement).toBe(sender);
    await user.keyboard("{Escape}");
    expect(document.activeElement).toBe(document.body);
  });

  it("an empty queue says nothing waits", async () => {
    service.flagged = [];
    setup();
    await screen.findByText("Nothing waits for review.");
  });
});

describe("picking a range of messages", () => {
  const IDS = ["f1", "f2", "f3", "f4", "f5", "f6"];
  beforeEach(() => {
    service.flagged = IDS.map((id, n) =>
      flagged(id, message(`10${n + 1}`, "spam", "reader", `offer ${n + 1}`)),
    );
  });
  const box = (id: string) =>
    screen.getByRole("checkbox", { name: `Select message ${id}` }) as HTMLInputElement;
  /** The shown messages picked. */
  const picked = () =>
    IDS.filter(
      (id) =>
        (screen.queryByRole("checkbox", { name: `Select message ${id}` }) as HTMLInputElement | null)
          ?.checked,
    );
  const bar = () => screen.queryByRole("region", { name: "Bulk actions" });
  const count = () => (bar() ? within(bar() as HTMLElement).getByRole("status").textContent : "none");

  it("click item 2, shift-click item 5: items 2 to 5 are picked; upwards too; again, they drop", async () => {
    const { user } = setup();
    await waitFor(() => expect(currentId()).toBe("Message 101"));
    await user.click(box("f2"));
    await user.keyboard("{Shift>}");
    await user.click(box("f5"));
    expect(picked()).toEqual(["f2", "f3", "f4", "f5"]);
    expect(count()).toBe("4 messages selected");
    // From the same item: the last one picked without Shift.
    await user.click(box("f1"));
    expect(picked()).toEqual(["f1", "f2", "f3", "f4", "f5"]);
    await user.click(box("f4"));
    await user.keyboard("{/Shift}");
    expect(picked()).toEqual(["f1", "f5"]);
    expect(count()).toBe("2 messages selected");
    // Picking is not reviewing: the same message is shown and no outcome was chosen.
    expect(currentId()).toBe("Message 101");
    expect(toast).not.toHaveBeenCalled();
  });

  it("Shift+Space on a checkbox picks the range from the keyboard; the queue's keys still work there", async () => {
    const { user } = setup();
    await waitFor(() => expect(currentId()).toBe("Message 101"));
    act(() => box("f2").focus());
    await user.keyboard(" ");
    act(() => box("f5").focus());
    await user.keyboard("{Shift>} {/Shift}");
    expect(picked()).toEqual(["f2", "f3", "f4", "f5"]);
    await user.keyboard(" ");
    expect(picked()).toEqual(["f2", "f3", "f4"]);
    await user.keyboard("j");
    expect(currentId()).toBe("Message 102");
    expect(toast).not.toHaveBeenCalled();
  });

  it("a range runs over the shown messages: one whose outcome is chosen is left out", async () => {
    const { user } = setup();
    await waitFor(() => expect(currentId()).toBe("Message 101"));
    await user.click(screen.getByRole("button", { name: /offer 3/ }));
    press("a");
    expect(shown()).toHaveLength(5);
    await user.click(box("f2"));
    await user.keyboard("{Shift>}");
    await user.click(box("f5"));
    await user.keyboard("{/Shift}");
    expect(picked()).toEqual(["f2", "f4", "f5"]);
    expect(count()).toBe("3 messages selected");
  });

  it("another tab or filter drops the picks; the same tab again keeps them", async () => {
    const { user } = setup();
    await waitFor(() => expect(currentId()).toBe("Message 101"));
    await user.click(box("f1"));
    await user.click(screen.getByRole("tab", { name: "Reported by users" }));
    expect(count()).toBe("1 message selected");
    await user.click(screen.getByRole("tab", { name: "Blocked by rules" }));
    await waitFor(() => expect(currentId()).toBe("Message 201"));
    expect(bar()).toBeNull();
    await user.click(screen.getByRole("tab", { name: "Reported by users" }));
    await waitFor(() => expect(currentId()).toBe("Message 101"));
    expect(picked()).toEqual([]);
    await user.click(box("f1"));
    await user.type(screen.getByLabelText("Sent to"), "rita");
    await user.click(await screen.findByRole("option", { name: /Rita Reader/ }));
    expect(bar()).toBeNull();
  });
});
