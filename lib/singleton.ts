/**
 * Process-wide values live on `globalThis`: Next loads a module once per bundle (each route handler, the
 * instrumentation hook) and `scripts/serve.ts` loads it again outside Next, yet all of them must share one
 * store, one receiver, one id. Keys are registered symbols, so no two modules can clash by accident.
 */
const slots = globalThis as unknown as Record<symbol, unknown>;

const slot = (key: string) => Symbol.for(`chat-admin-dashboard.${key}`);

/** The process's one value under `key`, made by `create` on first use. */
export function singleton<T>(key: string, create: () => T): T {
  const k = slot(key);
  if (!(k in slots)) slots[k] = create();
  return slots[k] as T;
}

/**
 * As `singleton` for a value made asynchronously; a promise that rejects is dropped, so the next call
 * tries again instead of remembering the failure (a store that was down at first may come up).
 */
export function singletonPromise<T>(key: string, create: () => Promise<T>): Promise<T> {
  const k = slot(key);
  const existing = slots[k] as Promise<T> | undefined;
  if (existing) return existing;
  const made = create();
  slots[k] = made;
  made.catch(() => {
    if (slots[k] === made) delete slots[k];
  });
  return made;
}

/** The value under `key` if one was made, without making it. */
export function existingSingleton<T>(key: string): T | undefined {
  return slots[slot(key)] as T | undefined;
}
