import { beforeEach, describe, expect, it } from "vitest";
import { messageMetricsEnvelope, usageMetricsEnvelope } from "../../lib/schemas/stats";
import { expectError, okData } from "./answers";
import { addCallPeople, callA, recordCall, T } from "./call-fixtures";
import { sendText } from "./chat-helpers";
import { makeSandbox, type Sandbox } from "./harness";

let s: Sandbox;

beforeEach(() => {
  s = makeSandbox();
  addCallPeople(s);
});

describe("GET /stats", () => {
  it("sums the minutes of the calls started in the period, and answers the period in milliseconds", async () => {
    await recordCall(s, callA);
    const calls = s.db.prepare("SELECT audio_minutes, video_minutes, total_minutes FROM calls").get() as {
      audio_minutes: number;
      video_minutes: number;
      total_minutes: number;
    };
    const res = await s.chat("GET", `/stats?fromDate=${T - 3600}&toDate=${T + 3600}`);
    const data = okData(res, usageMetricsEnvelope);
    expect(data.metrics).toMatchObject({
      audio_minutes: Math.round(calls.audio_minutes),
      video_minutes: Math.round(calls.video_minutes),
      recorded_minutes: Math.round(calls.total_minutes),
    });
    expect(data.metrics.video_minutes).toBeGreaterThan(0);
    expect(data.time_range).toEqual({ fromDate: (T - 3600) * 1000, toDate: (T + 3600) * 1000 });
    const ms = await s.chat("GET", `/stats?fromDate=${(T - 3600) * 1000}&toDate=${(T + 3600) * 1000}`);
    expect(usageMetricsEnvelope.parse(ms.json).data).toEqual(data);
    const before = await s.chat("GET", `/stats?fromDate=${T - 7200}&toDate=${T - 3600}`);
    expect(usageMetricsEnvelope.parse(before.json).data.metrics.video_minutes).toBe(0);
  });

  it("refuses a missing, malformed or reversed period", async () => {
    await expectError(await s.chat("GET", "/stats"), 400, "ERR_BAD_REQUEST");
    await expectError(await s.chat("GET", `/stats?fromDate=abc&toDate=${T}`), 400, "ERR_BAD_REQUEST");
    await expectError(await s.chat("GET", `/stats?fromDate=${T}&toDate=${T - 1}`), 400, "ERR_BAD_REQUEST");
  });
});

describe("GET /stats/messages", () => {
  it("counts the last hour's messages in twelve five-minute points", async () => {
    await sendText(s, "alice", "bob", "one");
    s.advance(6 * 60_000);
    await sendText(s, "bob", "alice", "two");
    await sendText(s, "bob", "alice", "three");
    const res = await s.chat("GET", "/stats/messages");
    const data = okData(res, messageMetricsEnvelope);
    expect(data.appId).toBe(s.app.id);
    expect(data.dataPoints).toHaveLength(12);
    expect(Number(data.endTime) - Number(data.startTime)).toBe(3_600_000);
    expect(data.dataPoints.map((p) => p.messagesSent).reduce((a, b) => a + b)).toBe(3);
    expect(data.dataPoints.at(-1)?.messagesSent).toBe(2);
    expect(Number(data.dataPoints[1]?.startTime) - Number(data.dataPoints[0]?.startTime)).toBe(300_000);
  });
});
