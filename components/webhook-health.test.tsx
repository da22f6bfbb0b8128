import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DeliveryHealth } from "@/lib/webhook-health";
import { WebhookHealthSummary } from "./webhook-health";

const AT = 1_793_534_400; // 01 Nov 2026, 12:00:00 UTC
const quiet: DeliveryHealth = { delivered: 0, failed: 0, pending: 0, retrying: 0 };

const show = (health: DeliveryHealth) =>
  render(<WebhookHealthSummary result={{ state: "loaded", health }} />);
const tone = () => screen.getByText(/^(Failing|Failed deliveries|Retrying|Delivering|No deliveries yet)$/);

describe("a webhook's health cell", () => {
  it("says a webhook is failing, how its last delivery went and when, and its failures of the last day", () => {
    show({
      ...quiet,
      delivered: 4,
      failed: 3,
      last: { at: AT, state: "failed", attempts: 1, status: 500, error: "The receiver answered HTTP 500." },
    });
    expect(tone().textContent).toBe("Failing");
    expect(tone().closest("[data-tone]")?.getAttribute("data-tone")).toBe("failing");
    expect(screen.getByText(/^Last:/).textContent).toBe("Last: failed (HTTP 500) · 01 Nov 2026, 12:00:00");
    expect(screen.getByText("3 failed in 24 h").className).toContain("text-destructive");
  });

  it("stays red after a success while failures of the last day wait to be sent again", () => {
    show({
      ...quiet,
      delivered: 9,
      failed: 2,
      last: { at: AT, state: "delivered", attempts: 1, status: 200 },
    });
    expect(tone().textContent).toBe("Failed deliveries");
    expect(screen.getByText(/^Last:/).textContent).toBe("Last: delivered (HTTP 200) · 01 Nov 2026, 12:00:00");
  });

  it("is amber, in words, while deliveries wait for a retry", () => {
    show({ ...quiet, pending: 2, retrying: 1, last: { at: AT, state: "pending", attempts: 1, status: 503 } });
    expect(tone().textContent).toBe("Retrying");
    expect(tone().closest("[data-tone]")?.getAttribute("data-tone")).toBe("retrying");
    expect(screen.getByText(/^Last:/).textContent).toMatch(/^Last: waiting for a retry · /);
    expect(screen.getByText("No failures in 24 h · 1 being retried")).toBeTruthy();
  });

  it("is green when deliveries go through, and quiet without any", () => {
    const first = show({
      ...quiet,
      delivered: 5,
      last: { at: AT, state: "delivered", attempts: 1, status: 204 },
    });
    expect(tone().textContent).toBe("Delivering");
    expect(screen.getByText("No failures in 24 h")).toBeTruthy();
    first.unmount();
    show(quiet);
    expect(tone().textContent).toBe("No deliveries yet");
    expect(screen.queryByText(/^Last:/)).toBeNull();
  });

  it("says when the service keeps no delivery log, or the log could not be read", () => {
    const { rerender } = render(<WebhookHealthSummary result={{ state: "unreported" }} />);
    expect(screen.getByText("Not reported by the service")).toBeTruthy();
    rerender(
      <WebhookHealthSummary
        result={{ state: "error", message: "Too many requests (ERR_TOO_MANY_REQUESTS)" }}
      />,
    );
    expect(screen.getByText("Not available: Too many requests (ERR_TOO_MANY_REQUESTS)")).toBeTruthy();
  });
});
