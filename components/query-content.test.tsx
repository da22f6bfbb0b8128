import type { UseQueryResult } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QueryContent } from "./query-content";

// Only the fields QueryContent reads, as a query in each state has them.
const query = (q: { isPending: boolean; error: Error | null; data?: string[] }) =>
  q as unknown as UseQueryResult<string[]>;
const list = (data: string[]) => (
  <ul>
    {data.map((d) => (
      <li key={d}>{d}</li>
    ))}
  </ul>
);

describe("a query's content", () => {
  it("says it is loading until the answer comes", () => {
    render(<QueryContent query={query({ isPending: true, error: null })}>{list}</QueryContent>);
    expect(screen.getByText("Loading…")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows why it failed as an alert", () => {
    render(
      <QueryContent query={query({ isPending: false, error: new Error("No such role.") })}>
        {list}
      </QueryContent>,
    );
    expect(screen.getByRole("alert").textContent).toBe("No such role.");
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("draws the answer once it has come", () => {
    render(
      <QueryContent query={query({ isPending: false, error: null, data: ["a", "b"] })}>{list}</QueryContent>,
    );
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["a", "b"]);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
