import type { App } from "@/lib/schemas/apps";

/** An app as the list shows it: everything but the key values, which are shown once, on creation. */
export function toAccountAppRow(a: App) {
  const { apiKeys, ...rest } = a;
  return { ...rest, keyCount: Object.keys(apiKeys).length };
}
export type AccountAppRow = ReturnType<typeof toAccountAppRow>;
