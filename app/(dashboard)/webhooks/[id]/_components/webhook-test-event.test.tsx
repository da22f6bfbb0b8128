import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWith } from "@/test/render";
import { WebhookTestEvent } from "./webhook-test-event";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const sendTestEventAction = vi.hoisted(() => vi.fn());
vi.mock("@/lib/actions/test-event", () => ({ sendTestEventAction }));

describe("a webhook's test event", () => {
  it("is sent to this webhook, with the trigger picked, and says what its URL answered", async () => {
    sendTestEventAction.mockResolvedValue({
      data: {
        trigger: "group_created",
        stored: false,
        outcome: { url: "https://hooks.example.test/orders", status: 401, ok: false, durationMs: 12 },
        withoutAuth: true,
      },
    });
    const { user } = renderWith(<WebhookTestEvent webhookId="orders" useBasicAuth />);
    expect(screen.getByText(/It carries no Basic auth/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Test trigger"), "group_created");
    await user.click(screen.getByRole("button", { name: "Send test event" }));
    await waitFor(() =>
      expect(sendTestEventAction).toHaveBeenCalledWith({
        trigger: "group_created",
        target: { kind: "webhook", webhookId: "orders" },
      }),
    );
    expect((await screen.findByRole("status")).textContent).toBe(
      "https://hooks.example.test/orders answered 401 in 12 ms. Sent without the webhook's Basic auth.",
    );
  });
});
