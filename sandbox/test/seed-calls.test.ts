import { afterAll, describe, expect, it } from "vitest";
import type { CallRow, ParticipantRow } from "../src/core/call-rows";
import { callView } from "../src/core/call-store";
import { ANCHOR, removeStores, seeded } from "./seed-support";

afterAll(removeStores);

const { db } = seeded(11, { users: 80, groups: 10, messages: 1500, calls: 3000, days: 21 });
const calls = db.prepare("SELECT * FROM calls").all() as CallRow[];
const participants = new Map<string, ParticipantRow[]>();
for (const p of db.prepare("SELECT * FROM call_participants ORDER BY seq").all() as ParticipantRow[]) {
  participants.set(p.session_id, [...(participants.get(p.session_id) ?? []), p]);
}
const near = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance + 1e-9;
const toHms = (s: number) =>
  [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60]
    .map((n) => String(n).padStart(2, "0"))
    .join(":");

describe("seeded calls are consistent", () => {
  it("derive status, times, durations and minutes from their participants", () => {
    for (const c of calls) {
      const ps = participants.get(c.session_id) ?? [];
      const joined = ps.filter((p) => p.is_joined === 1);
      expect(c.total_participants, c.session_id).toBe(ps.length);
      if (c.status === "unanswered" || c.status === "rejected") {
        expect(joined).toEqual([]);
        expect([c.started_at, c.ended_at, c.duration_seconds]).toEqual([null, null, 0]);
        if (c.status === "rejected") expect(ps.some((p) => p.state === "rejected")).toBe(true);
        continue;
      }
      expect(joined.length).toBeGreaterThan(0);
      expect(c.started_at).toBe(Math.min(...joined.map((p) => p.joined_at as number)));
      if (c.status === "ongoing") {
        expect(ps.some((p) => p.state === "ongoing" && p.left_at === null)).toBe(true);
        expect(c.ended_at).toBeNull();
        continue;
      }
      expect(c.status).toBe("ended");
      expect(ps.every((p) => p.state !== "ongoing")).toBe(true);
      expect(c.ended_at).toBe(Math.max(...joined.map((p) => p.left_at as number)));
      expect(c.duration_seconds).toBe((c.ended_at as number) - (c.started_at as number));
      expect(callView(c, ps).totalDuration).toBe(toHms(c.duration_seconds));
      expect(near(c.total_minutes, c.duration_seconds / 60, 0.005)).toBe(true);
      const sum = (k: "audio_minutes" | "video_minutes") => ps.reduce((s, p) => s + p[k], 0);
      // Per-device minutes are rounded to 0.01 each; the call's totals are rounded once.
      expect(near(c.audio_minutes, sum("audio_minutes"), 0.006 * ps.length)).toBe(true);
      expect(near(c.video_minutes, sum("video_minutes"), 0.006 * ps.length)).toBe(true);
      for (const p of joined) {
        expect(near(p.total_minutes, p.audio_minutes + p.video_minutes, 0.001)).toBe(true);
        if (c.type === "audio") expect(p.video_minutes).toBe(0);
      }
    }
  });

  it("give never-joined participants no join, leave, device or mid", () => {
    for (const p of [...participants.values()].flat()) {
      if (p.is_joined === 1) {
        expect(p.joined_at).not.toBeNull();
        expect(p.device_id).not.toBeNull();
        continue;
      }
      expect(["unanswered", "rejected"]).toContain(p.state);
      expect([p.joined_at, p.left_at, p.device_id, p.mid]).toEqual([null, null, null, null]);
    }
  });

  it("have a realistic mix of type, mode, status, size, devices and recordings", () => {
    const share = (f: (c: CallRow) => boolean) => calls.filter(f).length / calls.length;
    expect(share((c) => c.status === "ended")).toBeGreaterThan(0.7);
    expect(share((c) => c.status === "unanswered")).toBeGreaterThan(0.03);
    expect(share((c) => c.status === "rejected")).toBeGreaterThan(0.01);
    expect(share((c) => c.status === "ongoing")).toBeLessThan(0.01);
    expect(share((c) => c.type === "video")).toBeGreaterThan(0.3);
    expect(share((c) => c.type === "audio")).toBeGreaterThan(0.3);
    expect(share((c) => c.mode === "call")).toBeGreaterThan(0.6);
    expect(share((c) => c.mode === "meet")).toBeGreaterThan(0.05);
    expect(share((c) => c.mode === "presenter")).toBeGreaterThan(0.01);
    expect(share((c) => c.has_recording === 1)).toBeGreaterThan(0.02);
    for (const c of calls.filter((x) => x.receiver_type === "user")) {
      expect(new Set((participants.get(c.session_id) ?? []).map((p) => p.uid)).size).toBe(2);
    }
    const groupSizes = calls
      .filter((c) => c.receiver_type === "group")
      .map((c) => new Set((participants.get(c.session_id) ?? []).map((p) => p.uid)).size);
    expect(Math.min(...groupSizes)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...groupSizes)).toBeLessThanOrEqual(12);
    const multiDevice = [...participants.values()].filter(
      (ps) => ps.length > new Set(ps.map((p) => p.uid)).size,
    );
    expect(multiDevice.length).toBeGreaterThan(0);
    const lengths = calls.filter((c) => c.status === "ended").map((c) => c.duration_seconds);
    lengths.sort((x, y) => x - y);
    const median = lengths[Math.floor(lengths.length / 2)] as number;
    expect(median).toBeGreaterThan(60);
    expect(median).toBeLessThan(30 * 60);
    expect(lengths[lengths.length - 1]).toBeGreaterThan(3 * median);
  });

  it("follow a daily and weekly rhythm", () => {
    const at = calls.map((c) => new Date(c.initiated_at * 1000));
    const business = at.filter((d) => d.getUTCHours() >= 9 && d.getUTCHours() < 17).length / 8;
    const night = at.filter((d) => d.getUTCHours() < 6).length / 6;
    expect(business).toBeGreaterThan(4 * night);
    // Three full weeks: every weekday occurs three times.
    const weekend = at.filter((d) => d.getUTCDay() === 0 || d.getUTCDay() === 6).length / 2;
    const weekday = (at.length - weekend * 2) / 5;
    expect(weekday).toBeGreaterThan(2 * weekend);
  });

  it("involve existing users and groups, with recordings inside the call", () => {
    const users = new Set(db.prepare("SELECT uid FROM users").pluck().all() as string[]);
    const groups = new Set(db.prepare("SELECT guid FROM groups").pluck().all() as string[]);
    for (const c of calls) {
      expect(users.has(c.initiator)).toBe(true);
      expect((c.receiver_type === "group" ? groups : users).has(c.receiver)).toBe(true);
      for (const p of participants.get(c.session_id) ?? []) expect(users.has(p.uid)).toBe(true);
      expect(c.session_id.startsWith(`v1.eu.seedapp.${c.initiated_at}`)).toBe(true);
    }
    const recs = db
      .prepare(
        "SELECT r.*, c.started_at, c.ended_at FROM call_recordings r JOIN calls c USING (app_id, session_id)",
      )
      .all() as {
      start_time: number;
      end_time: number;
      duration: number;
      started_at: number;
      ended_at: number | null;
    }[];
    expect(recs.length).toBe(calls.filter((c) => c.has_recording === 1).length);
    for (const r of recs) {
      expect(r.start_time).toBeGreaterThanOrEqual(r.started_at);
      expect(r.end_time).toBeLessThanOrEqual(r.ended_at ?? ANCHOR);
      expect(r.duration).toBe(r.end_time - r.start_time);
    }
  });
});
