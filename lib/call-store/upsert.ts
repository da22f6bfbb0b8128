import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../db/types";
import type { Call } from "../schemas/calls";
import { type AllDeltas, contribute, type Deltas, newDeltas } from "./contributions";
import {
  type CallRow,
  type CallUserRow,
  numericCall,
  type StoredCall,
  sameStoredCall,
  toStoredCall,
} from "./rows";

type Db = Kysely<Database>;

/** Bound parameters per statement, under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMS = 30_000;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Applies merged additive changes: `insert … on conflict do update set col = col + excluded.col`. */
async function applyDeltas(trx: Transaction<Database>, d: Deltas) {
  const rows = [...d.rows.values()].filter((r) => r.sums.some((v) => v !== 0));
  const cols = [...d.keyCols, ...d.sumCols];
  const set = sql.join(
    d.sumCols.map((c) => sql`${sql.ref(c)} = ${sql.ref(`${d.table}.${c}`)} + ${sql.ref(`excluded.${c}`)}`),
  );
  for (const part of chunks(rows, Math.floor(MAX_PARAMS / cols.length))) {
    const values = sql.join(part.map((r) => sql`(${sql.join([...r.key, ...r.sums])})`));
    await sql`insert into ${sql.table(d.table)} (${sql.join(cols.map((c) => sql.ref(c)))}) values ${values}
      on conflict (${sql.join(d.keyCols.map((c) => sql.ref(c)))}) do update set ${set}`.execute(trx);
  }
}

async function applyAll(trx: Transaction<Database>, d: AllDeltas) {
  await applyDeltas(trx, d.rollup);
  await applyDeltas(trx, d.dist);
  await applyDeltas(trx, d.top);
  await applyDeltas(trx, d.timeline);
}

async function loadExisting(trx: Transaction<Database>, ids: string[]): Promise<Map<string, StoredCall>> {
  const found = new Map<string, StoredCall>();
  for (const part of chunks(ids, 5000)) {
    const calls = await trx.selectFrom("cs_calls").selectAll().where("session_id", "in", part).execute();
    for (const c of calls) found.set(c.session_id, { call: numericCall(c), users: [] });
    if (calls.length === 0) continue;
    const users = await trx
      .selectFrom("cs_call_users")
      .selectAll()
      .where(
        "session_id",
        "in",
        calls.map((c) => c.session_id),
      )
      .execute();
    for (const u of users) {
      found
        .get(u.session_id)
        ?.users.push({ ...u, initiated_at: Number(u.initiated_at), minutes_cm: Number(u.minutes_cm) });
    }
  }
  return found;
}

async function writeRows(trx: Transaction<Database>, changed: StoredCall[], replaced: string[]) {
  for (const part of chunks(replaced, 5000)) {
    await trx.deleteFrom("cs_call_users").where("session_id", "in", part).execute();
    await trx.deleteFrom("cs_calls").where("session_id", "in", part).execute();
  }
  const calls: CallRow[] = changed.map((s) => s.call);
  const users: CallUserRow[] = changed.flatMap((s) => s.users);
  for (const part of chunks(calls, Math.floor(MAX_PARAMS / 17)))
    await trx.insertInto("cs_calls").values(part).execute();
  for (const part of chunks(users, Math.floor(MAX_PARAMS / 5))) {
    await trx.insertInto("cs_call_users").values(part).execute();
  }
}

/**
 * Stores calls of an app and keeps every rollup in step, in one transaction: a call seen before
 * first takes its old contribution back out, then adds the new one (e.g. ongoing → ended).
 * Unchanged calls cost one read. Answers how many calls were new or changed.
 */
export async function upsertCalls(db: Db, appId: string, calls: Call[]): Promise<number> {
  const latest = new Map<string, StoredCall>();
  for (const c of calls) latest.set(c.sessionId, toStoredCall(appId, c));
  return upsertStored(db, [...latest.values()]);
}

/** `upsertCalls` for calls already in stored form (one entry per session id). */
export async function upsertStored(db: Db, incoming: StoredCall[]): Promise<number> {
  if (incoming.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const existing = await loadExisting(
      trx,
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
    if (changed.length === 0) return 0;
    await writeRows(trx, changed, replaced);
    await applyAll(trx, deltas);
    return changed.length;
  });
}
