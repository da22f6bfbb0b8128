import { isoSeconds } from "./csv";
import type { App } from "./schemas/apps";

export function planOf(a: Pick<App, "plan" | "trialEndsAt">): string {
  if (!a.plan) return "—";
  return a.plan === "trial" && a.trialEndsAt
    ? `trial until ${isoSeconds(a.trialEndsAt).slice(0, 10)}`
    : a.plan;
}
