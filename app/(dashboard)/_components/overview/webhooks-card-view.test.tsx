import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DeliveryHealth, WebhookHealthRow } from "@/lib/webhook-health";
import { WebhooksCardView } from "./webhooks-card-view";

const AT = 1_793_534_400;
const fine: DeliveryHealth = {
  delivered: 12,
  failed: 0,
  pending: 0,
  retrying: 0,
  last: { at: AT, state: "delivered", attempts: 1, status: 200 },
};
const row = (id: string, health: DeliveryHealth): WebhookHealthRow => ({
  id,
  name: `Hook ${id}`,
  enabled: true,
  result: { state: "loaded", health },
});

const card = () => screen.getByRole("region", { name: "Webhook deliveries, last 24 hours" });
const item = (name: string) => within(card()).getByText(name).closest("li") as HTMLElement;

describe("the overview's webhook card", () => {
  it("turns red while deliveries fail, and says so in words", () => {
    render(
      <WebhooksCardView
        rows={[
          row("orders", {
            ...fine,
            failed: 3,
            last: { at: AT, state: "failed", attempts: 1, status: 500 },
          }),
          row("audit", { ...fine, pending: 1, retrying: 1 }),
          row("quiet", fine),
        ]}
      />,
    );
    expect(card().getAttribute("data-tone")).toBe("danger");
    expect(card().className).toContain("border-destructive");
    expect(within(card()).getByRole("status").textContent).toBe(
      "Deliveries are failing: 1 webhook needs attention.",
    );
    expect(item("Hook orders").textContent).toContain("Failing");
    expect(item("Hook orders").textContent).toContain(
      "12 delivered · 3 failed · 0 pending · last failed (HTTP 500)",
    );
    expect(item("Hook audit").textContent).toContain("Retrying");
    expect(item("Hook quiet").textContent).toContain("Delivering");
  });

  it("turns amber while deliveries are retried and none failed", () => {
    render(
      <WebhooksCardView rows={[row("audit", { ...fine, pending: 2, retrying: 2 }), row("quiet", fine)]} />,
    );
    expect(card().getAttribute("data-tone")).toBe("warning");
    expect(card().className).toContain("border-amber-500");
    expect(within(card()).getByRole("status").textContent).toBe("Deliveries are being retried.");
  });

  it("keeps its usual colours, and says nothing more, when every delivery went through", () => {
    render(
      <WebhooksCardView
        rows={[
          row("quiet", fine),
          { id: "hosted", name: "Hosted", enabled: false, result: { state: "unreported" } },
        ]}
      />,
    );
    expect(card().hasAttribute("data-tone")).toBe(false);
    expect(within(card()).queryByRole("status")).toBeNull();
    expect(item("Hosted").textContent).toContain("disabled");
    expect(item("Hosted").textContent).toContain("deliveries not listed by the service");
  });

  it("offers to create a webhook when there is none", () => {
    render(<WebhooksCardView rows={[]} />);
    expect(within(card()).getByRole("link", { name: "Create one" }).getAttribute("href")).toBe(
      "/webhooks/new",
    );
  });
});
