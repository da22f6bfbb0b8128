import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Delivery } from "@/lib/schemas/webhooks";
import type { DeliveryPage } from "@/lib/server/api/mgmt-webhooks";
import { renderWith } from "@/test/render";
import { DeliveriesTable, PENDING_POLL_MS } from "./deliveries-table";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }),
  usePathname: () => "/webhooks/orders",
  useSearchParams: () => new URLSearchParams(),
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const AT = 1_793_534_400;
const ERROR = "Network error: connect ECONNREFUSED 127.0.0.1:9 (the receiver's host refused the connection)";
const delivery = (id: string, state: Delivery["state"], extra: Partial<Delivery> = {}): Delivery => ({
  id,
  trigger: "user_connection_status_changed",
  state,
  attempts: 1,
  createdAt: AT,
  payload: { trigger: "message_sent", data: {}, appId: "app1", region: "eu", webhook: "orders" },
  attemptsLog: [
    {
      attempt: 1,
      attemptedAt: AT,
      durationMs: 3,
      ...(state === "delivered" ? { status: 200 } : { error: ERROR }),
    },
  ],
  ...extra,
});
const page = (rows: Delivery[]): DeliveryPage => ({
  data: rows,
  meta: {
    pagination: { total: rows.length, count: rows.length, per_page: 25, current_page: 1, total_pages: 1 },
  },
});

const service = vi.hoisted(() => ({ rows: [] as Delivery[] }));
const failedNow = () => service.rows.filter((d) => d.state === "failed");
const actions = vi.hoisted(() => ({
  listDeliveriesAction: vi.fn(),
  redeliverDeliveryAction: vi.fn(),
  redeliverFailedAction: vi.fn(),
}));
vi.mock("../../_lib/actions", () => actions);

beforeEach(() => {
  vi.clearAllMocks();
  actions.listDeliveriesAction.mockImplementation(async (p: { state?: string }) => ({
    data: {
      available: true,
      page: page(p.state ? service.rows.filter((d) => d.state === p.state) : service.rows),
    },
  }));
  actions.redeliverDeliveryAction.mockImplementation(async ({ deliveryId }: { deliveryId: string }) => {
    service.rows = service.rows.map((d) => (d.id === deliveryId ? { ...d, state: "delivered" as const } : d));
    return { data: { id: deliveryId, state: "pending" } };
  });
  actions.redeliverFailedAction.mockImplementation(async () => {
    const n = failedNow().length;
    service.rows = service.rows.map((d) =>
      d.state === "failed" ? { ...d, state: "delivered" as const } : d,
    );
    return {
      data: {
        redelivered: n,
        message: `${n} failed deliveries of the webhook orders will be sent again now.`,
      },
    };
  });
});

function show(rows: Delivery[], enabled = true) {
  service.rows = rows;
  return renderWith(
    <DeliveriesTable
      webhookId="orders"
      webhookURL="https://hooks.example.test/orders"
      retryOnFailure
      enabled={enabled}
      initialFailed={failedNow().length}
      initialParams={{ page: 1, perPage: 25 }}
      initialPage={page(rows)}
    />,
  );
}
const row = (id: string) =>
  screen
    .getAllByRole("row")
    .find((r) => within(r).queryByRole("button", { name: `Redeliver delivery ${id}` }));

describe("the delivery log", () => {
  it("offers to redeliver a failed row, and only a failed one", async () => {
    const { user } = show([delivery("12", "failed"), delivery("11", "delivered")]);
    expect(screen.getAllByRole("button", { name: /^Redeliver delivery/ })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Redeliver delivery 12" }));
    expect(actions.redeliverDeliveryAction).toHaveBeenCalledWith({ webhookId: "orders", deliveryId: "12" });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Delivery 12 is being sent again."));
    // The log and the failed count are read again: the row is no longer failed.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Redeliver delivery 12" })).toBeNull());
    expect(screen.getByRole("button", { name: "Redeliver failed" })).toHaveProperty("disabled", true);
  });

  it("wraps a long error in its column, with the whole sentence in its title and the attempt log", () => {
    show([delivery("12", "failed")]);
    const cell = screen.getAllByText(ERROR)[0] as HTMLElement;
    expect(cell.getAttribute("title")).toBe(ERROR);
    expect(cell.className).toContain("whitespace-normal");
    expect(cell.className).toContain("line-clamp-3");
    expect(row("12")?.textContent).toContain(`#1 01 Nov 2026, 12:00:00 · no answer · 3 ms · ${ERROR}`);
  });

  it("asks before redelivering every failed delivery, saying how many and where to", async () => {
    const { user } = show([delivery("13", "failed"), delivery("12", "failed"), delivery("11", "delivered")]);
    const all = screen.getByRole("button", { name: "Redeliver failed (2)" });
    await user.click(all);
    let dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByRole("heading").textContent).toBe("Redeliver 2 failed deliveries?");
    expect(dialog.textContent).toContain("https://hooks.example.test/orders");
    expect(dialog.textContent).toContain("retried after 10 s and 30 s");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(actions.redeliverFailedAction).not.toHaveBeenCalled();

    await user.click(all);
    dialog = screen.getByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Redeliver 2 failed deliveries" }));
    expect(actions.redeliverFailedAction).toHaveBeenCalledWith({ webhookId: "orders" });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        "2 failed deliveries of the webhook orders will be sent again now.",
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Redeliver failed" })).toHaveProperty("disabled", true),
    );
    expect(screen.queryAllByRole("button", { name: /^Redeliver delivery/ })).toHaveLength(0);
  });

  it("cannot redeliver when nothing failed, nor while the webhook is disabled, and says why", () => {
    const first = show([delivery("11", "delivered")]);
    expect(screen.getByRole("button", { name: "Redeliver failed" })).toHaveProperty("disabled", true);
    first.unmount();
    show([delivery("12", "failed")], false);
    const all = screen.getByRole("button", { name: "Redeliver failed (1)" });
    const one = screen.getByRole("button", { name: "Redeliver delivery 12" });
    for (const button of [all, one]) {
      expect(button).toHaveProperty("disabled", true);
      expect(button.getAttribute("title")).toBe(
        "The webhook is disabled: enable it to send its deliveries again.",
      );
    }
  });

  it("reads itself again while a delivery waits to be sent, and stops once none does", async () => {
    show([delivery("12", "pending", { nextAttemptAt: AT + 10 })]);
    expect(actions.listDeliveriesAction).not.toHaveBeenCalled();
    service.rows = [delivery("12", "delivered")];
    const log = screen.getByRole("table", { name: "Delivery attempts, newest first" });
    expect(within(log).getByText("pending")).toBeTruthy();
    await waitFor(() => expect(within(log).getByText("delivered")).toBeTruthy(), {
      timeout: PENDING_POLL_MS + 2_000,
    });
    expect(actions.listDeliveriesAction).toHaveBeenCalledWith({ webhookId: "orders", page: 1, perPage: 25 });
    const reads = actions.listDeliveriesAction.mock.calls.length;
    await new Promise((r) => setTimeout(r, PENDING_POLL_MS + 500));
    expect(actions.listDeliveriesAction.mock.calls.length).toBe(reads);
  });
});
