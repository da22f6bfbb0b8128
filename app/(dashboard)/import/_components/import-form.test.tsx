import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ImportForm } from "./import-form";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
const planImportAction = vi.fn();
const startImportAction = vi.fn();
vi.mock("../_lib/actions", () => ({
  planImportAction: (input: unknown) => planImportAction(input),
  startImportAction: (input: unknown) => startImportAction(input),
}));

const csv = (name: string, text: string) => new File([text], name, { type: "text/csv" });
const USERS = 'uid,name,createdAt\nann,Ann,1673421419\nbob,=HYPERLINK("http://x"),\nANN,Ann again,\n';

beforeEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    );

describe("the import page", () => {
  it("shows every refused row with its row number and field, dry-runs without sending, then starts the job", async () => {
    const user = userEvent.setup();
    render(<ImportForm />);
    await user.upload(screen.getByLabelText("Users file"), csv("users.csv", USERS));

    expect((await screen.findByTestId("summary-users")).textContent).toContain(
      "users.csv: 3 rows, 1 ready, 2 refused.",
    );
    const refused = screen.getByRole("table", { name: "Refused rows of users.csv" });
    expect(rowsOf(refused)).toEqual([
      ["3", "bob", "name", expect.stringContaining('starts with "=", which a spreadsheet runs as a formula')],
      ["4", "ANN", "uid", expect.stringContaining("repeats the id of row 2")],
    ]);
    expect(screen.getByTestId("ready-rows").textContent).toContain("1 rows ready to send");
    // Nothing is sent before the dry run, and the import cannot start without one.
    expect((screen.getByRole("button", { name: "Import" }) as HTMLButtonElement).disabled).toBe(true);
    expect(planImportAction).not.toHaveBeenCalled();

    planImportAction.mockResolvedValue({
      data: {
        files: [{ kind: "users", name: "users.csv", total: 3, ready: 1, issues: [], moreIssues: 0 }],
        rows: 1,
        requests: 1,
        minSeconds: 0,
      },
    });
    await user.click(screen.getByRole("button", { name: "Dry run" }));
    const plan = await screen.findByRole("region", { name: "Dry run" });
    expect(within(plan).getByTestId("plan-summary").textContent).toContain(
      "Dry run, nothing sent: 1 rows in 1 requests (under a minute at the service's import rate limit).",
    );
    expect(planImportAction).toHaveBeenCalledWith({
      files: [
        {
          kind: "users",
          name: "users.csv",
          text: USERS,
          mapping: expect.objectContaining({ uid: "uid", name: "name" }),
        },
      ],
    });
    expect(startImportAction).not.toHaveBeenCalled();

    startImportAction.mockResolvedValue({ data: { id: "6b0c6f0e-0000-4000-8000-000000000001", rows: 1 } });
    await user.click(screen.getByRole("button", { name: "Import 1 rows" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/jobs/6b0c6f0e-0000-4000-8000-000000000001"));
    expect(startImportAction).toHaveBeenCalledWith(
      expect.objectContaining({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        files: [expect.objectContaining({ kind: "users" })],
      }),
    );
  });

  it("refuses a file over 1 MB, a zip named .csv and broken JSON before anything is checked or sent", async () => {
    const user = userEvent.setup();
    render(<ImportForm />);
    const zip = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])], "groups.csv");
    await user.upload(screen.getByLabelText("Groups file"), zip);
    expect((await screen.findByText(/^groups\.csv: this is a ZIP archive/)).textContent).toContain(
      "Nothing of it will be sent.",
    );
    await user.upload(screen.getByLabelText("Messages file"), new File(['{"messages": {'], "messages.json"));
    expect(await screen.findByText(/^messages\.json: the file is not valid JSON/)).toBeTruthy();
    await user.upload(screen.getByLabelText("Users file"), csv("big.csv", "x".repeat(1_000_001)));
    expect((await screen.findByText(/^big\.csv: the file is/)).textContent).toContain(
      "an import file may be at most 1.0 MB",
    );
    expect(screen.queryByRole("button", { name: "Dry run" })).toBeNull();
  });

  it("maps columns whose names differ, and remembers the choice for the next file of the kind", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ImportForm />);
    const file = "User ID,Display name\nann,Ann\nbob,Bob\n";
    await user.upload(screen.getByLabelText("Users file"), csv("people.csv", file));
    expect((await screen.findByTestId("summary-users")).textContent).toContain("2 rows, 0 ready, 2 refused.");
    expect(rowsOf(screen.getByRole("table", { name: "Refused rows of people.csv" }))).toEqual([
      ["1", "—", "uid, name", "no column is chosen for it"],
    ]);
    await user.selectOptions(screen.getByLabelText("uid (required)"), "User ID");
    await user.selectOptions(screen.getByLabelText("name (required)"), "Display name");
    expect(screen.getByTestId("summary-users").textContent).toContain("2 rows, 2 ready, 0 refused.");
    unmount();

    render(<ImportForm />);
    await user.upload(
      screen.getByLabelText("Users file"),
      csv("more-people.csv", "User ID,Display name\ncy,Cy\n"),
    );
    expect((await screen.findByTestId("summary-users")).textContent).toContain("1 rows, 1 ready, 0 refused.");
    expect((screen.getByLabelText("uid (required)") as HTMLSelectElement).value).toBe("User ID");
  });
});
