"use client";

import { createContext, type ReactNode, Suspense, use, useContext } from "react";
import { WebhookHealthSummary } from "@/components/webhook-health";
import type { WebhookHealthResult } from "@/lib/webhook-health";

export type HealthByWebhook = Promise<Record<string, WebhookHealthResult>>;

// The list draws at once; each row's health fills in when the server has read the delivery logs.
const HealthContext = createContext<HealthByWebhook | undefined>(undefined);

export function WebhookHealthProvider({
  health,
  children,
}: {
  health: HealthByWebhook;
  children: ReactNode;
}) {
  return <HealthContext value={health}>{children}</HealthContext>;
}

function HealthOf({ health, id }: { health: HealthByWebhook; id: string }) {
  const result = use(health)[id];
  return <WebhookHealthSummary result={result ?? { state: "unreported" }} />;
}

export function WebhookHealthCell({ id }: { id: string }) {
  const health = useContext(HealthContext);
  if (!health) return null;
  return (
    <Suspense
      fallback={
        <span role="status" className="text-xs text-muted-foreground">
          Reading deliveries…
        </span>
      }
    >
      <HealthOf health={health} id={id} />
    </Suspense>
  );
}
