import { beforeAll, describe, expect, it } from "vitest";
import { callDetailSchema, callSchema } from "../../lib/schemas/calls";
import { dataEnvelope, errorEnvelope, pageEnvelope } from "../../lib/schemas/common";
import { okBody, okData } from "./answers";
import { addCallPeople, callA, callB, callC, callD, callE, callState, recordCall, T } from "./call-fixtures";
import { onePage } from "./fixtures";
import { makeSandbox, type Sandbox } from "./harness";

const listSchema = pageEnvelope(callSchema);
const detailSchema = dataEnvelope(callDetailSchema);

let s: Sandbox;
const ids: Record<string, string> = {};

beforeAll(async () => {
  s = makeSandbox();
  addCallPeople(s);
  ids.A = await recordCall(s, callA);
  ids.B = await recordCall(s, callB);
  ids.C = await recordCall(s, callC);
  ids.D = await recordCall(s, callD);
  ids.E = await recordCall(s, callE);
});

async function listed(query: string, onBehalfOf?: string) {
  const res = await s.calls("GET", `/calls${query}`, { onBehalfOf });
  const body = okBody(res, listSchema);
  const byId = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return { letters: body.data.map((c) => byId[c.sessionId]).join(""), meta: body.meta.pagination };
}

describe("GET /calls/:sessionId", () => {
  it("answers a video call with a 2-device participant and an audio-only session, minutes hand-checked", async () => {
    const res = await s.calls("GET", `/calls/${ids.A}`);
    const call = okData(res, detailSchema);
    expect(call.sessionId).toMatch(new RegExp(`^v1\\.us\\.testapp\\.${T}[0-9a-f]+$`));
    expect(call).toMatchObject({
      type: "video",
      mode: "call",
      status: "ended",
      initiator: "alice",
      receiver: "bob",
      receiverType: "user",
      initiatedAt: T,
      startedAt: T + 5,
      endedAt: T + 905,
      totalDuration: "00:15:00",
      totalDurationInMinutes: 15,
      totalAudioMinutes: 5,
      // (600 s + 895 s) / 60 = 24.9166…
      totalVideoMinutes: 24.92,
      totalParticipants: 3,
      hasRecording: true,
      metaData: [{ ticket: 42 }],
      tags: ["support"],
    });
    expect(typeof call.totalDuration).toBe("string");
    expect(call.participants).toEqual([
      expect.objectContaining({
        uid: "alice",
        state: "ended",
        isJoined: true,
        joinedAt: T + 5,
        leftAt: T + 605,
        deviceId: "alice-laptop",
        totalDuration: 10,
        totalAudioMinutes: 0,
        totalVideoMinutes: 10,
      }),
      expect.objectContaining({
        uid: "alice",
        deviceId: "alice-phone",
        joinedAt: T + 65,
        leftAt: T + 365,
        totalDuration: 5,
        totalAudioMinutes: 5,
        totalVideoMinutes: 0,
      }),
      expect.objectContaining({
        uid: "bob",
        deviceId: "bob-phone",
        totalDuration: 14.92,
        totalAudioMinutes: 0,
        totalVideoMinutes: 14.92,
      }),
    ]);
    for (const p of call.participants)
      expect(p.mid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(call.recordings).toHaveLength(1);
    const rec = call.recordings?.[0];
    expect(rec).toMatchObject({ startTime: T + 20, endTime: T + 320, duration: 300 });
    expect(rec?.recording_url).toBe(`http://127.0.0.1:4100/recordings/${rec?.rid}.mp4`);
  });

  it("answers an unanswered call: participants who never joined carry no joinedAt, leftAt, deviceId, mid", async () => {
    const call = detailSchema.parse((await s.calls("GET", `/calls/${ids.B}`)).json).data;
    expect(call).toMatchObject({
      status: "unanswered",
      startedAt: 0,
      endedAt: 0,
      totalDuration: "00:00:00",
      totalDurationInMinutes: 0,
      totalParticipants: 2,
      hasRecording: false,
      metaData: [],
      tags: [],
    });
    expect(call.recordings).toBeUndefined();
    expect(call.participants).toEqual([
      {
        uid: "bob",
        state: "unanswered",
        isJoined: false,
        totalDuration: 0,
        totalAudioMinutes: 0,
        totalVideoMinutes: 0,
      },
      {
        uid: "carol",
        state: "unanswered",
        isJoined: false,
        totalDuration: 0,
        totalAudioMinutes: 0,
        totalVideoMinutes: 0,
      },
    ]);
  });

  it("answers rejected when the receiver declined, and ongoing while a device is still in", async () => {
    const c = detailSchema.parse((await s.calls("GET", `/calls/${ids.C}`)).json).data;
    expect(c.status).toBe("rejected");
    expect(c.participants.map((p) => p.state)).toEqual(["unanswered", "rejected"]);
    const d = detailSchema.parse((await s.calls("GET", `/calls/${ids.D}`)).json).data;
    expect(d).toMatchObject({ status: "ongoing", startedAt: T + 3005, endedAt: 0, totalVideoMinutes: 10 });
    const carol = d.participants.find((p) => p.uid === "carol");
    expect(carol).toMatchObject({ state: "ongoing", isJoined: true, joinedAt: T + 3020 });
    expect(carol?.leftAt).toBeUndefined();
  });

  it("answers an audio presentation's minutes as audio minutes", async () => {
    const e = detailSchema.parse((await s.calls("GET", `/calls/${ids.E}`)).json).data;
    expect(e).toMatchObject({
      mode: "presenter",
      totalDuration: "00:01:30",
      totalDurationInMinutes: 1.5,
      totalAudioMinutes: 2.8,
      totalVideoMinutes: 0,
    });
  });

  it("answers 404 ERR_CALL_SESSION_NOT_FOUND for an unknown session", async () => {
    const res = await s.calls("GET", "/calls/v1.us.testapp.1793534400deadbeef");
    expect(res.status).toBe(404);
    const err = errorEnvelope.parse(res.json).error;
    expect(err.code).toBe("ERR_CALL_SESSION_NOT_FOUND");
    expect(err.source).toBe("calls-api");
  });

  it("with onBehalfOf answers only calls that user took part in, and refuses an unknown user", async () => {
    expect((await s.calls("GET", `/calls/${ids.A}`, { onBehalfOf: "bob" })).status).toBe(200);
    const hidden = await s.calls("GET", `/calls/${ids.A}`, { onBehalfOf: "carol" });
    expect(hidden.status).toBe(404);
    expect(errorEnvelope.parse(hidden.json).error.code).toBe("ERR_CALL_SESSION_NOT_FOUND");
    const res = await s.calls("GET", `/calls/${ids.A}`, { onBehalfOf: "nobody" });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe("ERR_UID_NOT_FOUND");
  });
});

describe("GET /calls", () => {
  it("lists newest initiatedAt first with the list form of a call (no metaData, tags, recordings)", async () => {
    const res = await s.calls("GET", "/calls");
    const body = listSchema.parse(res.json);
    expect(body.meta.pagination).toEqual(onePage(5));
    expect((await listed("")).letters).toBe("EDCBA");
    const first = body.data[0];
    expect(first?.metaData).toBeUndefined();
    expect(first?.tags).toBeUndefined();
    expect(first).not.toHaveProperty("recordings");
    expect(body.data[4]?.participants).toHaveLength(3);
  });

  it.each([
    ["?type=audio", "ECB"],
    ["?type=video", "DA"],
    ["?mode=call", "CBA"],
    ["?mode=meet", "D"],
    ["?mode=presenter", "E"],
    ["?participantsCount=3", "DA"],
    ["?participantsCount=2", "ECB"],
    ["?participantsCount=7", ""],
    [`?startedAt=${T + 3000}`, "ED"],
    [`?startedAt=${T + 5}`, "EDA"],
    [`?endedAt=${T + 1000}`, "A"],
    [`?endedAt=${T + 5000}`, "EA"],
    ["?status=ended", "EA"],
    ["?status=ongoing", "D"],
    ["?status=rejected", "C"],
    ["?status=unanswered", "B"],
    ["?receiverType=group", "ED"],
    ["?receiverType=user", "CBA"],
    ["?hasRecording=true", "EA"],
    ["?hasRecording=false", "DCB"],
    ["?uid=alice", "EDCA"],
    ["?uid=ALICE", "EDCA"],
    ["?uid=dave", "E"],
    ["?uid=nobody", ""],
    ["?type=audio&receiverType=group", "E"],
    ["?uid=bob&status=ended", "A"],
    [`?uid=alice&startedAt=${T + 3000}&endedAt=${T + 5000}`, "E"],
  ])("filters %s", async (query, expected) => {
    const { letters, meta } = await listed(query);
    expect(letters).toBe(expected);
    expect(meta.total).toBe(expected.length);
    expect(meta.count).toBe(expected.length);
  });

  it("with onBehalfOf lists only that user's calls (and applies uid too)", async () => {
    const carol = await listed("", "carol");
    expect(carol.letters).toBe("DCB");
    expect(carol.meta.total).toBe(3);
    expect((await listed("?uid=alice", "carol")).letters).toBe("DC");
    expect((await listed("?status=ended", "CAROL")).letters).toBe("");
    const unknown = await s.calls("GET", "/calls", { onBehalfOf: "nobody" });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe("ERR_UID_NOT_FOUND");
  });

  it("pages with page/perPage and reports the true total on every page", async () => {
    const p1 = await listed("?perPage=2");
    expect(p1.letters).toBe("ED");
    expect(p1.meta).toEqual({ total: 5, count: 2, per_page: 2, current_page: 1, total_pages: 3 });
    const p3 = await listed("?perPage=2&page=3");
    expect(p3.letters).toBe("A");
    expect(p3.meta).toEqual({ total: 5, count: 1, per_page: 2, current_page: 3, total_pages: 3 });
    const p4 = await listed("?perPage=2&page=4");
    expect(p4.letters).toBe("");
    expect(p4.meta).toEqual({ total: 5, count: 0, per_page: 2, current_page: 4, total_pages: 3 });
    const filtered = await listed("?uid=alice&perPage=3&page=2");
    expect(filtered.letters).toBe("A");
    expect(filtered.meta).toEqual({ total: 4, count: 1, per_page: 3, current_page: 2, total_pages: 2 });
  });

  it("accepts perPage 1000 and refuses perPage 1001 and 0", async () => {
    expect((await s.calls("GET", "/calls?perPage=1000")).status).toBe(200);
    for (const q of ["perPage=1001", "perPage=0", "page=0", "page=x"]) {
      const res = await s.calls("GET", `/calls?${q}`);
      expect(res.status, q).toBe(400);
      const err = errorEnvelope.parse(res.json).error;
      expect(err.code).toBe("ERR_BAD_REQUEST");
      expect(Object.keys(err.details ?? {})).toEqual([q.split("=")[0]]);
    }
  });

  it.each([
    ["participantsCount=abc", "participantsCount"],
    ["participantsCount=-1", "participantsCount"],
    ["startedAt=yesterday", "startedAt"],
    ["startedAt=17935344000", "startedAt"],
    ["endedAt=1.5", "endedAt"],
    ["status=initiated", "status"],
    ["type=hologram", "type"],
    ["mode=webinar", "mode"],
    ["receiverType=channel", "receiverType"],
    ["hasRecording=maybe", "hasRecording"],
  ])("refuses %s with 400 and details for the field", async (query, field) => {
    const res = await s.calls("GET", `/calls?${query}`);
    expect(res.status).toBe(400);
    const err = errorEnvelope.parse(res.json).error;
    expect(err.code).toBe("ERR_BAD_REQUEST");
    expect(err.details?.[field]?.length).toBeGreaterThan(0);
  });
});

describe("calls API authentication", () => {
  it("answers 401 without apikey, 401 with an unknown key, 403 with an authOnly key, 401 in another region", async () => {
    const before = callState(s);
    const none = await s.calls("GET", "/calls", { apikey: null });
    expect(none.status).toBe(401);
    expect(errorEnvelope.parse(none.json).error.code).toBe("AUTH_ERR_EMPTY_APIKEY");
    const unknown = await s.calls("GET", "/calls", { apikey: "f".repeat(40) });
    expect(unknown.status).toBe(401);
    expect(unknown.json.error.code).toBe("AUTH_ERR_APIKEY_NOT_FOUND");
    for (const path of ["/calls", `/calls/${ids.A}`]) {
      const auth = await s.calls("GET", path, { apikey: s.authKey });
      expect(auth.status).toBe(403);
      expect(errorEnvelope.parse(auth.json).error.code).toBe("AUTH_ERR_NO_ACCESS");
    }
    const region = await s.raw("GET", `/eu/${s.app.id}/call/v3/calls`);
    expect(region.status).toBe(401);
    expect(errorEnvelope.parse(region.json).error.code).toBe("AUTH_ERR_INVALID_APPID");
    expect(callState(s)).toEqual(before);
  });
});
