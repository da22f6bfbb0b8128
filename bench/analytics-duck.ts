// DuckDB peer of the panel; days and hours are bucketed in JS (DuckDB has no time zones without ICU).
import type { DuckDBConnection } from "@duckdb/node-api";
import { DuckDBInstance } from "@duckdb/node-api";
import type { Kysely } from "kysely";
import { fineBin } from "../lib/call-store/buckets";
import {
  addPart,
  addToSlot,
  emptyAggregates,
  emptyTotals,
  finishPanel,
  type Panel,
  type PanelQuery,
  previousOf,
  rankOf,
  type Totals,
} from "../lib/call-store/panel-model";
import { daysBetween, localizer } from "../lib/call-store/tz";
import type { Database } from "../lib/db/types";

const n = (v: unknown) => Number(v);

export async function loadDuck(db: Kysely<Database>): Promise<DuckDBConnection> {
  const duck = await (await DuckDBInstance.create(":memory:")).connect();
  await duck.run(`create table calls (session_id varchar, app_id varchar, type varchar, mode varchar, status varchar,
    receiver varchar, receiver_type varchar, initiated_at bigint, duration_s bigint, total_cm bigint, audio_cm bigint,
    video_cm bigint, participants integer, has_recording integer)`);
  await duck.run("create table users (app_id varchar, uid varchar, initiated_at bigint, minutes_cm bigint)");
  const calls = await duck.createAppender("calls");
  for await (const r of db.selectFrom("cs_calls").selectAll().stream(10_000)) {
    calls.appendVarchar(r.session_id);
    calls.appendVarchar(r.app_id);
    calls.appendVarchar(r.type);
    calls.appendVarchar(r.mode);
    calls.appendVarchar(r.status);
    calls.appendVarchar(r.receiver);
    calls.appendVarchar(r.receiver_type);
    calls.appendBigInt(BigInt(r.initiated_at));
    calls.appendBigInt(BigInt(r.duration_s));
    calls.appendBigInt(BigInt(r.total_cm));
    calls.appendBigInt(BigInt(r.audio_cm));
    calls.appendBigInt(BigInt(r.video_cm));
    calls.appendInteger(n(r.participants));
    calls.appendInteger(n(r.has_recording));
    calls.endRow();
  }
  calls.closeSync();
  const users = await duck.createAppender("users");
  for await (const r of db.selectFrom("cs_call_users").selectAll().stream(10_000)) {
    users.appendVarchar(r.app_id);
    users.appendVarchar(r.uid);
    users.appendBigInt(BigInt(r.initiated_at));
    users.appendBigInt(BigInt(r.minutes_cm));
    users.endRow();
  }
  users.closeSync();
  return duck;
}

async function rows(duck: DuckDBConnection, sql: string, params: (string | number)[]) {
  return (await duck.runAndReadAll(sql, params)).getRowObjectsJS();
}

async function totals(duck: DuckDBConnection, appId: string, from: number, to: number): Promise<Totals> {
  const t = emptyTotals();
  const rs = await rows(
    duck,
    `select type, mode, status, count(*) calls, sum(total_cm) total_cm, sum(audio_cm) audio_cm,
       sum(video_cm) video_cm, sum(case when status = 'ended' then duration_s else 0 end) duration_s,
       sum(participants) participants, sum(has_recording) recordings
     from calls where app_id = $1 and initiated_at >= $2 and initiated_at < $3 group by all`,
    [appId, from, to],
  );
  for (const r of rs) {
    addPart(t, {
      type: String(r.type),
      mode: String(r.mode),
      status: String(r.status),
      calls: n(r.calls),
      total_cm: n(r.total_cm),
      audio_cm: n(r.audio_cm),
      video_cm: n(r.video_cm),
      duration_s: n(r.duration_s),
      participants: n(r.participants),
      recordings: n(r.recordings),
    });
  }
  return t;
}

export async function duckPanel(duck: DuckDBConnection, q: PanelQuery): Promise<Panel> {
  const p = [q.appId, q.from, q.to];
  const where = "app_id = $1 and initiated_at >= $2 and initiated_at < $3";
  const prev = previousOf(q);
  const [first] = await rows(duck, "select min(initiated_at) t from calls where app_id = $1", [q.appId]);
  const a = emptyAggregates({
    current: await totals(duck, q.appId, q.from, q.to),
    previous: await totals(duck, q.appId, prev.from, prev.to),
    firstCall: first?.t == null ? null : n(first.t),
  });
  const local = localizer(q.tz);
  const timeline = await rows(
    duck,
    `select initiated_at - initiated_at % 900 b, count(*) c, sum(audio_cm) a, sum(video_cm) v
     from calls where ${where} group by b`,
    p,
  );
  for (const r of timeline) addToSlot(a, local(n(r.b)), n(r.c), n(r.a), n(r.v));
  for (const r of await rows(
    duck,
    `select participants v, count(*) c from calls where ${where} group by v`,
    p,
  )) {
    a.participants.set(n(r.v), n(r.c));
  }
  const durations = await rows(
    duck,
    `select duration_s v, count(*) c from calls where ${where} and status = 'ended' group by v`,
    p,
  );
  let ended = 0;
  for (const r of durations) {
    const bin = fineBin(n(r.v));
    a.durationFine.set(bin, (a.durationFine.get(bin) ?? 0) + n(r.c));
    ended += n(r.c);
  }
  const pick = async (pct: number) => {
    if (ended === 0) return null;
    const [r] = await rows(
      duck,
      `select duration_s v from calls where ${where} and status = 'ended' order by v limit 1 offset ${rankOf(pct, ended) - 1}`,
      p,
    );
    return r ? n(r.v) : null;
  };
  a.percentiles = { p50: await pick(50), p90: await pick(90), p99: await pick(99) };
  const top = async (sql: string) =>
    (await rows(duck, sql, p)).map((r) => ({ key: String(r.k), minutes_cm: n(r.m), calls: n(r.c) }));
  a.topUsers = await top(
    `select uid k, sum(minutes_cm) m, count(*) c from users where ${where} group by k order by m desc, c desc, k limit 10`,
  );
  a.topGroups = await top(
    `select receiver k, sum(total_cm) m, count(*) c from calls where ${where} and receiver_type = 'group'
     group by k order by m desc, c desc, k limit 10`,
  );
  return finishPanel(q, daysBetween(q.tz, q.from, q.to), a);
}
