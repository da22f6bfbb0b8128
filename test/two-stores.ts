import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { type Db, openStore } from "@/lib/db";
import { TEST_PG_URL, tempPgStore } from "./pg-store";
import { tempStore } from "./temp-store";

/** A store of its own, dropped after. */
export interface OneStore {
  db: Db;
  drop(): Promise<void>;
}

/**
 * Inside a `describe.each` over engines: opens the block's store (or stores) before its tests, fills it with
 * `fill`, and drops it after them.
 */
export function openedForBlock<T extends { drop(): Promise<void> }>(
  open: () => Promise<T>,
  fill: (stores: T) => Promise<void> = async () => undefined,
  timeoutMs?: number,
): T {
  const opened = {} as T;
  beforeAll(async () => {
    Object.assign(opened, await open());
    await fill(opened);
  }, timeoutMs);
  afterAll(async () => {
    if (opened.drop) await opened.drop();
  });
  return opened;
}

/** Both engines, each a store of its own: for `describe.each`. */
export const storeEngines = (prefix: string): Array<[string, () => Promise<OneStore>]> => [
  ["sqlite", async () => ({ db: await tempStore(prefix), drop: async () => undefined })],
  ["postgres", () => tempPgStore(prefix.replaceAll("-", "_"))],
];

/**
 * A SQLite and a PostgreSQL store of the test file's own, each filled by `fill` before its tests and dropped
 * after them: for figures that must be identical on both engines.
 */
export function filledEngines(prefix: string, fill: (db: Db) => Promise<void>): { sqlite: Db; pg: Db } {
  const stores = {} as { sqlite: Db; pg: Db };
  let drop = async (): Promise<void> => undefined;
  beforeAll(async () => {
    stores.sqlite = await tempStore(prefix);
    const pg = await tempPgStore(prefix.replaceAll("-", "_"));
    drop = pg.drop;
    stores.pg = pg.db;
    await fill(stores.sqlite);
    await fill(stores.pg);
  }, 120_000);
  afterAll(() => drop());
  return stores;
}

/** `figures` of `q` must be the same on both engines, and equal `plain`, a straightforward computation on SQLite. */
export async function expectEnginesAgree<Q, R>(
  stores: { sqlite: Db; pg: Db },
  q: Q,
  figures: (db: Db, q: Q) => Promise<R>,
  plain: (db: Db, q: Q) => Promise<R>,
) {
  const [a, b, raw] = await Promise.all([
    figures(stores.sqlite, q),
    figures(stores.pg, q),
    plain(stores.sqlite, q),
  ]);
  expect(b).toEqual(a);
  expect(a).toEqual(raw);
}

/** Two dashboard instances: two connections to one store. */
export interface TwoStores {
  a: Db;
  b: Db;
  drop(): Promise<void>;
}

async function sqlitePair(prefix: string): Promise<TwoStores> {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const a = openStore({ dataDir: dir });
  await a.ready;
  const b = openStore({ dataDir: dir });
  await b.ready;
  return {
    a: a.db,
    b: b.db,
    drop: async () => {
      await a.db.destroy();
      await b.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function pgPair(prefix: string): Promise<TwoStores> {
  const first = await tempPgStore(prefix.replaceAll("-", "_"));
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${first.database}`;
  const second = openStore({ databaseUrl: url.toString(), dataDir: "" });
  await second.ready;
  return {
    a: first.db,
    b: second.db,
    drop: async () => {
      await second.db.destroy();
      await first.drop();
    },
  };
}

/** Both engines, each as two instances sharing one store: for `describe.each`. */
export const twoStoreEngines = (prefix: string): Array<[string, () => Promise<TwoStores>]> => [
  ["sqlite", () => sqlitePair(prefix)],
  ["postgres", () => pgPair(prefix)],
];
