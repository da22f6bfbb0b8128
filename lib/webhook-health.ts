import type { Delivery } from "./schemas/webhooks";

/** A webhook's deliveries at a glance, read from the sandbox's delivery log (the hosted service keeps none). */
export interface DeliveryHealth {
  /** The newest delivery: when it was last tried (or queued, if not yet tried) and how it stands. */
  last?: { at: number; state: Delivery["state"]; attempts: number; status?: number; error?: string };
  /** Deliveries queued within the window (the last 24 hours), by how they stand now. */
  delivered: number;
  failed: number;
  /** Deliveries waiting to be sent, and those of them waiting for a retry after a failed attempt. */
  pending: number;
  retrying: number;
}

export type WebhookHealthResult =
  | { state: "loaded"; health: DeliveryHealth }
  | { state: "unreported" }
  | { state: "error"; message: string };

export interface WebhookHealthRow {
  id: string;
  name: string;
  enabled: boolean;
  result: WebhookHealthResult;
}

/** Red while deliveries fail (until sent again), amber while they are being retried. */
export type HealthTone = "failing" | "retrying" | "healthy" | "idle";

export const HEALTH_WINDOW_SECONDS = 86_400;

export function healthTone(h: DeliveryHealth): HealthTone {
  if (h.failed > 0 || h.last?.state === "failed") return "failing";
  if (h.retrying > 0) return "retrying";
  return h.last ? "healthy" : "idle";
}

/** In words, so the tone never rests on colour alone. */
export function healthLabel(h: DeliveryHealth): string {
  switch (healthTone(h)) {
    case "failing":
      return h.last?.state === "failed" ? "Failing" : "Failed deliveries";
    case "retrying":
      return "Retrying";
    case "healthy":
      return "Delivering";
    default:
      return "No deliveries yet";
  }
}

const ORDER: HealthTone[] = ["failing", "retrying", "healthy", "idle"];

/** The worst of several webhooks' tones: what the overview's card shows. */
export function worstTone(tones: readonly HealthTone[]): HealthTone | undefined {
  return ORDER.find((t) => tones.includes(t));
}

/** "failed (HTTP 500)", "delivered", "waiting for a retry"… */
export function outcomeOf(last: NonNullable<DeliveryHealth["last"]>): string {
  if (last.state === "pending") return last.attempts === 0 ? "queued" : "waiting for a retry";
  const status = last.status === undefined ? "" : ` (HTTP ${last.status})`;
  return `${last.state}${status}`;
}
