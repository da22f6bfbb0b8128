import { formatDay } from "./format";
import type { App } from "./schemas/apps";

export function planOf(a: Pick<App, "plan" | "trialEndsAt">): string {
  if (!a.plan) return "—";
  return a.plan === "trial" && a.trialEndsAt ? `trial until ${formatDay(a.trialEndsAt)}` : a.plan;
}
