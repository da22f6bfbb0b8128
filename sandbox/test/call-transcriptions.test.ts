import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { callDetailSchema, callSchema, transcriptionListEnvelope } from "../../lib/schemas/calls";
import { dataEnvelope, pageEnvelope } from "../../lib/schemas/common";
import { openDb } from "../src/db/open";
import { expectError, okBody } from "./answers";
import { addCallPeople, callA, callB, recordCall, T } from "./call-fixtures";

import { onePage } from "./fixtures";
import { makeSandbox } from "./harness";
import { forgetMigrations } from "./store-before-migrations";

const detail = dataEnvelope(callDetailSchema);
const list = pageEnvelope(callSchema);
const transcribed = { ...callA, transcription: { startTime: T + 20, endTime: T + 320 } };

function setup() {
  const s = makeSandbox();
  addCallPeople(s);
  return s;
}

describe("call transcriptions (published hasTranscription, transcriptions, GET …/transcriptions)", () => {
  it("marks a transcribed call and carries its transcriptions in the single-call answer", async () => {
    const s = setup();
    const id = await recordCall(s, transcribed);
    const call = detail.parse((await s.calls("GET", `/calls/${id}`)).json).data;
    expect(call.hasTranscription).toBe(true);
    expect(call.transcriptions).toHaveLength(1);
    expect(call.transcriptions?.[0]).toMatchObject({
      mid: call.mid,
      startTime: T + 20,
      endTime: T + 320,
      transcriptDate: new Date((T + 20) * 1000).toISOString(),
      roomName: `${id}@conference.sandbox`,
    });
    expect(call.transcriptions?.[0]?.tid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(call.transcriptions?.[0]?.transcriptUrl).toContain(call.transcriptions?.[0]?.tid);

    const plain = await recordCall(s, callB);
    const other = detail.parse((await s.calls("GET", `/calls/${plain}`)).json).data;
    expect(other.hasTranscription).toBe(false);
    expect(other.transcriptions).toBeUndefined();
  });

  it("filters the list by hasTranscription", async () => {
    const s = setup();
    const yes = await recordCall(s, transcribed);
    const recordedOnly = await recordCall(s, {
      ...callA,
      initiatedAt: T + 5000,
      participants: callA.participants.map((p) => ({
        ...p,
        sessions: p.sessions.map((x) => ({ ...x, joinedAt: x.joinedAt + 5000, leftAt: x.leftAt + 5000 })),
      })),
      recording: { startTime: T + 5020, endTime: T + 5100 },
    });
    const no = await recordCall(s, callB);
    const ids = async (q: string) =>
      list.parse((await s.calls("GET", `/calls?${q}`)).json).data.map((c) => c.sessionId);
    expect(await ids("hasTranscription=true")).toEqual([yes]);
    expect((await ids("hasTranscription=false")).sort()).toEqual([recordedOnly, no].sort());
    expect(await ids("hasRecording=true&hasTranscription=false")).toEqual([recordedOnly]);
    expectError(await s.calls("GET", "/calls?hasTranscription=maybe"), 400, "ERR_BAD_REQUEST");
  });

  it("pages GET /calls/{sessionId}/transcriptions with the true total", async () => {
    const s = setup();
    const id = await recordCall(s, transcribed);
    const res = await s.calls("GET", `/calls/${id}/transcriptions?perPage=1&page=1`);
    const body = okBody(res, transcriptionListEnvelope);
    expect(body.data).toHaveLength(1);
    expect(body.meta.pagination).toMatchObject(onePage(1, 1));
    const empty = transcriptionListEnvelope.parse(
      (await s.calls("GET", `/calls/${id}/transcriptions?page=2&perPage=1`)).json,
    );
    expect(empty.data).toEqual([]);
    const untranscribed = await recordCall(s, callB);
    const none = transcriptionListEnvelope.parse(
      (await s.calls("GET", `/calls/${untranscribed}/transcriptions`)).json,
    );
    expect(none.meta.pagination.total).toBe(0);
  });

  it("answers 404 for an unknown call or one the acting user took no part in, and 400 for a bad page", async () => {
    const s = setup();
    const id = await recordCall(s, transcribed);
    expectError(
      await s.calls("GET", "/calls/v1.us.nope.1/transcriptions"),
      404,
      "ERR_CALL_SESSION_NOT_FOUND",
    );
    expectError(
      await s.calls("GET", `/calls/${id}/transcriptions`, { onBehalfOf: "carol" }),
      404,
      "ERR_CALL_SESSION_NOT_FOUND",
    );
    expect((await s.calls("GET", `/calls/${id}/transcriptions`, { onBehalfOf: "bob" })).status).toBe(200);
    expectError(await s.calls("GET", `/calls/${id}/transcriptions?perPage=1001`), 400, "ERR_BAD_REQUEST");
    expectError(await s.calls("GET", `/calls/${id}/transcriptions?page=0`), 400, "ERR_BAD_REQUEST");
  });

  it("refuses a transcription without a recording or outside the call, and stores nothing", async () => {
    const s = setup();
    const count = () => (s.db.prepare("SELECT COUNT(*) AS n FROM calls").get() as { n: number }).n;
    const { recording: _r, ...unrecorded } = transcribed;
    for (const body of [
      unrecorded,
      { ...callA, transcription: { startTime: T + 20, endTime: T + 5000 } },
      { ...callA, transcription: { startTime: T + 20, endTime: T + 10 } },
      { ...callA, transcription: { startTime: T + 20 } },
    ]) {
      expectError(await s.control("POST", "/calls", { body }), 400, "ERR_BAD_REQUEST");
    }
    expect(count()).toBe(0);
  });

  it("adds has_transcription to a data file written before it existed", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sandbox-migrate-"));
    try {
      const file = path.join(dir, "sandbox.db");
      const old = openDb(file);
      // A file of that time had no call counts either.
      old.exec(
        "DROP TRIGGER call_counts_insert; DROP TRIGGER call_counts_delete; DROP TRIGGER call_counts_update",
      );
      old.exec(
        "DROP TABLE call_counts; DROP INDEX calls_filter_v2; ALTER TABLE calls DROP COLUMN has_transcription",
      );
      old.exec("CREATE INDEX calls_filter ON calls(app_id, initiated_at, session_id, has_recording)");
      forgetMigrations(old);
      old.close();
      const reopened = openDb(file);
      const names = (pragma: string) =>
        (reopened.prepare(`PRAGMA ${pragma}(calls)`).all() as { name: string }[]).map((c) => c.name);
      expect(names("table_info")).toContain("has_transcription");
      expect(names("index_list")).toContain("calls_filter_v2");
      expect(names("index_list")).not.toContain("calls_filter");
      reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
