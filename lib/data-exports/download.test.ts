import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/lib/db/types";
import { tempDataDir } from "@/test/temp-store";

const dataDir = tempDataDir("archive-download");

const state = vi.hoisted(() => ({ who: undefined as { role: Role; id?: string } | undefined }));
vi.mock("@/lib/auth/session", async (importOriginal) => {
  const { fakeSession } = await import("@/test/fake-session");
  return fakeSession(await importOriginal(), () => state.who && { email: "dl@example.com", ...state.who });
});
vi.mock("@/lib/server/connections", () => ({ activeConnection: async () => undefined }));

const { route } = await import("../route");
const { downloadResponse } = await import("./download");
const { getDb } = await import("../db");
const { insertExport, mintLink, NOT_STARTED } = await import("./store");

const GET = route<{ token: string }>({ minRole: "viewer", audit: "exports.download" }, downloadResponse);
const now = () => Math.floor(Date.now() / 1000);
const MADE = Date.UTC(2026, 10, 27, 9) / 1000;
const ZIP = Buffer.from("PK\u0003\u0004 an archive's bytes");

beforeAll(async () => {
  await insertExport(await getDb(), {
    id: "arch",
    app_id: "app1",
    kinds: '["profile","messages"]',
    format: "zip",
    subject: "ada",
    range_from: null,
    range_to: null,
    min_role: "admin",
    status: "done",
    created_by: "maker@example.com",
    created_at: MADE,
    expires_at: now() + 3600,
    ...NOT_STARTED,
    finished_at: MADE,
    kind_bytes: ZIP.length,
  });
  const dir = path.join(dataDir, "exports", "arch");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "archive.zip"), ZIP);
});
beforeEach(() => {
  state.who = { role: "admin" };
});

const get = async (role: Role) => {
  const token = await mintLink(await getDb(), "arch", "a1", now() + 600);
  state.who = { role };
  return GET(new Request(`http://localhost/api/exports/download/${token}`), {
    params: Promise.resolve({ token }),
  });
};

describe("a user archive's download", () => {
  it("serves the zip to an admin, named after the user and the day it was made, and audits it as the archive", async () => {
    const res = await get("admin");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="user-ada-2026-11-27.zip"');
    expect(Buffer.from(await res.arrayBuffer()).equals(ZIP)).toBe(true);
    const entries = await (await getDb())
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "exports.download")
      .where("target", "=", "arch")
      .execute();
    expect(entries.map((e) => [e.outcome, JSON.parse(e.input ?? "{}").kind])).toContainEqual([
      "ok",
      "archive",
    ]);
  });

  it("refuses a moderator and a viewer with 403 though the link was handed to them, and the owner may", async () => {
    for (const role of ["moderator", "viewer"] as const) {
      const res = await get(role);
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe("Downloading this export needs the admin role.");
    }
    expect((await get("owner")).status).toBe(200);
  });
});
