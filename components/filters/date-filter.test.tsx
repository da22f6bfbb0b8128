import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { dayEndSeconds, dayStartSeconds } from "@/lib/format";
import { DateFilter } from "./date-filter";

// 10 and 15 Mar 2024, 00:00:00 UTC.
const MARCH_10 = 1_710_028_800;
const MARCH_15 = 1_710_460_800;

async function pickMarch15(label: string, toSeconds: (d: Date) => number) {
  const onChange = vi.fn();
  render(<DateFilter label={label} value={MARCH_10} toSeconds={toSeconds} onChange={onChange} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: `${label}: 10 Mar 2024` }));
  // The popover and its calendar load on first use.
  const grid = await screen.findByRole("grid", {}, { timeout: 5000 });
  await user.click(within(grid).getByRole("button", { name: /March 15th, 2024/ }));
  return { onChange, grid };
}

describe("DateFilter", () => {
  it("shows the chosen day and clears it", async () => {
    const onChange = vi.fn();
    render(
      <DateFilter label="Started from" value={MARCH_10} toSeconds={dayStartSeconds} onChange={onChange} />,
    );
    screen.getByRole("button", { name: "Started from: 10 Mar 2024" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Clear started from" }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(null);
  });

  it("without a day it reads 'any day' and offers nothing to clear", () => {
    render(<DateFilter label="Ended by" value={null} toSeconds={dayEndSeconds} onChange={vi.fn()} />);
    screen.getByRole("button", { name: "Ended by: any day" });
    expect(screen.queryByRole("button", { name: "Clear ended by" })).toBeNull();
  });

  it("opens on the chosen day's month with that day selected", async () => {
    render(
      <DateFilter label="Started from" value={MARCH_10} toSeconds={dayStartSeconds} onChange={vi.fn()} />,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Started from: 10 Mar 2024" }));
    const grid = await screen.findByRole("grid", {}, { timeout: 5000 });
    const selected = within(grid)
      .getAllByRole("gridcell")
      .filter((c) => c.getAttribute("aria-selected") === "true");
    expect(selected.map((c) => c.getAttribute("data-day"))).toEqual(["2024-03-10"]);
  });

  it("a 'from' filter takes the first second of the picked day (UTC), then closes", async () => {
    const { onChange, grid } = await pickMarch15("Started from", dayStartSeconds);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(MARCH_15);
    await waitFor(() => expect(grid.isConnected).toBe(false));
  });

  it("a 'by' filter takes the last second of the picked day (UTC)", async () => {
    const { onChange } = await pickMarch15("Ended by", dayEndSeconds);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(MARCH_15 + 86_399);
  });
});
