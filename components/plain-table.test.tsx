import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PlainTable } from "./plain-table";

describe("a short table", () => {
  it("is named by its caption, with a header per column above the rows given", () => {
    render(
      <PlainTable caption="Receipts per recipient" columns={["Recipient", "Read (UTC)"]}>
        <tr>
          <td>ada</td>
          <td>not yet</td>
        </tr>
      </PlainTable>,
    );
    const table = screen.getByRole("table", { name: "Receipts per recipient" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Recipient", "Read (UTC)"]);
    expect(within(table).getByRole("cell", { name: "not yet" })).toBeTruthy();
  });
});
