import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { DataExportView } from "@/lib/schemas/data-exports";
import { renderWith } from "@/test/render";
import { ExportsTable } from "./exports-table";

const actions = vi.hoisted(() => ({
  listExportsAction: vi.fn(),
  deleteExportAction: vi.fn(),
  exportLinkAction: vi.fn(),
  createExportAction: vi.fn(),
}));
vi.mock("../_lib/actions", () => actions);

const view = (o: Partial<DataExportView>): DataExportView => ({
  id: "e1",
  kinds: ["messages"],
  format: "jsonl",
  subject: null,
  rangeFrom: Date.UTC(2026, 10, 1) / 1000,
  rangeTo: Date.UTC(2026, 10, 8) / 1000,
  status: "done",
  rowsDone: 12_345,
  currentKind: null,
  bytes: 3 * 1024 * 1024,
  error: null,
  createdBy: "maker@example.com",
  createdAt: Date.UTC(2026, 10, 27, 9) / 1000,
  finishedAt: Date.UTC(2026, 10, 27, 9, 1) / 1000,
  expiresAt: Date.UTC(2026, 11, 4, 9) / 1000,
  deletable: true,
  ...o,
});

const rowOf = (id: string) => document.querySelector(`tr[data-export-id="${id}"]`) as HTMLElement;

beforeEach(() => {
  for (const f of Object.values(actions)) f.mockReset();
});

describe("the exports list", () => {
  it("says there are none yet, and how to make one", () => {
    renderWith(<ExportsTable initial={[]} />);
    expect(screen.getByText(/No exports yet/)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows a running export's progress, and reads the list again until it is done", async () => {
    const running = view({
      status: "running",
      rowsDone: 4_000,
      currentKind: "users",
      kinds: ["messages", "users"],
    });
    actions.listExportsAction.mockResolvedValue({
      data: [view({ kinds: ["messages", "users"], rowsDone: 9_000 })],
    });
    renderWith(<ExportsTable initial={[running]} />);
    const row = rowOf("e1");
    expect(within(row).getByText("running")).toBeTruthy();
    expect(within(row).getByRole("status").textContent).toBe("4,000 rows, now Users");
    expect(within(row).queryByRole("button", { name: /Download/ })).toBeNull();
    await waitFor(() => expect(within(rowOf("e1")).getByText("done")).toBeTruthy(), { timeout: 3000 });
    expect(within(rowOf("e1")).getByText("9,000 rows")).toBeTruthy();
    expect(within(rowOf("e1")).getByRole("button", { name: "Download Messages" })).toBeTruthy();
    expect(within(rowOf("e1")).getByRole("button", { name: "Download Users" })).toBeTruthy();
  });

  it("shows a finished export's range, format, size, maker and expiry, and downloads through a fresh link", async () => {
    actions.exportLinkAction.mockResolvedValue({ data: { url: "/api/exports/download/tok" } });
    const assign = vi.fn();
    Object.defineProperty(window, "location", { value: { ...window.location, assign }, configurable: true });
    const { user } = renderWith(<ExportsTable initial={[view({})]} />);
    const row = rowOf("e1");
    const cells = within(row)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual(["Messages", "01 Nov 2026 – 07 Nov 2026", "jsonl", "3.0 MiB"]);
    expect(cells[5]).toBe("maker@example.com");
    expect(cells[7]).toBe("04 Dec 2026, 09:00:00");
    await user.click(within(row).getByRole("button", { name: "Download" }));
    expect(actions.exportLinkAction).toHaveBeenCalledWith({ id: "e1" });
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/api/exports/download/tok?kind=messages"));
  });

  it("shows why an export failed, with no download", () => {
    renderWith(
      <ExportsTable
        initial={[view({ status: "failed", error: "The service refused a read: no (ERR_X)" })]}
      />,
    );
    const row = rowOf("e1");
    expect(within(row).getByText("failed")).toBeTruthy();
    expect(within(row).getByText("The service refused a read: no (ERR_X)")).toBeTruthy();
    expect(within(row).queryByRole("button", { name: /Download/ })).toBeNull();
  });

  it("deletes only after confirming, and not at all when the confirmation is cancelled", async () => {
    actions.deleteExportAction.mockResolvedValue({ data: { id: "e1" } });
    actions.listExportsAction.mockResolvedValue({ data: [] });
    const { user } = renderWith(<ExportsTable initial={[view({})]} />);
    await user.click(screen.getByRole("button", { name: "Delete export of Messages" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Delete this export?")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(actions.deleteExportAction).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Delete export of Messages" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete export" }),
    );
    expect(actions.deleteExportAction).toHaveBeenCalledWith({ id: "e1" });
    await waitFor(() => expect(screen.getByText(/No exports yet/)).toBeTruthy());
  });

  it("shows a user's archive as everything about them, linked, its row marked for the link from their page, one zip to download", async () => {
    actions.exportLinkAction.mockResolvedValue({ data: { url: "/api/exports/download/tok" } });
    const assign = vi.fn();
    Object.defineProperty(window, "location", { value: { ...window.location, assign }, configurable: true });
    const archive = view({
      id: "a1",
      kinds: ["profile", "messages"],
      format: "zip",
      subject: "ada",
      rangeFrom: null,
      rangeTo: null,
    });
    const { user } = renderWith(<ExportsTable initial={[archive]} />);
    const row = rowOf("a1");
    expect(row.id).toBe("export-a1");
    const cells = within(row)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells.slice(0, 3)).toEqual([
      "Everything about user adaProfile, Messages, with a README, as one zip",
      "Whole history",
      "zip",
    ]);
    expect(within(row).getByRole("link", { name: "ada" }).getAttribute("href")).toBe("/users/ada");
    expect(
      within(row)
        .getAllByRole("button", { name: /Download/ })
        .map((b) => b.textContent),
    ).toEqual(["Download zip"]);
    await user.click(within(row).getByRole("button", { name: "Download zip" }));
    expect(actions.exportLinkAction).toHaveBeenCalledWith({ id: "a1" });
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/api/exports/download/tok?kind=archive"));
    expect(
      within(row).getByRole("button", { name: "Delete export of Everything about user ada" }),
    ).toBeTruthy();
  });

  it("says an archive whose kinds are all read is being packed", () => {
    renderWith(
      <ExportsTable
        initial={[
          view({ format: "zip", subject: "ada", status: "running", currentKind: null, rowsDone: 12 }),
        ]}
      />,
    );
    expect(within(rowOf("e1")).getByRole("status").textContent).toBe("12 rows, now packing the zip");
  });

  it("offers no delete to an admin who may not delete it", () => {
    renderWith(<ExportsTable initial={[view({ deletable: false })]} />);
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
  });
});
