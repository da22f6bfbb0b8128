import { CircleCheck, CircleMinus, CircleX, RotateCw } from "lucide-react";
import { formatSeconds } from "@/lib/format";
import { cn } from "@/lib/utils";
import {
  type DeliveryHealth,
  type HealthTone,
  healthLabel,
  healthTone,
  outcomeOf,
  type WebhookHealthResult,
} from "@/lib/webhook-health";

export const TONE_TEXT: Record<HealthTone, string> = {
  failing: "text-destructive",
  retrying: "text-amber-700 dark:text-amber-300",
  healthy: "text-emerald-700 dark:text-emerald-300",
  idle: "text-muted-foreground",
};

const TONE_ICON = { failing: CircleX, retrying: RotateCw, healthy: CircleCheck, idle: CircleMinus };

/** The tone as an icon and a word, so it never rests on colour alone. */
export function HealthBadge({ health, className }: { health: DeliveryHealth; className?: string }) {
  const tone = healthTone(health);
  const Icon = TONE_ICON[tone];
  return (
    <span
      data-tone={tone}
      className={cn("inline-flex items-center gap-1 font-medium", TONE_TEXT[tone], className)}
    >
      <Icon aria-hidden className="size-3.5 shrink-0" />
      {healthLabel(health)}
    </span>
  );
}

/** Failures of the last 24 hours, and deliveries waiting for a retry. */
export function failureCounts(h: DeliveryHealth): string {
  const failed = h.failed ? `${h.failed} failed in 24 h` : "No failures in 24 h";
  return h.retrying ? `${failed} · ${h.retrying} being retried` : failed;
}

/** A webhook's health in a few lines: its tone, the last delivery (when and how), failures of the last day. */
export function WebhookHealthSummary({ result }: { result: WebhookHealthResult }) {
  if (result.state === "unreported") {
    return <span className="text-xs text-muted-foreground">Not reported by the service</span>;
  }
  if (result.state === "error") {
    return <span className="text-xs text-muted-foreground">Not available: {result.message}</span>;
  }
  const h = result.health;
  return (
    <div className="flex min-w-44 flex-col gap-0.5 whitespace-normal text-xs">
      <HealthBadge health={h} />
      {h.last ? (
        <span>
          Last: {outcomeOf(h.last)} · <span className="tabular-nums">{formatSeconds(h.last.at)}</span>
        </span>
      ) : null}
      <span className={h.failed ? "text-destructive" : "text-muted-foreground"}>{failureCounts(h)}</span>
    </div>
  );
}
