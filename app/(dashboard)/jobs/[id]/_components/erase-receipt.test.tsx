import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { EraseReceipt as Receipt } from "@/lib/bulk/erase-receipt";
import { renderWith } from "@/test/render";
import { EraseReceipt } from "./erase-receipt";

vi.mock("@/lib/bulk/erase-actions", () => ({ eraseReceiptAction: vi.fn() }));

const base: Receipt = {
  jobId: "j1",
  uid: "ada",
  by: "admin@x.test",
  status: "done",
  startedAt: 1_790_000_000,
  endedAt: 1_790_000_060,
  removed: [
    { kind: "message", label: "Messages (deleted for everyone, permanently)", count: 2, ids: ["11", "12"] },
    { kind: "user", label: "The user (deleted permanently)", count: 1, ids: ["ada"] },
  ],
  notRemoved: [],
  userDeleted: true,
};

describe("an erasure's receipt", () => {
  it("counts and names what was removed, when and by whom", () => {
    renderWith(<EraseReceipt jobId="j1" initial={base} />);
    const receipt = screen.getByRole("region", { name: "Receipt" });
    expect(within(receipt).getByRole("status").textContent).toBe(
      "Everything was removed: the user ada is gone.",
    );
    const row = receipt.querySelector('[data-kind="message"]');
    expect(row?.textContent).toContain("2");
    expect(row?.textContent).toContain("11, 12");
    expect(within(receipt).getByTestId("receipt-removed").textContent).toBe("3");
    expect(receipt.textContent).toContain("started by admin@x.test");
    expect(receipt.textContent).toContain("kept in the audit log");
  });

  it("says plainly when the user was kept, with what is left and why", () => {
    renderWith(
      <EraseReceipt
        jobId="j1"
        initial={{
          ...base,
          removed: base.removed.slice(0, 1),
          userDeleted: false,
          notRemoved: [
            {
              kind: "user",
              label: "The user (deleted permanently)",
              count: 1,
              items: [{ item: "User ada", why: "Not deleted, as some of theirs is left (messages: 1)." }],
            },
          ],
        }}
      />,
    );
    const receipt = screen.getByRole("region", { name: "Receipt" });
    expect(within(receipt).getByRole("alert").textContent).toContain("so the user ada was kept");
    expect(receipt.textContent).toContain("User ada: Not deleted, as some of theirs is left (messages: 1).");
  });
});
