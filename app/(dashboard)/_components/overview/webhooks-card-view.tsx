import { CircleX, RotateCw } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { HealthBadge } from "@/components/webhook-health";
import {
  type HealthTone,
  healthTone,
  outcomeOf,
  type WebhookHealthRow,
  worstTone,
} from "@/lib/webhook-health";
import { OverviewCard } from "./overview-card";

export const WEBHOOKS_CARD_TITLE = "Webhook deliveries, last 24 hours";

const enc = encodeURIComponent;

const toneOf = (r: WebhookHealthRow) =>
  r.result.state === "loaded" ? healthTone(r.result.health) : undefined;

/** What the card says at its top when it turns amber or red: the colour is never the only sign. */
function ToneSentence({ tone, rows }: { tone: HealthTone | undefined; rows: WebhookHealthRow[] }) {
  if (tone === "failing") {
    const n = rows.filter((r) => toneOf(r) === "failing").length;
    return (
      <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-destructive">
        <CircleX aria-hidden className="size-4 shrink-0" />
        Deliveries are failing: {n} {n === 1 ? "webhook needs" : "webhooks need"} attention.
      </p>
    );
  }
  if (tone === "retrying") {
    return (
      <p
        role="status"
        className="flex items-center gap-1.5 text-sm font-medium text-amber-800 dark:text-amber-300"
      >
        <RotateCw aria-hidden className="size-4 shrink-0" />
        Deliveries are being retried.
      </p>
    );
  }
  return null;
}

function Counts({ row }: { row: WebhookHealthRow }) {
  const { result } = row;
  if (result.state === "unreported") return <>deliveries not listed by the service</>;
  if (result.state === "error") return <>not available: {result.message}</>;
  const h = result.health;
  return (
    <>
      {h.delivered} delivered ·{" "}
      <span className={h.failed ? "font-semibold text-destructive" : ""}>{h.failed} failed</span> ·{" "}
      {h.pending} pending
      {h.last?.state === "failed" ? ` · last ${outcomeOf(h.last)}` : ""}
    </>
  );
}

/** The card for webhooks already read: amber while deliveries are retried, red while they fail. */
export function WebhooksCardView({ rows }: { rows: WebhookHealthRow[] }) {
  const tone = worstTone(rows.flatMap((r) => toneOf(r) ?? []));
  return (
    <OverviewCard
      title={WEBHOOKS_CARD_TITLE}
      href="/webhooks"
      linkLabel="Webhooks"
      tone={tone === "failing" ? "danger" : tone === "retrying" ? "warning" : undefined}
    >
      {rows.length ? (
        <div className="flex flex-col gap-3">
          <ToneSentence tone={tone} rows={rows} />
          <ul className="flex flex-col gap-2 text-sm">
            {rows.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                <Link
                  href={`/webhooks/${enc(r.id)}`}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {r.name}
                </Link>
                {r.enabled ? null : <Badge variant="warning">disabled</Badge>}
                {r.result.state === "loaded" ? (
                  <HealthBadge health={r.result.health} className="text-xs" />
                ) : null}
                <span className="ml-auto text-xs tabular-nums">
                  <Counts row={r} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          No webhooks yet.{" "}
          <Link href="/webhooks/new" className="text-primary underline">
            Create one
          </Link>
          .
        </p>
      )}
    </OverviewCard>
  );
}
