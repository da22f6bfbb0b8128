import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ListReactionsParams } from "@/lib/inputs/chat-messages-query";
import type { Reaction } from "@/lib/schemas/reactions";
import { textMessage } from "@/test/message-fixture";
import { renderWith } from "@/test/render";
import { ReactionsTable } from "./reactions-table";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => "/messages/42",
  useSearchParams: () => new URLSearchParams(),
}));

const reaction = (id: string, r: string, uid: string): Reaction => ({
  id,
  messageId: "42",
  reaction: r,
  uid,
  reactedAt: 1_790_000_000,
  reactedBy: { uid, name: uid.toUpperCase(), role: "default", status: "offline" },
});
const REACTIONS = [
  reaction("1", ":rocket:", "ada"),
  reaction("2", ":rocket:", "bob"),
  reaction("3", "👍", "ada"),
];
const listReactionsAction = vi.fn(async (p: ListReactionsParams) => {
  const rows = REACTIONS.filter((r) => !p.reaction || r.reaction === p.reaction);
  return { data: { data: rows, meta: { current: { limit: p.limit, count: rows.length } } } };
});
vi.mock("../../_lib/actions", () => ({
  listReactionsAction: (p: ListReactionsParams) => listReactionsAction(p),
}));

const message = textMessage({
  data: {
    text: "ship it",
    reactions: [
      { reaction: ":rocket:", count: 2 },
      { reaction: "👍", count: 1 },
    ],
  },
});

describe("a message's reactions", () => {
  it("shows shortcodes as emoji in the filter and the list, named by the shortcode", async () => {
    const { user } = renderWith(
      <ReactionsTable message={message} initialParams={{ messageId: "42", limit: 10, affix: "append" }} />,
    );
    const rocket = screen.getByRole("button", { name: ":rocket:: 2" });
    expect(rocket.textContent).toBe("🚀 2");
    expect(within(rocket).getByTitle(":rocket:").textContent).toBe("🚀");
    expect(screen.getByRole("button", { name: "👍: 1" }).textContent).toBe("👍 1");
    const table = await screen.findByRole("table", { name: "Reactions, oldest first" });
    expect(
      (await within(table).findAllByRole("img", { name: ":rocket:" })).map((e) => e.textContent),
    ).toEqual(["🚀", "🚀"]);
    expect(within(table).queryByText(":rocket:")).toBeNull();
    await user.click(rocket);
    expect(await screen.findByRole("table", { name: "Reactions 🚀, oldest first" })).toBeTruthy();
    expect(listReactionsAction).toHaveBeenLastCalledWith(expect.objectContaining({ reaction: ":rocket:" }));
  });
});
