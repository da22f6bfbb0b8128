import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WEEKS_AFTER } from "@/lib/chat-store/retention-model";
import { renderWith } from "@/test/render";
import { RetentionTable } from "./retention-table";

const later = (...n: (number | null)[]) => [...n, ...Array(WEEKS_AFTER - n.length).fill(null)];

describe("the weekly retention table", () => {
  it("shows each cohort's new senders and the share of them back in each later week, shaded by it", () => {
    renderWith(
      <RetentionTable
        tz="Europe/Berlin"
        retention={{
          openWeek: "2026-03-16",
          cohorts: [
            { week: "2026-03-02", users: 4, returned: later(3, 1) },
            { week: "2026-03-09", users: 0, returned: later(0) },
            { week: "2026-03-16", users: 2, returned: later() },
          ],
        }}
      />,
    );
    const table = screen.getByRole("table");
    expect(
      within(table).getByText(/share who sent a message again in each of the next 8 weeks/),
    ).toBeTruthy();
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual([
      "Week of first message",
      "New senders",
      ...Array.from({ length: 8 }, (_, k) => `Week ${k + 1}`),
    ]);
    const rows = within(table).getAllByRole("row").slice(1);
    const first = within(rows[0] as HTMLElement).getAllByRole("cell");
    expect(first.map((c) => c.textContent).slice(0, 4)).toEqual(["4", "75%", "25%", "·not yet"]);
    expect((first[1] as HTMLElement).getAttribute("title")).toBe("3 of 4");
    // 75 % of the way to the strongest shade; 25 % a third of that.
    expect((first[1] as HTMLElement).style.getPropertyValue("--shade")).toBe("25%");
    expect((first[2] as HTMLElement).style.getPropertyValue("--shade")).toBe("8%");
    // A week with no newcomers has no shares to give.
    expect(within(rows[1] as HTMLElement).getAllByRole("cell")[1]?.textContent).toBe("–no new senders");
    expect(within(rows[2] as HTMLElement).getByRole("rowheader").textContent).toContain("(so far)");
    expect(screen.getByText(/still under way: its figures are so far/)).toBeTruthy();
  });

  it("says why there is no cohort when no week starts within the range", () => {
    renderWith(<RetentionTable tz="UTC" retention={{ cohorts: [], openWeek: null }} />);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText(/No week starts within this range/)).toBeTruthy();
  });
});
