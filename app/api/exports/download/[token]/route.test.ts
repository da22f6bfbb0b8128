import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/lib/db/types";
import { tempDataDir } from "@/test/temp-store";

const dataDir = tempDataDir("export-download");

const state = vi.hoisted(() => ({ who: undefined as { role: Role; id?: string } | undefined }));
vi.mock("@/lib/auth/session", async (importOriginal) => {
  const { fakeSession } = await import("@/test/fake-session");
  return fakeSession(await importOriginal(), () => state.who && { email: "dl@example.com", ...state.who });
});
vi.mock("@/lib/server/connections", () => ({ activeConnection: async () => undefined }));

const { GET } = await import("./route");
const { getDb } = await import("@/lib/db");
const { insertExport, mintLink } = await import("@/lib/data-exports/store");

const now = () => Math.floor(Date.now() / 1000);
const CONTENT = '{"id":"1","text":"hello"}\n';

async function stored(id: string, o: { minRole?: Role; expiresAt?: number } = {}) {
  const db = await getDb();
  await insertExport(db, {
    id,
    app_id: "app1",
    kinds: '["messages"]',
    format: "jsonl",
    range_from: null,
    range_to: null,
    min_role: o.minRole ?? "viewer",
    status: "done",
    created_by: "maker@example.com",
    created_at: now(),
    finished_at: now(),
    expires_at: o.expiresAt ?? now() + 3600,
    rows_done: 1,
    kind_index: 1,
    cursor: null,
    kind_bytes: 0,
    files: JSON.stringify([{ kind: "messages", rows: 1, bytes: CONTENT.length }]),
    error: null,
    lease_owner: null,
    lease_until: null,
  });
  const dir = path.join(dataDir, "exports", id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "messages.jsonl"), CONTENT);
}

const link = async (id: string, adminId = "a1", until = now() + 600) =>
  mintLink(await getDb(), id, adminId, until);
const get = (token: string, accept = "*/*") =>
  GET(new Request(`http://localhost/api/exports/download/${token}?kind=messages`, { headers: { accept } }), {
    params: Promise.resolve({ token }),
  });
const auditOf = async () =>
  (await getDb()).selectFrom("audit_log").selectAll().where("action", "=", "exports.download").execute();

beforeAll(async () => {
  await stored("e-viewer");
  await stored("e-admin", { minRole: "admin" });
  await stored("e-expired", { expiresAt: now() - 1 });
});
beforeEach(() => {
  state.who = { role: "viewer" };
});

describe("an export's download link", () => {
  it("streams the file to the admin it was handed to, with the role the export needs, and audits it", async () => {
    const token = await link("e-viewer");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await get(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="messages-all.jsonl"');
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toBe(CONTENT);
    const entry = (await auditOf()).find((e) => e.target === "e-viewer" && e.outcome === "ok");
    expect(entry).toBeDefined();
    expect(entry?.input).not.toContain(token);
  });

  it("refuses a role below the export's with 403, though the link is good", async () => {
    const res = await get(await link("e-admin"));
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe("Downloading this export needs the admin role.");
    state.who = { role: "admin" };
    expect((await get(await link("e-admin"))).status).toBe(200);
  });

  it("refuses a link handed to another admin with 403", async () => {
    const res = await get(await link("e-viewer", "someone-else"));
    expect(res.status).toBe(403);
  });

  it("answers 404 to an unknown token, an expired link and an expired export; a browser gets a page saying so", async () => {
    expect((await get("x".repeat(43))).status).toBe(404);
    expect((await get("e-viewer")).status).toBe(404);
    expect((await get(await link("e-viewer", "a1", now() - 1))).status).toBe(404);
    expect((await get(await link("e-expired"))).status).toBe(404);
    const page = await get("y".repeat(43), "text/html,application/xhtml+xml");
    expect(page.status).toBe(404);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("<h1>Download not found</h1>");
    expect(html).toContain("unknown or has expired");
  });

  it("asks a signed-out visitor to sign in (401), whatever the token", async () => {
    state.who = undefined;
    expect((await get(await link("e-viewer"))).status).toBe(401);
  });
});
