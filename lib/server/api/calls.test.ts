import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audioCall } from "@/test/minute-calls";
import { sandboxForFile } from "@/test/sandbox-for-file";
import * as callsContract from "../../contract/calls";
import { listCallsInput } from "../../inputs/calls-query";
import { call, type QueryOf } from "./call";
import { ServiceError } from "./errors";
import type { Connection } from "./request";

// The dashboard's calls client: the calls contracts through `call`, against the sandbox.
const listCalls = (conn: Connection, query: QueryOf<typeof callsContract.listCallsQuery> = {}) =>
  call(conn, callsContract.listCalls, { query });
const getCall = async (conn: Connection, sessionId: string) =>
  (await call(conn, callsContract.getCall, { params: { sessionId } })).data;

const T0 = 1_763_000_000;
const ids = { video: "", missed: "", meet: "" };

const sb = sandboxForFile("eu", async () => {
  for (const uid of ["alice", "bob", "carol"]) await sb.chat("POST", "/users", { uid, name: uid });
  await sb.chat("POST", "/groups", { guid: "team", name: "Team", owner: "carol" });
  ids.video = await sb.recordCall({
    initiator: "alice",
    receiver: "bob",
    receiverType: "user",
    type: "video",
    mode: "call",
    initiatedAt: T0,
    participants: [
      { uid: "alice", sessions: [{ joinedAt: T0 + 5, leftAt: T0 + 605, deviceId: "alice-laptop" }] },
      { uid: "bob", sessions: [{ joinedAt: T0 + 8, leftAt: T0 + 605, deviceId: "bob-phone" }] },
    ],
    recording: { startTime: T0 + 10, endTime: T0 + 310 },
    tags: ["support"],
    metaData: [{ ticket: 42 }],
  });
  ids.missed = await sb.recordCall(
    audioCall("bob", "alice", T0 + 3600, [
      { uid: "bob", outcome: "unanswered" },
      { uid: "alice", outcome: "unanswered" },
    ]),
  );
  ids.meet = await sb.recordCall({
    initiator: "carol",
    receiver: "team",
    receiverType: "group",
    type: "audio",
    mode: "meet",
    initiatedAt: T0 + 7200,
    participants: [
      {
        uid: "carol",
        sessions: [
          { joinedAt: T0 + 7201, leftAt: T0 + 7500, deviceId: "carol-desk" },
          { joinedAt: T0 + 7500, leftAt: T0 + 9000, deviceId: "carol-phone" },
        ],
      },
      { uid: "alice", sessions: [{ joinedAt: T0 + 7300, leftAt: T0 + 8000 }] },
    ],
  });
});

const sessionIds = async (q: Parameters<typeof listCalls>[1]) =>
  (await listCalls(sb.connection, q)).data.map((c) => c.sessionId);

