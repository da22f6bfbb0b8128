import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DataTablePagination, type DataTablePaginationProps } from "./data-table-pagination";

function setup(p: Partial<DataTablePaginationProps> = {}) {
  const onPageChange = vi.fn<(page: number) => void>();
  const onPerPageChange = vi.fn<(perPage: number) => void>();
  const props: DataTablePaginationProps = {
    page: 1,
    perPage: 10,
    total: 42,
    rows: 10,
    pageSizes: [10, 25, 50],
    onPageChange,
    onPerPageChange,
    ...p,
  };
  render(<DataTablePagination {...props} />);
  return { onPageChange, onPerPageChange, user: userEvent.setup() };
}
const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });

describe("DataTablePagination", () => {
  it("tells the rows shown and the page reached out of the total", () => {
    setup({ page: 3, rows: 10, total: 1234 });
    expect(screen.getByTestId("range").textContent).toBe("21–30 of 1,234");
    screen.getByText("Page 3 of 124");
  });

  it("an empty list reads as one page of nothing, with no way to move", () => {
    setup({ total: 0, rows: 0 });
    expect(screen.getByTestId("range").textContent).toBe("0 of 0");
    screen.getByText("Page 1 of 1");
    for (const n of ["First page", "Previous page", "Next page", "Last page"])
      expect(button(n).disabled).toBe(true);
  });

  it("each button asks for its page", async () => {
    const { user, onPageChange } = setup({ page: 2 });
    await user.click(button("First page"));
    await user.click(button("Previous page"));
    await user.click(button("Next page"));
    await user.click(button("Last page"));
    expect(onPageChange.mock.calls).toEqual([[1], [1], [3], [5]]);
  });

  it("while a page loads the buttons keep their focus but do nothing", async () => {
    const { user, onPageChange } = setup({ page: 2, disabled: true });
    const next = button("Next page");
    expect(next.disabled).toBe(false);
    expect(next.getAttribute("aria-disabled")).toBe("true");
    await user.click(next);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it("offers the page sizes, and a size the URL named that is not one of them", async () => {
    const { user, onPerPageChange } = setup({ perPage: 30 });
    const select = screen.getByLabelText<HTMLSelectElement>("Rows per page");
    expect([...select.options].map((o) => o.value)).toEqual(["10", "25", "30", "50"]);
    expect(select.value).toBe("30");
    await user.selectOptions(select, "50");
    expect(onPerPageChange).toHaveBeenCalledWith(50);
  });
});
