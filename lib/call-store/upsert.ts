import { CompiledQuery, type Kysely, PostgresAdapter, type Transaction } from "kysely";
import type { Database } from "../db/types";
import type { Call } from "../schemas/calls";
import { type AllDeltas, contribute, type Deltas, newDeltas } from "./contributions";
import { numericCall, type StoredCall, sameStoredCall, toStoredCall } from "./rows";

type Db = Kysely<Database>;
type Trx = Transaction<Database>;
type Value = string | number;
type SqlType = "text" | "bigint" | "integer";

/** SQLite prepares statements per call, so very long texts would cost more to parse than they save. */
const ROWS_PER_STATEMENT = 500;

const isPg = (db: Db | Trx) => db.getExecutor().adapter instanceof PostgresAdapter;

async function run(trx: Trx, text: string, params: readonly unknown[]) {
  return trx.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, params as unknown[]));
}

const CALL_COLS: Array<[string, SqlType]> = [
  ["session_id", "text"],
  ["app_id", "text"],
  ["type", "text"],
  ["mode", "text"],
  ["status", "text"],
  ["initiator", "text"],
  ["receiver", "text"],
  ["receiver_type", "text"],
  ["initiated_at", "bigint"],
  ["started_at", "bigint"],
  ["ended_at", "bigint"],
  ["duration_s", "bigint"],
  ["total_cm", "bigint"],
  ["audio_cm", "bigint"],
  ["video_cm", "bigint"],
  ["participants", "integer"],
  ["has_recording", "integer"],
];
const USER_COLS: Array<[string, SqlType]> = [
  ["session_id", "text"],
  ["uid", "text"],
  ["app_id", "text"],
  ["initiated_at", "bigint"],
  ["minutes_cm", "bigint"],
];

const texts = new Map<string, string>();

function cached(id: string, build: () => string): string {
  let t = texts.get(id);
  if (t === undefined) {
    t = build();
    texts.set(id, t);
  }
  return t;
}

/** Keys must be unique within one call: PostgreSQL refuses to update the same row twice in one statement. */
async function bulkInsert(
  trx: Trx,
  pg: boolean,
  table: string,
  cols: ReadonlyArray<readonly [string, SqlType]>,
  rows: Value[][],
  conflict?: { keys: readonly string[]; sums: readonly string[] },
) {
  if (rows.length === 0) return;
  const names = cols.map(([c]) => c).join(", ");
  const onConflict = conflict
    ? ` on conflict (${conflict.keys.join(", ")}) do update set ${conflict.sums
        .map((s) => `${s} = ${table}.${s} + excluded.${s}`)
        .join(", ")}`
    : "";
  if (pg) {
    const text = cached(`pg:${table}:${conflict ? "u" : "i"}`, () => {
      const arrays = cols.map(([, t], i) => `$${i + 1}::${t}[]`).join(", ");
      return `insert into ${table} (${names}) select * from unnest(${arrays})${onConflict}`;
    });
    const columns = cols.map((_, i) => rows.map((r) => r[i]));
    await run(trx, text, columns);
    return;
  }
  for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) {
    const part = rows.slice(at, at + ROWS_PER_STATEMENT);
    const text = cached(`sqlite:${table}:${conflict ? "u" : "i"}:${part.length}`, () => {
      const one = `(${cols.map(() => "?").join(", ")})`;
      return `insert into ${table} (${names}) values ${Array(part.length).fill(one).join(", ")}${onConflict}`;
    });
    await run(trx, text, part.flat());
  }
}

function idsParam(pg: boolean, ids: string[]): { where: string; param: unknown } {
  return pg
    ? { where: "session_id = any($1::text[])", param: ids }
    : { where: "session_id in (select value from json_each(?))", param: JSON.stringify(ids) };
}

async function loadExisting(trx: Trx, pg: boolean, ids: string[]): Promise<Map<string, StoredCall>> {
  const found = new Map<string, StoredCall>();
  const { where, param } = idsParam(pg, ids);
  const calls = await run(trx, `select * from cs_calls where ${where}`, [param]);
  if (calls.rows.length === 0) return found;
  for (const c of calls.rows) {
    const call = numericCall(c as never);
    found.set(call.session_id, { call, users: [] });
  }
  const users = await run(trx, `select * from cs_call_users where ${where}`, [param]);
  for (const u of users.rows) {
    found.get(String(u.session_id))?.users.push({
      session_id: String(u.session_id),
      uid: String(u.uid),
      app_id: String(u.app_id),
      initiated_at: Number(u.initiated_at),
      minutes_cm: Number(u.minutes_cm),
    });
  }
  return found;
}