describe("calls client", () => {
  it("pages newest first with the service's true total", async () => {
    const first = await listCalls(sb.connection, { perPage: 2 });
    expect(first.meta.pagination).toEqual({
      total: 3,
      count: 2,
      per_page: 2,
      current_page: 1,
      total_pages: 2,
    });
    expect(first.data.map((c) => c.sessionId)).toEqual([ids.meet, ids.missed]);
    const second = await listCalls(sb.connection, { perPage: 2, page: 2 });
    expect(second.meta.pagination).toMatchObject({ count: 1, current_page: 2 });
    expect(second.data.map((c) => c.sessionId)).toEqual([ids.video]);
    const beyond = await listCalls(sb.connection, { perPage: 2, page: 3 });
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.pagination.total).toBe(3);
  });

  it("passes every filter of the interface to the service", async () => {
    expect(await sessionIds({ type: "video" })).toEqual([ids.video]);
    expect(await sessionIds({ mode: "meet" })).toEqual([ids.meet]);
    expect(await sessionIds({ status: "unanswered" })).toEqual([ids.missed]);
    expect(await sessionIds({ status: "ended" })).toEqual([ids.meet, ids.video]);
    expect(await sessionIds({ receiverType: "group" })).toEqual([ids.meet]);
    expect(await sessionIds({ hasRecording: true })).toEqual([ids.video]);
    expect(await sessionIds({ hasRecording: false })).toEqual([ids.meet, ids.missed]);
    expect(await sessionIds({ uid: "carol" })).toEqual([ids.meet]);
    expect(await sessionIds({ uid: "alice" })).toEqual([ids.meet, ids.missed, ids.video]);
    expect(await sessionIds({ participantsCount: 3 })).toEqual([ids.meet]);
    expect(await sessionIds({ startedAt: T0 + 7000 })).toEqual([ids.meet]);
    expect(await sessionIds({ endedAt: T0 + 700 })).toEqual([ids.video]);
    expect(await sessionIds({ type: "audio", status: "ended", uid: "alice" })).toEqual([ids.meet]);
    expect(await sessionIds({ type: "video", status: "unanswered" })).toEqual([]);
  });

  it("reads one call with participants, recording, tags and metaData", async () => {
    const call = await getCall(sb.connection, ids.video);
    expect(call).toMatchObject({
      sessionId: ids.video,
      type: "video",
      status: "ended",
      initiator: "alice",
      receiver: "bob",
      receiverType: "user",
      initiatedAt: T0,
      hasRecording: true,
      totalParticipants: 2,
      tags: ["support"],
      metaData: [{ ticket: 42 }],
    });
    expect(call.totalDuration).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
    expect(call.participants.map((p) => [p.uid, p.deviceId, p.joinedAt, p.leftAt])).toEqual([
      ["alice", "alice-laptop", T0 + 5, T0 + 605],
      ["bob", "bob-phone", T0 + 8, T0 + 605],
    ]);
    expect(call.recordings).toHaveLength(1);
    expect(call.recordings?.[0]).toMatchObject({ startTime: T0 + 10, endTime: T0 + 310, duration: 300 });
    const missed = await getCall(sb.connection, ids.missed);
    expect(missed.status).toBe("unanswered");
    expect(missed.participants.every((p) => !p.isJoined && p.joinedAt === undefined)).toBe(true);
  });

  it("a call that does not exist is a 404 ServiceError with the service's code", async () => {
    const err = await getCall(sb.connection, `v1.eu.${sb.appId}.1763000000abc`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({ status: 404, code: "ERR_CALL_SESSION_NOT_FOUND" });
  });

  it("a filter value the service refuses is a 400 ServiceError naming the field", async () => {
    const err = await listCalls(sb.connection, { participantsCount: 5000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({ status: 400, code: "ERR_BAD_REQUEST" });
    expect(Object.keys((err as ServiceError).details ?? {})).toContain("participantsCount");
  });

  it("a rejected key is a 401 ServiceError", async () => {
    const err = await listCalls({ ...sb.connection, apiKey: "f".repeat(40) }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401, code: "AUTH_ERR_APIKEY_NOT_FOUND" });
  });

  it("refuses an invalid query: the list's own schema before any request, the service when sent", async () => {
    expect(listCallsInput.safeParse({ perPage: 0 }).error?.issues.map((i) => i.path)).toEqual([["perPage"]]);
    const err = await listCalls(sb.connection, { perPage: 0 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({ status: 400, code: "ERR_BAD_REQUEST" });
    expect(Object.keys((err as ServiceError).details ?? {})).toContain("perPage");
  });

  describe("when the service's answer drifts from the interface", () => {
    let proxy: Server;
    let drifted: typeof sb.connection;
    beforeAll(async () => {
      // A proxy in front of the real sandbox that turns one field into the wrong type.
      proxy = createServer(async (req, res) => {
        const upstream = await fetch(`${sb.url}${req.url}`, { headers: { apikey: sb.apiKey } });
        const body = (await upstream.json()) as { data: { totalDuration: unknown } };
        body.data.totalDuration = 125;
        res.writeHead(upstream.status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      });
      await new Promise<void>((r) => proxy.listen(0, "127.0.0.1", r));
      const { port } = proxy.address() as AddressInfo;
      drifted = { ...sb.connection, callUrl: `http://127.0.0.1:${port}/{region}/{appId}/call/v3` };
    });
    afterAll(() => new Promise((r) => proxy.close(r)));

    it("answers a clear error that names the field", async () => {
      const err = await getCall(drifted, ids.video).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ServiceError);
      expect(err).toMatchObject({ code: "ERR_UNEXPECTED_ANSWER" });
      expect((err as ServiceError).message).toContain("data.totalDuration");
      expect((err as ServiceError).message).toContain("expected string");
    });
  });
});
