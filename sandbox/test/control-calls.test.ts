import { describe, expect, it } from "vitest";
import { z } from "zod";
import { callDetailSchema } from "../../lib/schemas/calls";
import { dataEnvelope, errorEnvelope } from "../../lib/schemas/common";
import { TRIGGERS } from "../src/core/events";
import { okData } from "./answers";
import { addCallPeople, allOutbox, callA, callD, callState, recordCall, T } from "./call-fixtures";
import { addWebhook, outboxPayloads } from "./fixtures";
import { makeSandbox } from "./harness";

const detailSchema = dataEnvelope(callDetailSchema);
const CALL_TRIGGERS = Object.keys(TRIGGERS).filter((t) => /^(call_|meeting_|recording_)/.test(t));

const occupant = z.strictObject({
  joined_at: z.number().int(),
  left_at: z.number().int().optional(),
  audio_call: z.enum(["true", "false"]),
  name: z.string(),
});

function setup() {
  const s = makeSandbox();
  addCallPeople(s);
  addWebhook(s, "hook", CALL_TRIGGERS);
  return s;
}

function timeline(s: ReturnType<typeof setup>) {
  return allOutbox(s).map((e) => {
    const data = e.data as Record<string, unknown>;
    const occ = data.occupant as { name: string; audio_call: string } | undefined;
    return `${e.trigger}:${e.type}${occ ? `:${occ.name}:${occ.audio_call}` : ""}`;
  });
}

