import { act, screen, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { textMessage } from "@/test/message-fixture";
import { renderWith } from "@/test/render";
import { MessageDetail } from "./message-detail";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }),
  usePathname: () => "/messages/42",
  useSearchParams: () => new URLSearchParams(),
}));
// Nothing here is read again from the browser: the message and its first page of reactions are given.
vi.mock("../../_lib/actions", () => ({ getMessageAction: vi.fn(), listReactionsAction: vi.fn() }));

const message = textMessage();
type First = Awaited<ComponentProps<typeof MessageDetail>["reactions"]>;
const PAGE = {
  data: [
    {
      id: "1",
      messageId: "42",
      reaction: "👍",
      uid: "bob",
      reactedAt: 1_790_000_000,
      reactedBy: { uid: "bob", name: "Bob", role: "default", status: "offline" },
    },
  ],
  meta: { current: { limit: 10, count: 1 } },
} as NonNullable<First["initialPage"]>;

const draw = async (reactions: Promise<First>) => {
  await act(async () => {
    renderWith(
      <MessageDetail
        initial={message}
        canDelete={false}
        initialReactionParams={{ messageId: "42", limit: 10, affix: "append" }}
        reactions={reactions}
      />,
    );
  });
  return screen.getByRole("region", { name: "Reactions" });
};

describe("a message's page while its reactions load", () => {
  it("shows the message's fields at once and fills the reactions card when their page comes", async () => {
    let arrive: (f: First) => void = () => {};
    const card = await draw(new Promise<First>((r) => (arrive = r)));
    screen.getByRole("heading", { name: "Fields" });
    screen.getByRole("heading", { name: "Receipts" });
    within(card).getByText("Loading reactions…");
    await act(async () => arrive({ initialPage: PAGE }));
    const table = within(card).getByRole("table", { name: "Reactions, oldest first" });
    expect(within(table).getAllByRole("row")).toHaveLength(2);
    within(table).getByRole("row", { name: /Bob/ });
    expect(within(card).queryByText("Loading reactions…")).toBeNull();
  });

  it("shows a failure of the read in the reactions card, and the fields stay", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const card = await draw(Promise.reject(new Error("the reactions broke")));
    expect(within(card).getByRole("alert").textContent).toContain(
      "This list could not be loaded: the reactions broke",
    );
    screen.getByRole("heading", { name: "Fields" });
    logged.mockRestore();
  });
});
