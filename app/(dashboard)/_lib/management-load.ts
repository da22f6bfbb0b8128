import "server-only";
import { isServiceError } from "@/lib/server/api/errors";
import { activeConnection } from "@/lib/server/connections";

type Active = NonNullable<Awaited<ReturnType<typeof activeConnection>>>;

export type ManagementLoad<T> =
  | { state: "unconnected" | "no-management" }
  | { state: "failed"; error: string }
  | { state: "loaded"; data: T; active: Active };

/** Loads a page's data through the management API, or says why it cannot. */
export async function loadFromManagement<T>(
  load: (active: Active) => Promise<T>,
): Promise<ManagementLoad<T>> {
  const active = await activeConnection();
  if (!active) return { state: "unconnected" };
  if (!active.hasManagement) return { state: "no-management" };
  try {
    return { state: "loaded", data: await load(active), active };
  } catch (e) {
    if (!isServiceError(e)) throw e;
    return { state: "failed", error: `${e.message} (${e.code})` };
  }
}
