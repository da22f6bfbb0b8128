import { isoSeconds } from "./csv";
import type { App } from "./schemas/apps";

/** An app's plan in words: "trial until 2026-12-24", or the plan alone, or "—" when the service gives none. */
export function planOf(a: Pick<App, "plan" | "trialEndsAt">): string {
  if (!a.plan) return "—";
  return a.plan === "trial" && a.trialEndsAt
    ? `trial until ${isoSeconds(a.trialEndsAt).slice(0, 10)}`
    : a.plan;
}
