import "server-only";
import type { Extension } from "@/lib/schemas/apps";
import { listWidgets, storedExtensionSettings } from "@/lib/server/api/mgmt-extensions";
import type { Connection } from "@/lib/server/api/request";
import { hasSettings } from "@/lib/shared/extensions/catalogue";

/** Whether an extension's settings are stored (chat widgets: whether there is one). */
export async function isSetUp(conn: Connection, id: string): Promise<boolean> {
  if (id === "widget") return (await listWidgets(conn)).length > 0;
  return (await storedExtensionSettings(conn, id)) !== undefined;
}

/**
 * The extensions turned on that have settings but none stored: on, yet doing nothing until set up. One read
 * per such extension, side by side; one that cannot be read is not claimed either way.
 */
export async function extensionsNeedingSettings(conn: Connection, extensions: Extension[]) {
  const on = extensions.filter((e) => e.isActive && hasSettings(e.id));
  const unset = await Promise.all(
    on.map((e) =>
      isSetUp(conn, e.id).then(
        (ok) => (ok ? undefined : e.id),
        () => undefined,
      ),
    ),
  );
  return unset.filter((id) => id !== undefined);
}