async function writeRows(trx: Trx, pg: boolean, changed: StoredCall[], replaced: string[]) {
  if (replaced.length > 0) {
    const { where, param } = idsParam(pg, replaced);
    await run(trx, `delete from cs_call_users where ${where}`, [param]);
    await run(trx, `delete from cs_calls where ${where}`, [param]);
  }
  const calls: Value[][] = changed.map(({ call: c }) => [
    c.session_id,
    c.app_id,
    c.type,
    c.mode,
    c.status,
    c.initiator,
    c.receiver,
    c.receiver_type,
    c.initiated_at,
    c.started_at,
    c.ended_at,
    c.duration_s,
    c.total_cm,
    c.audio_cm,
    c.video_cm,
    c.participants,
    c.has_recording,
  ]);
  const users: Value[][] = [];
  for (const s of changed)
    for (const u of s.users) users.push([u.session_id, u.uid, u.app_id, u.initiated_at, u.minutes_cm]);
  await bulkInsert(trx, pg, "cs_calls", CALL_COLS, calls);
  await bulkInsert(trx, pg, "cs_call_users", USER_COLS, users);
}

function byKey(n: number) {
  return (a: Value[], b: Value[]) => {
    for (let i = 0; i < n; i++) {
      const x = a[i] as Value;
      const y = b[i] as Value;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };
}

async function applyDeltas(trx: Trx, pg: boolean, d: Deltas) {
  const rows: Value[][] = [];
  for (const r of d.rows.values()) if (r.sums.some((v) => v !== 0)) rows.push([...r.key, ...r.sums]);
  // In key order, consecutive rows land on the same B-tree pages.
  rows.sort(byKey(d.keyCols.length));
  const cols = [
    ...d.keyCols.map((c) => [c, d.keyTypes[c] ?? "text"] as const),
    ...d.sumCols.map((c) => [c, "bigint"] as const),
  ];
  await bulkInsert(trx, pg, d.table, cols, rows, { keys: d.keyCols, sums: d.sumCols });
}

async function applyAll(trx: Trx, pg: boolean, d: AllDeltas) {
  for (const table of Object.values(d)) await applyDeltas(trx, pg, table);
}

/** A call seen before first takes its old contribution back out, then adds the new one. */
export async function upsertCalls(db: Db, appId: string, calls: Call[]): Promise<number> {
  return upsertStored(db, latestOf(appId, calls));
}

/**
 * As `upsertCalls`, inside the caller's transaction (a sync stores a page and its progress in one commit);
 * answers the calls changed and, of those, the calls not stored before.
 */
export function upsertCallsIn(trx: Trx, appId: string, calls: Call[]): Promise<Upserted> {
  return upsertStoredIn(trx, latestOf(appId, calls));
}

function latestOf(appId: string, calls: Call[]): StoredCall[] {
  const latest = new Map<string, StoredCall>();
  for (const c of calls) latest.set(c.sessionId, toStoredCall(appId, c));
  return [...latest.values()];
}

export interface Upserted {
  changed: number;
  added: number;
}

export async function upsertStored(db: Db, incoming: StoredCall[]): Promise<number> {
  if (incoming.length === 0) return 0;
  const { changed } = await db.transaction().execute((trx) => upsertStoredIn(trx, incoming));
  return changed;
}

async function upsertStoredIn(trx: Trx, incoming: StoredCall[]): Promise<Upserted> {
  if (incoming.length === 0) return { changed: 0, added: 0 };
  const pg = isPg(trx);
  const existing = await loadExisting(
    trx,
    pg,
    incoming.map((s) => s.call.session_id),
  );
  const deltas = newDeltas();
  const changed: StoredCall[] = [];
  const replaced: string[] = [];
  for (const s of incoming) {
    const old = existing.get(s.call.session_id);
    if (old && sameStoredCall(old, s)) continue;
    if (old) {
      contribute(deltas, old, -1);
      replaced.push(s.call.session_id);
    }
    contribute(deltas, s, 1);
    changed.push(s);
  }
  if (changed.length === 0) return { changed: 0, added: 0 };
  await writeRows(trx, pg, changed, replaced);
  await applyAll(trx, pg, deltas);
  return { changed: changed.length, added: changed.length - replaced.length };
}
