import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Message } from "@/lib/schemas/messages";
import { renderWith } from "@/test/render";
import { actionLine, MessageTranscript } from "./message-transcript";

vi.mock("../_lib/actions", () => ({ deleteMessageAction: vi.fn(), editMessageAction: vi.fn() }));

// 2026-11-04 23:59:50 UTC, ten seconds before the next day.
const T = Date.UTC(2026, 10, 4, 23, 59, 50) / 1000;

function message(id: number, over: Partial<Message> = {}): Message {
  return {
    id: String(id),
    conversationId: "group_g",
    sender: "ada",
    receiverType: "group",
    receiver: "g",
    category: "message",
    type: "text",
    data: {
      text: `line ${id}`,
      entities: { sender: { entityType: "user", entity: { uid: "ada", name: "Ada" } } },
    },
    sentAt: T,
    updatedAt: T,
    ...over,
  } as Message;
}

const ROWS: Message[] = [
  message(1, {
    editedAt: T + 1,
    editedBy: "ada",
    data: { text: "line 1", reactions: [{ reaction: "👍", count: 3 }] },
  }),
  message(2, { replyCount: 2 }),
  message(3, { sentAt: T + 20, deletedAt: T + 30, deletedBy: "mod" }),
  message(4, {
    sentAt: T + 25,
    type: "image",
    data: { attachments: [{ url: "https://cdn.example/cat.png", name: "cat.png" }] },
  }),
  message(5, {
    sentAt: T + 26,
    sender: "app_system",
    category: "action",
    type: "groupMember",
    data: {
      action: "kicked",
      entities: {
        by: { entityType: "user", entity: { uid: "olga", name: "Olga" } },
        on: { entityType: "user", entity: { uid: "xavi", name: "Xavi" } },
        for: { entityType: "group", entity: { guid: "g", name: "G" } },
      },
    },
  }),
];

const cursor = {
  page: 1,
  shown: ROWS.length,
  hasPrevious: true,
  hasNext: false,
  onPrevious: vi.fn(),
  onNext: vi.fn(),
  labels: { previous: "Older", next: "Newer" },
};

function setup(p: Partial<Parameters<typeof MessageTranscript>[0]> = {}) {
  return renderWith(
    <MessageTranscript
      rows={ROWS}
      isCurrent={(m) => m.id === "2"}
      canAct={false}
      busy={false}
      cursor={cursor}
      {...p}
    />,
  );
}
const articles = () =>
  within(screen.getByRole("feed", { name: "Messages, oldest first" })).getAllByRole("article");

describe("a conversation's transcript", () => {
  it("writes each day once, above its first message, in the date format", () => {
    setup();
    const days = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(days).toEqual(["04 Nov 2026", "05 Nov 2026"]);
    expect(articles()[2]?.querySelector("h3")?.textContent).toBe("05 Nov 2026");
  });

  it("names each sender beside their avatar, links them, and gives the time of day", () => {
    setup();
    const first = articles()[1] as HTMLElement;
    expect(within(first).getByRole("link", { name: "Ada" }).getAttribute("href")).toBe("/users/ada");
    expect(first.querySelector("time")?.textContent).toBe("23:59:50");
  });

  it("marks edits and deletions, and shows a deleted message's deletion rather than its text", () => {
    setup();
    const [edited, , deleted] = articles();
    expect(edited?.textContent).toContain("edited");
    expect(deleted?.textContent).toContain("This message was deleted by mod on 05 Nov 2026, 00:00:20.");
    expect(deleted?.textContent).not.toContain("line 3");
  });

  it("counts reactions and links a thread's replies to the message", () => {
    setup();
    const [withReactions, withThread] = articles();
    const reactions = within(withReactions as HTMLElement).getByRole("list", { name: "Reactions" });
    expect(reactions.textContent).toBe("👍3");
    expect(
      within(withThread as HTMLElement)
        .getByRole("link", { name: "2 replies" })
        .getAttribute("href"),
    ).toBe("/messages/2");
  });

  it("shows an image attachment as the image, named", () => {
    setup();
    const img = within(articles()[3] as HTMLElement).getByRole("img", { name: "cat.png" });
    expect(img.getAttribute("src")).toBe("https://cdn.example/cat.png");
  });

  it("reads a group's action as a sentence", () => {
    setup();
    expect(articles()[4]?.textContent).toContain("Olga kicked Xavi");
    expect(actionLine(message(9, { category: "action", data: { action: "joined", entities: {} } }))).toBe(
      "someone joined",
    );
  });

  it("highlights the message it was opened at and makes it the one Tab reaches", () => {
    setup();
    const current = articles().filter((a) => a.getAttribute("aria-current") === "true");
    expect(current.map((a) => a.getAttribute("aria-posinset"))).toEqual(["2"]);
    expect(articles().map((a) => a.getAttribute("tabindex"))).toEqual(["-1", "0", "-1", "-1", "-1"]);
  });

  it("moves between messages with the arrow keys, Home and End", () => {
    setup();
    const all = articles();
    all[1]?.focus();
    fireEvent.keyDown(all[1] as HTMLElement, { key: "ArrowDown" });
    expect(document.activeElement).toBe(all[2]);
    fireEvent.keyDown(all[2] as HTMLElement, { key: "End" });
    expect(document.activeElement).toBe(all[4]);
    fireEvent.keyDown(all[4] as HTMLElement, { key: "ArrowDown" });
    expect(document.activeElement).toBe(all[4]);
    fireEvent.keyDown(all[4] as HTMLElement, { key: "Home" });
    expect(document.activeElement).toBe(all[0]);
    expect(all[0]?.getAttribute("tabindex")).toBe("0");
  });

  it("offers editing and deleting in place to those who may, editing only where there is something to edit", () => {
    setup({ canAct: true });
    // The group's action has neither; the deleted message can only be deleted (permanently).
    expect(screen.getAllByRole("button", { name: /^Delete message / })).toHaveLength(ROWS.length - 1);
    expect(
      screen.getAllByRole("button", { name: /^Edit message / }).map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Edit message 1…", "Edit message 2…", "Edit message 4…"]);
    setup({ canAct: false });
    expect(screen.getAllByRole("button", { name: /^Edit message / })).toHaveLength(3);
  });

  it("says when the page is loading, empty, or could not be read, with a way to try again", async () => {
    const { rerender } = setup({ rows: [], busy: true });
    expect(screen.getByRole("status").textContent).toBe("Loading messages…");
    rerender(
      <MessageTranscript rows={[]} isCurrent={() => false} canAct={false} busy={false} cursor={cursor} />,
    );
    expect(screen.getByText("No messages here")).toBeTruthy();
    const onRetry = vi.fn();
    rerender(
      <MessageTranscript
        rows={[]}
        isCurrent={() => false}
        canAct={false}
        busy={false}
        cursor={cursor}
        error="The service is not answering."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain("The service is not answering.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
