import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("route-wrapper");

const state = vi.hoisted(() => ({
  admin: undefined as { role: "viewer" | "moderator" | "admin" | "owner" } | undefined,
  connected: true,
  asked: [] as string[],
}));
vi.mock("@/lib/auth/session", async (importOriginal) => {
  const { fakeSession } = await import("@/test/fake-session");
  return fakeSession(
    await importOriginal(),
    () => state.admin && { email: "ada@example.com", name: "Ada", twoFactor: false, ...state.admin },
    (min) => state.asked.push(min),
  );
});
vi.mock("@/lib/server/connections", () => ({
  activeConnection: async () => (state.connected ? { appId: "app-1", conn: { appId: "app-1" } } : undefined),
}));

const { route, RouteError, GENERIC_ERROR } = await import("./route");
const { ServiceError } = await import("./server/api/errors");
const { UserFacingError } = await import("./user-facing-error");
const { getDb } = await import("./db");

// Every handler here takes an `id` segment, as a dynamic route's would.
const idRoute = route<{ id: string }>;
const call = (handler: ReturnType<typeof idRoute>, id = "x") =>
  handler(new Request("http://dash.test/api/thing"), { params: Promise.resolve({ id }) });

async function lastAudit(action: string) {
  const db = await getDb();
  return db
    .selectFrom("audit_log")
    .selectAll()
    .where("action", "=", action)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

beforeEach(() => {
  state.admin = { role: "admin" };
  state.connected = true;
  state.asked = [];
});
afterEach(() => vi.restoreAllMocks());

describe("route()", () => {
  it("answers 401 signed out and 403 below the role, without running the handler", async () => {
    const handler = vi.fn(async () => new Response("secret"));
    const h = idRoute({ minRole: "admin" }, handler);
    state.admin = undefined;
    const anon = await call(h);
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual({
      error: { code: "UNAUTHENTICATED", message: "Sign in to continue." },
    });
    state.admin = { role: "viewer" };
    const viewer = await call(h);
    expect(viewer.status).toBe(403);
    expect((await viewer.json()).error.message).toBe("This needs the admin role or higher.");
    expect(handler).not.toHaveBeenCalled();
  });

  it("takes the role from the path's params when asked to", async () => {
    const h = idRoute({ minRole: ({ id }) => (id === "big" ? "owner" : "viewer") }, async ({ params }) =>
      Response.json({ id: params.id }),
    );
    expect((await call(h, "small")).status).toBe(200);
    expect((await call(h, "big")).status).toBe(403);
    expect(state.asked).toEqual(["viewer", "owner"]);
  });

  it("maps a service error to its status and message, our refusals to theirs", async () => {
    const fail = (e: unknown) =>
      idRoute({ minRole: "viewer" }, async () => {
        throw e;
      });
    const service = await call(fail(new ServiceError(404, "ERR_UID_NOT_FOUND", "No user has this uid.")));
    expect(service.status).toBe(404);
    expect((await service.json()).error).toEqual({
      code: "ERR_UID_NOT_FOUND",
      message: "No user has this uid. (ERR_UID_NOT_FOUND)",
    });
    const refusal = await call(fail(new RouteError(422, "TOO_BIG", "Too many rows.")));
    expect(refusal.status).toBe(422);
    expect((await refusal.json()).error.message).toBe("Too many rows.");
    const facing = await call(fail(new UserFacingError("Pick an app first.")));
    expect(facing.status).toBe(400);
    expect((await facing.json()).error.message).toBe("Pick an app first.");
  });

  it("logs anything else and answers a generic 500 that leaks nothing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const h = idRoute({ minRole: "viewer" }, async () => {
      throw new Error("password=hunter2 at db.ts:12");
    });
    const res = await call(h);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain("hunter2");
    expect(JSON.parse(text).error).toEqual({ code: "ERR_INTERNAL", message: GENERIC_ERROR });
    expect(log).toHaveBeenCalledOnce();
  });

  it("refuses with 409 when the route needs an app and none is connected", async () => {
    state.connected = false;
    const h = idRoute({ minRole: "viewer", connection: true }, async () => new Response("ok"));
    const res = await call(h);
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("NO_APP");
  });

  it("writes the audit entry of an audited route, with what the handler recorded, refused or not", async () => {
    const h = idRoute({ minRole: "viewer", audit: "exports.csv" }, async ({ params, audit }) => {
      audit.target = params.id;
      // Kept: the fields exports.csv lists; under its `params.*`, a secret's name is still redacted.
      audit.input = {
        list: "users",
        params: { searchKey: "a", apiKey: "0123456789abcdef" },
        columns: ["uid"],
        total: 2,
        token: "t0k3n",
      };
      if (params.id === "bad") throw new RouteError(400, "INVALID", "No.");
      return new Response("ok");
    });
    expect((await call(h, "t1")).status).toBe(200);
    expect(await lastAudit("exports.csv")).toMatchObject({
      actor_email: "ada@example.com",
      actor_role: "admin",
      app_id: "app-1",
      target: "t1",
      outcome: "ok",
      error_code: null,
    });
    expect(JSON.parse((await lastAudit("exports.csv"))?.input ?? "")).toEqual({
      list: "users",
      params: { searchKey: "a", apiKey: "[redacted]" },
      columns: ["uid"],
      total: 2,
    });
    expect((await call(h, "bad")).status).toBe(400);
    expect(await lastAudit("exports.csv")).toMatchObject({
      target: "bad",
      outcome: "error",
      error_code: "INVALID",
    });
  });

  it("records a refused call of an audited route: who (or anonymous), what and why", async () => {
    const handler = vi.fn(async () => new Response("ok"));
    const h = idRoute({ minRole: "admin", audit: "audit.export" }, handler);
    state.admin = undefined;
    expect((await call(h)).status).toBe(401);
    expect(await lastAudit("audit.export")).toMatchObject({
      actor_email: "anonymous",
      actor_role: "none",
      outcome: "refused",
      error_code: "UNAUTHENTICATED",
    });
    state.admin = { role: "viewer" };
    expect((await call(h)).status).toBe(403);
    expect(await lastAudit("audit.export")).toMatchObject({
      actor_email: "ada@example.com",
      actor_role: "viewer",
      outcome: "refused",
      error_code: "FORBIDDEN",
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("writes no entry for routes that are not audited", async () => {
    const db = await getDb();
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("audit_log")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    state.admin = undefined;
    await call(idRoute({ minRole: "viewer" }, async () => new Response("ok")));
    state.admin = { role: "owner" };
    await call(idRoute({ minRole: "viewer" }, async () => new Response("ok")));
    expect(await count()).toBe(before);
  });
});
