/** On globalThis: Next loads a module once per bundle and scripts/serve.ts again; all must share one. */
const slots = globalThis as unknown as Record<symbol, unknown>;

const slot = (key: string) => Symbol.for(`chat-admin-dashboard.${key}`);

export function singleton<T>(key: string, create: () => T): T {
  const k = slot(key);
  if (!(k in slots)) slots[k] = create();
  return slots[k] as T;
}

/** A rejected promise is dropped, so the next call tries again (a store that was down may come up). */
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

export function existingSingleton<T>(key: string): T | undefined {
  return slots[slot(key)] as T | undefined;
}

/**
 * At most one run per key in the process, named `name` on globalThis: a call while a run is going answers
 * that run's promise, and the key frees once it settles.
 */
export function oneRunPerKey<T>(name: string) {
  const runs = singleton(name, () => new Map<string, Promise<T>>());
  const join = (key: readonly string[]) => key.join("\0");
  return {
    isRunning: (...key: string[]) => runs.has(join(key)),
    run(key: readonly string[], start: () => Promise<T>): Promise<T> {
      const k = join(key);
      const current = runs.get(k);
      if (current) return current;
      const p = start().finally(() => runs.delete(k));
      runs.set(k, p);
      return p;
    },
  };
}
