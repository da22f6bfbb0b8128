import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWith } from "@/test/render";
import { EventsFilters } from "./events-filters";

const NONE = { trigger: null, family: null, q: null };

describe("EventsFilters", () => {
  it("shows the filters in force and patches the one changed", async () => {
    const onChange = vi.fn();
    renderWith(
      <EventsFilters value={{ ...NONE, family: "calls" }} onChange={onChange} onClear={vi.fn()} active />,
    );
    expect(screen.getByLabelText<HTMLSelectElement>("Family").value).toBe("calls");
    await userEvent.setup().selectOptions(screen.getByLabelText("Trigger"), "group_created");
    expect(onChange).toHaveBeenLastCalledWith({ trigger: "group_created" });
  });

  it("offers clearing only while a filter is set", async () => {
    const onClear = vi.fn();
    const { rerender } = renderWith(
      <EventsFilters value={NONE} onChange={vi.fn()} onClear={onClear} active={false} />,
    );
    const clear = screen.getByRole("button", { name: "Clear filters" }) as HTMLButtonElement;
    expect(clear.disabled).toBe(true);
    rerender(<EventsFilters value={{ ...NONE, q: "hello" }} onChange={vi.fn()} onClear={onClear} active />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Clear filters" }));
    expect(onClear).toHaveBeenCalledOnce();
  });
});
