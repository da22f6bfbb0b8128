import { describe, expect, it, vi } from "vitest";
import { aliceBobForFile } from "@/test/sandbox-for-file";
import { tempStore } from "@/test/temp-store";
import * as api from "../server/api/call";
import { keepChatSync } from "./keep";
import { chatSyncLease } from "./lease";
import { readChatProgress, syncMessages } from "./sync";

const sentIds: string[] = [];

async function send(i: number): Promise<string> {
  const media = i % 4 === 0;
  const res = (await sb.chat("POST", "/messages", {
    receiver: i % 2 ? "alice" : "bob",
    receiverType: "user",
    category: "message",
    type: media ? "image" : "text",
    data: media ? { attachments: [{ url: "https://example.com/a.png" }] } : { text: `message ${i}` },
  })) as { data: { id: string } };
  sentIds.push(res.data.id);
  return res.data.id;
}

const stored = () =>
  db.selectFrom("ms_messages").selectAll().where("app_id", "=", sb.appId).orderBy("id").execute();

const sb = aliceBobForFile(async () => {
  for (let i = 0; i < 23; i++) await send(i);
});
const db = await tempStore("chat-sync");

// Every read of the service, counted: a run reads the next page ahead while it stores one.
vi.mock("../server/api/call", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../server/api/call")>();
  return { ...actual, call: vi.fn(actual.call) };
});
const reads = vi.mocked(api.call);

describe("syncMessages against a running sandbox", () => {
  it("starts with nothing synced", async () => {
    expect(await readChatProgress(db, sb.appId)).toMatchObject({
      phase: "never",
      storedMessages: 0,
      pages: 0,
    });
  });

  it("copies the newest messages first, and stops midway keeping its place", async () => {
    reads.mockClear();
    const p = await syncMessages(db, sb.connection, { perPage: 5, maxPages: 2, owner: "a" });
    expect(p).toMatchObject({ phase: "backfill", running: false, storedMessages: 10, pages: 2 });
    // The read ahead stops at the run's last page.
    expect(reads).toHaveBeenCalledTimes(2);
    expect(p.highWater).toBe(Number(sentIds[22]));
    expect(p.lowWater).toBe(Number(sentIds[13]));
    expect((await stored()).map((r) => String(r.id))).toEqual(sentIds.slice(13));
  });

  it("resumes after an instance that stopped without releasing its lease", async () => {
    // An instance that crashed mid-page: its lease lapses, and the next run goes on from the saved id.
    expect(
      await chatSyncLease.acquire(db, sb.appId, { owner: "crashed", ttlMs: 1_000, now: Date.now() - 5_000 }),
    ).toBe(true);
    // Sent while the first sync was under way: read after it, in the same run.
    await send(23);
    const p = await syncMessages(db, sb.connection, { perPage: 5, owner: "b" });
    expect(p).toMatchObject({ phase: "idle", running: false, storedMessages: 24, error: null });
    // 10 read before; the 13 older ones in pages of 5, 5 and 3; then the new one after the largest id.
    expect(p.pages).toBe(6);
    expect(p.highWater).toBe(Number(sentIds[23]));
    const rows = await stored();
    expect(rows.map((r) => String(r.id))).toEqual(sentIds);
    const first = rows[0];
    expect(first).toMatchObject({
      sender: "app_system",
      receiver_type: "user",
      receiver: "bob",
      category: "message",
    });
    expect(rows.filter((r) => Number(r.has_media) === 1).map((r) => String(r.id))).toEqual(
      sentIds.filter((_, i) => i % 4 === 0),
    );
  });

  it("picks up new messages, and the edits and deletions of older ones, from the high-water id", async () => {
    const editId = sentIds[1] ?? "";
    const deleteId = sentIds[3] ?? "";
    await sb.chat("PUT", `/messages/${editId}`, { data: { text: "changed" } });
    await sb.chat("DELETE", `/messages/${deleteId}`, {});
    for (let i = 24; i < 27; i++) await send(i);
    const p = await syncMessages(db, sb.connection, { perPage: 5, owner: "b" });
    expect(p).toMatchObject({ phase: "idle", storedMessages: 27 });
    const rows = await stored();
    expect(rows.map((r) => String(r.id))).toEqual(sentIds);
    const byId = new Map(rows.map((r) => [String(r.id), r]));
    expect(byId.get(editId)?.edited_at).not.toBeNull();
    expect(byId.get(editId)?.deleted_at).toBeNull();
    expect(byId.get(deleteId)?.deleted_at).not.toBeNull();
    expect(byId.get(sentIds[2] ?? "")?.edited_at).toBeNull();
    // The action messages themselves are the service's notes, not messages sent: none is stored.
    expect(rows.every((r) => r.category !== "action")).toBe(true);
  });

  it("does not sync while another instance holds the lease, and does once it is released", async () => {
    await send(27);
    expect(await chatSyncLease.acquire(db, sb.appId, { owner: "other" })).toBe(true);
    const blocked = await syncMessages(db, sb.connection, { owner: "b" });
    expect(blocked).toMatchObject({ running: true, runningElsewhere: true, storedMessages: 27 });
    expect((await stored()).length).toBe(27);
    expect(await chatSyncLease.release(db, sb.appId, "other")).toBe(true);
    const p = await syncMessages(db, sb.connection, { owner: "b" });
    expect(p).toMatchObject({ running: false, storedMessages: 28 });
  });

  it("runs once when two instances start together", async () => {
    await send(28);
    const results = await Promise.all([
      syncMessages(db, sb.connection, { owner: "x", perPage: 1 }),
      syncMessages(db, sb.connection, { owner: "y", perPage: 1 }),
    ]);
    // The one that found the lease taken answered at once, marked as running elsewhere.
    expect(results.filter((r) => r.runningElsewhere)).toHaveLength(1);
    expect((await stored()).length).toBe(29);
  });

  it("keeps syncing in the background until the app is no longer connected", async () => {
    await send(29);
    await send(30);
    let looks = 0;
    const errors: unknown[] = [];
    // Connected for two rounds (the second finds nothing new), then removed: the keeper stops.
    await keepChatSync(sb.appId, {
      db,
      owner: "keeper",
      intervalMs: 5,
      connectionFor: () => (++looks <= 2 ? sb.connection : undefined),
      onError: (e) => errors.push(e),
    });
    expect(looks).toBe(3);
    expect(errors).toEqual([]);
    expect((await stored()).map((r) => String(r.id))).toEqual(sentIds);
    expect(await readChatProgress(db, sb.appId)).toMatchObject({
      phase: "idle",
      running: false,
      storedMessages: 31,
    });
  });
});