describe("POST /sandbox/v1/calls", () => {
  it("records a call, answers the call resource and fires its events in time order", async () => {
    const s = setup();
    const res = await s.control("POST", "/calls", { body: callA });
    const call = okData(res, detailSchema);
    expect(call).toMatchObject({ status: "ended", totalDuration: "00:15:00", totalParticipants: 3 });
    expect(timeline(s)).toEqual([
      "call_initiated:call",
      "call_started:call",
      "call_participant_joined:call:User alice:false",
      "call_participant_joined:call:User bob:false",
      "call_participant_joined:call:User alice:true",
      "recording_generated:call",
      "call_participant_left:call:User alice:true",
      "call_participant_left:call:User alice:false",
      "call_participant_left:call:User bob:false",
      "call_ended:call",
    ]);
    const [initiated] = outboxPayloads(s, "call_initiated");
    expect(initiated).toMatchObject({ appId: "testapp", region: "us", webhook: "hook", type: "call" });
    expect(initiated?.data).toMatchObject({ call: expect.any(Object) });
    expect((initiated?.data as { call: unknown } | undefined)?.call).toMatchObject({
      category: "call",
      type: "video",
      sender: "alice",
      receiver: "bob",
      receiverType: "user",
      conversationId: "alice_user_bob",
      data: {
        action: "initiated",
        entities: {
          by: { entityType: "user", entity: { uid: "alice", name: "User alice" } },
          for: { entityType: "user", entity: { uid: "bob" } },
          on: { entityType: "call", entity: { sessionId: call.sessionId, status: "initiated" } },
        },
      },
    });
    expect(outboxPayloads(s, "call_started")[0]?.data).toEqual({
      created_at: T + 5,
      sessionId: call.sessionId,
    });
    const joined = outboxPayloads(s, "call_participant_joined")[0]?.data as Record<string, unknown>;
    expect(joined).toEqual({
      occupant: { joined_at: T + 5, audio_call: "false", name: "User alice" },
      sessionId: call.sessionId,
    });
    const left = outboxPayloads(s, "call_participant_left")[0]?.data as { occupant: unknown };
    expect(occupant.parse(left.occupant)).toEqual({
      joined_at: T + 65,
      left_at: T + 365,
      audio_call: "true",
      name: "User alice",
    });
    const ended = outboxPayloads(s, "call_ended")[0]?.data as Record<string, unknown>;
    expect(ended).toMatchObject({ created_at: T + 5, destroyed_at: T + 905, sessionId: call.sessionId });
    expect(z.array(occupant).parse(ended.all_occupants)).toHaveLength(3);
    const rec = outboxPayloads(s, "recording_generated")[0]?.data;
    expect(rec).toEqual({
      sessionId: call.sessionId,
      recordingDate: "2026-11-01",
      duration: "300",
      startTime: String(T + 20),
      recording_url: call.recordings?.[0]?.recording_url,
    });
  });

  it("fires meeting_* events with type meet for a meeting, and ends it through /end", async () => {
    const s = setup();
    const id = await recordCall(s, callD);
    expect(timeline(s)).toEqual([
      "call_initiated:meet",
      "meeting_started:meet",
      "meeting_participant_joined:meet:User alice:false",
      "meeting_participant_joined:meet:User bob:false",
      "meeting_participant_joined:meet:User carol:true",
      "meeting_participant_left:meet:User alice:false",
      "meeting_participant_left:meet:User bob:false",
    ]);
    const initiated = outboxPayloads(s, "call_initiated")[0]?.data as
      | { call: { data: { entities: unknown } } }
      | undefined;
    const group = initiated?.call.data.entities;
    expect(group).toMatchObject({ for: { entityType: "group", entity: { guid: "team" } } });
    expect(callState(s).live).toBe(3);

    const res = await s.control("POST", `/calls/${id}/end`, { body: { endedAt: T + 3620 } });
    const call = okData(res, detailSchema);
    expect(call).toMatchObject({
      status: "ended",
      startedAt: T + 3005,
      endedAt: T + 3620,
      totalDuration: "00:10:15",
      totalDurationInMinutes: 10.25,
      totalAudioMinutes: 10,
      totalVideoMinutes: 10,
    });
    expect(call.participants.find((p) => p.uid === "carol")).toMatchObject({
      state: "ended",
      leftAt: T + 3620,
      totalDuration: 10,
      totalAudioMinutes: 10,
    });
    expect(timeline(s).slice(7)).toEqual([
      "meeting_participant_left:meet:User carol:true",
      "meeting_ended:meet",
    ]);
    const ended = outboxPayloads(s, "meeting_ended")[0]?.data as Record<string, unknown>;
    expect(ended).toMatchObject({ created_at: T + 3005, destroyed_at: T + 3620, sessionId: id });
    expect(
      z
        .array(occupant)
        .parse(ended.all_occupants)
        .map((o) => o.left_at),
    ).toEqual([T + 3305, T + 3310, T + 3620]);
    expect(callState(s).live).toBe(0);
    const listed = await s.calls("GET", "/calls?status=ongoing");
    expect(listed.json.meta.pagination.total).toBe(0);
  });

  it("ends at now when endedAt is absent, and refuses to end a call twice", async () => {
    const s = setup();
    const id = await recordCall(s, callD);
    s.advance(3600_000);
    const res = await s.control("POST", `/calls/${id}/end`);
    expect(res.status).toBe(200);
    expect(res.json.data.endedAt).toBe(T + 3600);
    const before = callState(s);
    const again = await s.control("POST", `/calls/${id}/end`, { body: {} });
    expect(again.status).toBe(400);
    expect(errorEnvelope.parse(again.json).error.code).toBe("ERR_BAD_REQUEST");
    expect(callState(s)).toEqual(before);
  });

  it("refuses an end before a join of a device still in, an unknown session and a bad endedAt", async () => {
    const s = setup();
    const id = await recordCall(s, callD);
    const before = callState(s);
    const early = await s.control("POST", `/calls/${id}/end`, { body: { endedAt: T + 3019 } });
    expect(early.status).toBe(400);
    expect(early.json.error.details.endedAt).toBeDefined();
    const wrongType = await s.control("POST", `/calls/${id}/end`, { body: { endedAt: "later" } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.error.details.endedAt).toBeDefined();
    const unknown = await s.control("POST", "/calls/v1.us.testapp.1793534400abc/end", { body: {} });
    expect(unknown.status).toBe(404);
    expect(errorEnvelope.parse(unknown.json).error.code).toBe("ERR_CALL_SESSION_NOT_FOUND");
    expect(callState(s)).toEqual(before);
    expect((await s.calls("GET", `/calls/${id}`)).json.data.status).toBe("ongoing");
  });

  it("keeps a given sessionId and refuses a duplicate (409) or one of another app (400)", async () => {
    const s = setup();
    const sessionId = `v1.us.testapp.${T}00ff00ff`;
    expect(await recordCall(s, { ...callA, sessionId })).toBe(sessionId);
    const before = callState(s);
    const dup = await s.control("POST", "/calls", { body: { ...callA, sessionId } });
    expect(dup.status).toBe(409);
    expect(errorEnvelope.parse(dup.json).error.code).toBe("ERR_CALL_SESSION_ALREADY_EXISTS");
    const other = await s.control("POST", "/calls", {
      body: { ...callA, sessionId: `v1.eu.otherapp.${T}00ff` },
    });
    expect(other.status).toBe(400);
    expect(callState(s)).toEqual(before);
  });

  const session = (joinedAt: number, leftAt?: number) => ({ uid: "alice", sessions: [{ joinedAt, leftAt }] });
  const many = Array.from({ length: 101 }, (_, i) => ({ uid: `u${i}`, outcome: "unanswered" }));
  it.each([
    ["a wrong type", { initiatedAt: "yesterday" }, "initiatedAt"],
    ["milliseconds", { initiatedAt: T * 1000 }, "initiatedAt"],
    ["a bad type enum", { type: "hologram" }, "type"],
    ["a bad mode enum", { mode: "webinar" }, "mode"],
    ["a bad receiverType", { receiverType: "channel" }, "receiverType"],
    ["no participants", { participants: [] }, "participants"],
    ["101 participants", { participants: many }, "participants"],
    [
      "leftAt before joinedAt",
      { participants: [session(T + 50, T + 40)] },
      "participants.0.sessions.0.leftAt",
    ],
    [
      "joinedAt before initiatedAt",
      { participants: [session(T - 1, T + 40)] },
      "participants.0.sessions.0.joinedAt",
    ],
    [
      "a session past one day",
      { participants: [session(T + 5, T + 86_401)] },
      "participants.0.sessions.0.leftAt",
    ],
    ["a bad outcome", { participants: [{ uid: "alice", outcome: "busy" }] }, "participants.0"],
    [
      "a uid listed twice",
      { participants: [session(T + 5, T + 9), session(T + 6, T + 9)] },
      "participants.1.uid",
    ],
    [
      "a recording ending before it starts",
      { recording: { startTime: T + 30, endTime: T + 20 } },
      "recording.endTime",
    ],
    [
      "a recording after the call",
      { recording: { startTime: T + 30, endTime: T + 1000 } },
      "recording.endTime",
    ],
    ["an unknown field", { colour: "red" }, "request body"],
    ["a user calling themself", { receiver: "alice" }, "receiver"],
    [
      "a session with an unknown field",
      { participants: [{ uid: "alice", sessions: [{ joinedAt: T, x: 1 }] }] },
      "participants.0.sessions.0",
    ],
  ])("refuses %s with 400 and changes nothing", async (_name, patch, field) => {
    const s = setup();
    const before = callState(s);
    const res = await s.control("POST", "/calls", { body: { ...callA, ...patch } });
    expect(res.status).toBe(400);
    const err = errorEnvelope.parse(res.json).error;
    expect(err.code).toBe("ERR_BAD_REQUEST");
    expect(err.source).toBe("sandbox-api");
    expect(Object.keys(err.details ?? {})).toContain(field);
    expect(callState(s)).toEqual(before);
  });

  it("refuses malformed JSON, unknown users and groups, and wrong credentials, changing nothing", async () => {
    const s = setup();
    const before = callState(s);
    const bad = await s.control("POST", "/calls", { rawBody: "{not json" });
    expect(bad.status).toBe(400);
    expect(errorEnvelope.parse(bad.json).error.code).toBe("ERR_BAD_REQUEST");
    const cases: [unknown, number, string][] = [
      [{ ...callA, initiator: "ghost" }, 404, "ERR_UID_NOT_FOUND"],
      [{ ...callA, receiver: "ghost" }, 404, "ERR_UID_NOT_FOUND"],
      [
        { ...callA, participants: [{ uid: "ghost", outcome: "unanswered" }], recording: undefined },
        404,
        "ERR_UID_NOT_FOUND",
      ],
      [{ ...callD, receiver: "nogroup" }, 404, "ERR_GUID_NOT_FOUND"],
    ];
    for (const [body, status, code] of cases) {
      const res = await s.control("POST", "/calls", { body });
      expect(res.status).toBe(status);
      expect(errorEnvelope.parse(res.json).error.code).toBe(code);
    }
    expect((await s.control("POST", "/calls", { body: callA, apikey: null })).status).toBe(401);
    const auth = await s.control("POST", "/calls", { body: callA, apikey: s.authKey });
    expect(auth.status).toBe(403);
    expect(auth.json.error.code).toBe("AUTH_ERR_NO_ACCESS");
    const region = await s.raw("POST", `/in/${s.app.id}/sandbox/v1/calls`, { body: callA });
    expect(region.status).toBe(401);
    expect(region.json.error.code).toBe("AUTH_ERR_INVALID_APPID");
    expect(callState(s)).toEqual(before);
  });

  it("accepts the body of the e2e known-calls helper", async () => {
    const s = setup();
    const t = T + 3600;
    const body = {
      initiator: "alice",
      receiver: "bob",
      receiverType: "user",
      type: "audio",
      mode: "call",
      initiatedAt: t,
      participants: [
        { uid: "bob", outcome: "unanswered" },
        { uid: "alice", outcome: "unanswered" },
      ],
    };
    const res = await s.control("POST", "/calls", { body });
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe("unanswered");
    expect(timeline(s)).toEqual(["call_initiated:call"]);
  });
});
