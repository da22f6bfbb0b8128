import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SandboxProcess, startSandbox } from "@/test/sandbox-process";
import { tempStore } from "@/test/temp-store";
import type { Db } from "../db";
import { encodeImportTarget } from "../import/target";
import { runnerFor } from "./operations";
import { runJob } from "./runner";
import { claimJob, insertJob, jobCounts, listRows, markApplying } from "./store";

// The import class allows 1 request a window of 1 s here (60 a minute in production): the runner paces itself by
// the service's rate-limit headers and 429s, whatever the numbers, one request a step.
const PER_WINDOW = 1;
const WINDOW_MS = 1000;

let sb: SandboxProcess;
let db: Db;

beforeAll(async () => {
  sb = await startSandbox("eu", {
    SANDBOX_RATE_LIMIT_IMPORT: String(PER_WINDOW),
    SANDBOX_RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
  });
  db = await tempStore("import-runner");
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await sb?.stop();
});

const user = (i: number) => {
  const uid = `imp-${String(i).padStart(3, "0")}`;
  return { kind: "users" as const, row: i + 2, id: uid, data: { uid, name: `Imported ${i}` } };
};

async function importJob(rows: ReturnType<typeof encodeImportTarget>[]) {
  const id = randomUUID();
  await insertJob(db, {
    id,
    appId: sb.appId,
    operation: "data.import",
    params: { files: [] },
    selection: { kind: "upload" },
    createdBy: "a@b.c",
    targets: rows,
    now: 1,
  });
  return id;
}

const deps = () => ({
  db,
  owner: "one",
  connectionFor: async () => sb.connection,
  runnerFor,
  leaseMs: 5_000,
});

describe("an import job against the sandbox", () => {
  it("sends batches of 50 in kind order at the import rate limit, and after a crash re-sends rows without duplicating them", async () => {
    const users = Array.from({ length: 170 }, (_, i) => user(i));
    const message = {
      kind: "messages" as const,
      row: 1,
      id: "imp-m1",
      data: {
        muid: "imp-m1",
        sender: "imp-000",
        receiverType: "user",
        receiver: "imp-001",
        data: { text: "hello" },
        sentAt: 1673421419,
      },
    };
    const id = await importJob([...users, message].map(encodeImportTarget));
    // A dashboard sent the first 10 rows, the service imported them, and the dashboard died before recording it.
    const d = deps();
    expect(await claimJob(db, d.owner, Date.now(), d.leaseMs)).toBe(id);
    expect(await markApplying(db, id, d.owner, Date.now() + d.leaseMs, [...Array(10).keys()])).toBe(true);
    await sb.chat("POST", "/data_import/users", {
      users: Object.fromEntries(users.slice(0, 10).map((u) => [u.id, u.data])),
    });

    const started = Date.now();
    await runJob(d, id);
    const elapsed = Date.now() - started;

    expect(await jobCounts(db, id)).toEqual({ pending: 0, applying: 0, done: 171, refused: 0, skipped: 0 });
    // 170 users in 4 batches (the last one's message left for the next step), then the message: five requests at
    // one a window span at least four whole windows.
    expect(elapsed).toBeGreaterThanOrEqual(4 * WINDOW_MS - 100);
    const resent = await listRows(db, id, { status: "done", page: 1, perPage: 20 });
    expect(resent.rows.filter((r) => r.code === "ERR_UID_ALREADY_EXISTS").map((r) => Number(r.seq))).toEqual([
      ...Array(10).keys(),
    ]);
    const listed = (await sb.chat("GET", "/users?perPage=1000&searchKey=imp-")) as {
      data: { uid: string }[];
    };
    expect(listed.data.filter((u) => u.uid.startsWith("imp-")).length).toBe(170);
    const sent = (await sb.chat("GET", "/messages?sender=imp-000&perPage=100")) as {
      data: { data: { text?: string } }[];
    };
    expect(sent.data.filter((m) => m.data.text === "hello").length).toBe(1);
  }, 60_000);

  it("records the service's per-row refusal of a member whose group does not exist", async () => {
    const member = {
      kind: "members" as const,
      row: 2,
      id: "no-such-group_member_imp-000",
      data: { memberId: "no-such-group_member_imp-000", guid: "no-such-group", uid: "imp-000" },
    };
    const id = await importJob([encodeImportTarget(member)]);
    const d = deps();
    expect(await claimJob(db, d.owner, Date.now(), d.leaseMs)).toBe(id);
    await runJob(d, id);
    const refused = await listRows(db, id, { status: "refused", page: 1, perPage: 5 });
    expect(refused.rows.map((r) => r.code)).toEqual(["ERR_GUID_NOT_FOUND"]);
  }, 30_000);
});
