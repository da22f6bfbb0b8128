import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Webhook } from "@/lib/schemas/webhooks";
import type { WebhookHealthResult } from "@/lib/webhook-health";
import { renderWith } from "@/test/render";
import { WebhooksList } from "./webhooks-list";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }),
  usePathname: () => "/webhooks",
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock("../_lib/actions", () => ({ toggleWebhookAction: vi.fn(), deleteWebhookAction: vi.fn() }));

const hook = (id: string, name: string): Webhook => ({
  id,
  name,
  webhookURL: `https://hooks.example.test/${id}`,
  useBasicAuth: false,
  enabled: true,
  retryOnFailure: true,
});
const WEBHOOKS = [hook("orders", "Orders"), hook("audit", "Audit"), hook("hosted", "Hosted")];
const AT = 1_793_534_400;

const row = (name: string) => screen.getByRole("row", { name: new RegExp(name) });

describe("the webhooks list", () => {
  it("draws at once, then shows each webhook's last delivery and failures of the last 24 hours", async () => {
    let answer: (r: Record<string, WebhookHealthResult>) => void = () => {};
    const health = new Promise<Record<string, WebhookHealthResult>>((resolve) => {
      answer = resolve;
    });
    // Awaited, as React wants a render that suspends on a promise to be.
    await act(async () => {
      renderWith(<WebhooksList webhooks={WEBHOOKS} health={health} />);
    });
    expect(screen.getByRole("columnheader", { name: "Deliveries, last 24 h" })).toBeTruthy();
    for (const name of ["Orders", "Audit", "Hosted"]) {
      expect(within(row(name)).getByRole("status").textContent).toBe("Reading deliveries…");
    }
    await act(async () =>
      answer({
        orders: {
          state: "loaded",
          health: {
            delivered: 1,
            failed: 2,
            pending: 0,
            retrying: 0,
            last: { at: AT, state: "failed", attempts: 1, error: "Network error: connect ECONNREFUSED" },
          },
        },
        audit: {
          state: "loaded",
          health: {
            delivered: 7,
            failed: 0,
            pending: 1,
            retrying: 1,
            last: { at: AT + 60, state: "pending", attempts: 1, status: 502 },
          },
        },
      }),
    );
    const orders = await screen.findByText("2 failed in 24 h");
    expect(row("Orders").contains(orders)).toBe(true);
    expect(within(row("Orders")).getByText("Failing")).toBeTruthy();
    expect(within(row("Orders")).getByText(/^Last:/).textContent).toBe(
      "Last: failed · 01 Nov 2026, 12:00:00",
    );
    expect(within(row("Audit")).getByText("Retrying")).toBeTruthy();
    expect(within(row("Audit")).getByText("No failures in 24 h · 1 being retried")).toBeTruthy();
    // A webhook the answer leaves out (or a service without a delivery log) says so.
    expect(within(row("Hosted")).getByText("Not reported by the service")).toBeTruthy();
    expect(screen.queryByText("Reading deliveries…")).toBeNull();
  });
});
