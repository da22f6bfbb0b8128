import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("audit-export");

const session = vi.hoisted(() => ({ admin: undefined as { role: string } | undefined }));
vi.mock("@/lib/auth/session", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/auth/session")>();
  return {
    ...real,
    requireAdmin: async (min: "admin") => {
      if (!session.admin) throw new real.AuthError("unauthenticated", "Sign in to continue.");
      if (session.admin.role !== "admin" && session.admin.role !== "owner") {
        throw new real.AuthError("forbidden", `This needs the ${min} role or higher.`);
      }
      return { id: "a1", email: "boss@example.com", name: "Boss", ...session.admin };
    },
  };
});

vi.mock("@/lib/server/connections", () => ({ activeConnection: async () => undefined }));

const { GET } = await import("./route");
const { appendAudit } = await import("@/lib/audit");
const { getDb } = await import("@/lib/db");

const get = (qs = "") => GET(new Request(`http://dash.test/api/audit-log/export${qs}`));

beforeAll(async () => {
  for (const [action, target] of [
    ["apiKeys.create", 'He said "hi", then =1+1'],
    ["users.deactivate", "ada"],
  ] as const) {
    await appendAudit({
      actorEmail: "admin@example.com",
      actorRole: "admin",
      appId: "app-a",
      action,
      target,
      input: { name: "CI", apiKey: "0123456789abcdef0123456789abcdef01234567" },
      outcome: "ok",
    });
  }
});
beforeEach(() => {
  session.admin = { role: "admin" };
});

describe("GET /api/audit-log/export", () => {
  it("answers 401 signed out and 403 below admin, with no rows", async () => {
    session.admin = undefined;
    const anon = await get();
    expect(anon.status).toBe(401);
    expect(await anon.text()).not.toContain("apiKeys.create");
    session.admin = { role: "moderator" };
    const mod = await get();
    expect(mod.status).toBe(403);
    expect((await mod.json()).error.message).toBe("This needs the admin role or higher.");
  });

  it("streams the filtered entries as escaped CSV, with secrets left out when written", async () => {
    const res = await get("?action=apiKeys.create");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await res.text();
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("id,at_utc,actor_email,actor_role,app_id,action,target,outcome,error_code,input");
    expect(lines).toHaveLength(3); // header, one entry, the empty string after the last CRLF
    expect(lines[1]).toContain(',"He said ""hi"", then =1+1",');
    expect(lines[1]).toContain('"{""name"":""CI""}"');
    expect(text).not.toContain("0123456789abcdef");
  });

  it("refuses a reversed range with 400, and records each export in the log itself", async () => {
    const bad = await get("?from=200&to=100");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toContain("must not be after its end");
    session.admin = { role: "owner" };
    expect((await get("?outcome=ok")).status).toBe(200);
    const db = await getDb();
    const exports = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "audit.export")
      .execute();
    expect(exports.length).toBeGreaterThanOrEqual(2);
    expect(exports.at(-1)).toMatchObject({
      actor_email: "boss@example.com",
      actor_role: "owner",
      outcome: "ok",
    });
    expect(JSON.parse(exports.at(-1)?.input ?? "{}")).toEqual({ outcome: "ok" });
  });
});
