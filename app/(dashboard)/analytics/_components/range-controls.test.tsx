import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWith } from "@/test/render";
import { RangeControls } from "./range-controls";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => "/analytics",
  useSearchParams: () => new URLSearchParams(),
}));

describe("the custom range", () => {
  it("opens on last month and this month, whatever range is shown, and stops at today", async () => {
    // A 90-day range starts in August: the calendar still opens on October and November.
    const { user } = renderWith(
      <RangeControls firstDay="2026-08-31" lastDay="2026-11-28" today="2026-11-28" tz="UTC" />,
      { searchParams: "?range=90d" },
    );
    await user.click(screen.getByRole("button", { name: "Custom" }));
    const dialog = await screen.findByRole("dialog");
    const grids = await within(dialog).findAllByRole("grid");
    expect(grids.map((g) => g.getAttribute("aria-label"))).toEqual(["October 2026", "November 2026"]);
    const next = within(dialog).getByRole("button", { name: /next month/i });
    expect(next.hasAttribute("disabled") || next.getAttribute("aria-disabled") === "true").toBe(true);
    const tomorrow = within(grids[1] as HTMLElement).getByRole("button", { name: /November 29/ });
    expect(tomorrow.hasAttribute("disabled")).toBe(true);
  });
});
