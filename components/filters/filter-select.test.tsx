import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FilterSelect } from "./filter-select";

const OPTIONS = [
  { value: "ended", label: "Ended" },
  { value: "ongoing", label: "Ongoing" },
] as const;

describe("FilterSelect", () => {
  it("shows the value in force and gives each choice, Any as no filter", async () => {
    const onChange = vi.fn();
    render(<FilterSelect label="Status" value="ended" options={OPTIONS} onChange={onChange} />);
    const select = screen.getByLabelText<HTMLSelectElement>("Status");
    expect(select.value).toBe("ended");
    expect([...select.options].map((o) => o.text)).toEqual(["Any", "Ended", "Ongoing"]);
    const user = userEvent.setup();
    await user.selectOptions(select, "Ongoing");
    expect(onChange).toHaveBeenLastCalledWith("ongoing");
    await user.selectOptions(select, "Any");
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("names the empty choice as the list asks", () => {
    render(<FilterSelect label="Status" value={null} options={OPTIONS} onChange={vi.fn()} anyLabel="All" />);
    const select = screen.getByLabelText<HTMLSelectElement>("Status");
    expect(select.value).toBe("");
    expect(select.options[0]?.text).toBe("All");
  });
});
