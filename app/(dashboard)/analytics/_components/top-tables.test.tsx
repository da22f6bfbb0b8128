import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Panel } from "@/lib/call-store/panel-model";
import { TopTables } from "./top-tables";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

const panel = {
  topUsers: [
    { uid: "ada", minutes: 120.5, calls: 4 },
    { uid: "ghost", minutes: 3, calls: 1 },
  ],
  topGroups: [{ group: "team", minutes: 80, calls: 2 }],
} as Pick<Panel, "topUsers" | "topGroups"> as Panel;
const range = { from: 1_790_000_000, to: 1_790_086_400 };

describe("top users and groups", () => {
  it("show each name beside its id, and the id alone where no name is known", () => {
    render(
      <TopTables
        panel={panel}
        range={range}
        names={{ users: { ada: "Ada Lovelace" }, groups: { team: "The Team" } }}
      />,
    );
    const users = screen.getAllByRole("table")[0] as HTMLElement;
    const ada = within(users).getByRole("link", { name: "Ada Lovelace ada" });
    expect(ada.getAttribute("href")).toMatch(/^\/calls\?uid=ada&/);
    expect(within(users).getByRole("link", { name: "ghost" })).toBeTruthy();
    const groups = screen.getAllByRole("table")[1] as HTMLElement;
    const row = within(groups).getByText("The Team").closest("tr") as HTMLElement;
    expect(within(row).getByText("team")).toBeTruthy();
  });

  it("show the ids until the names arrive", () => {
    render(<TopTables panel={panel} range={range} />);
    expect(screen.getByRole("link", { name: "ada" })).toBeTruthy();
    expect(screen.queryByText("Ada Lovelace")).toBeNull();
    expect(screen.getByText("team").closest("tr")?.textContent).toBe("team802");
  });
});
