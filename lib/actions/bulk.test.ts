import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Admin } from "@/lib/auth/session";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("bulk-actions");

const state = vi.hoisted(() => ({
  admin: undefined as Admin | undefined,
  appId: "app-a" as string | undefined,
}));
vi.mock("@/lib/auth/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/auth/session")>()),
  currentAdmin: async () => state.admin,
  requireAdmin: async () => state.admin,
}));
// The selected app: a connection to app A (the service is never called by these actions).
vi.mock("@/lib/server/connections", () => ({
  activeConnection: async () =>
    state.appId === undefined ? undefined : { id: state.appId, appId: state.appId, conn: {} },
}));

const { getDb } = await import("@/lib/db");
const { getJob, insertJob } = await import("@/lib/bulk/store");
const { bulkJobRowsExport } = await import("@/lib/exports/bulk-jobs");
const { controlBulkJobAction, getBulkJobAction, listBulkJobsAction, listBulkRowsAction } = await import(
  "./bulk"
);

const jobs = { a: randomUUID(), b: randomUUID() };

beforeAll(async () => {
  state.admin = {
    id: "a1",
    email: "o@x.test",
    name: "O",
    role: "owner",
    sessionId: "s1",
    twoFactor: true,
  };
  const db = await getDb();
  for (const [app, id] of [
    ["app-a", jobs.a],
    ["app-b", jobs.b],
  ] as const) {
    await insertJob(db, {
      id,
      appId: app,
      operation: "users.deactivate",
      params: {},
      selection: { kind: "ids", ids: [`${app}-u1`, `${app}-u2`] },
      createdBy: "o@x.test",
      targets: [`${app}-u1`, `${app}-u2`],
      now: 1,
    });
  }
});

const rowsPage = { page: 1, perPage: 20 };

describe("bulk job actions are scoped to the selected app", () => {
  it("reads, lists the rows of and pauses the selected app's job", async () => {
    state.appId = "app-a";
    expect((await getBulkJobAction({ id: jobs.a })).data?.id).toBe(jobs.a);
    expect((await listBulkRowsAction({ id: jobs.a, ...rowsPage })).data?.data.map((r) => r.target)).toEqual([
      "app-a-u1",
      "app-a-u2",
    ]);
    expect((await listBulkJobsAction({ page: 1, perPage: 20 })).data?.data.map((j) => j.id)).toEqual([
      jobs.a,
    ]);
    expect((await controlBulkJobAction({ id: jobs.a, control: "pause" })).data).toEqual({ status: "paused" });
  });

  it("answers another app's job as a missing one, and leaves it as it was", async () => {
    state.appId = "app-a";
    const missing = { serverError: "There is no such job." };
    expect(await getBulkJobAction({ id: jobs.b })).toMatchObject(missing);
    expect(await getBulkJobAction({ id: randomUUID() })).toMatchObject(missing);
    expect(await listBulkRowsAction({ id: jobs.b, ...rowsPage })).toMatchObject(missing);
    expect(await controlBulkJobAction({ id: jobs.b, control: "pause" })).toMatchObject(missing);
    expect(await controlBulkJobAction({ id: jobs.b, control: "cancel" })).toMatchObject(missing);
    expect((await getJob(await getDb(), jobs.b))?.status).toBe("queued");
  });

  it("shows no job while no app is selected", async () => {
    state.appId = undefined;
    expect((await listBulkJobsAction({ page: 1, perPage: 20 })).data).toEqual({
      data: [],
      meta: { pagination: { total: 0 } },
    });
    expect(await getBulkJobAction({ id: jobs.a })).toMatchObject({ serverError: "There is no such job." });
  });

  it("exports only the selected app's job rows", async () => {
    const read = async (appId: string, id: string) => {
      const out: string[] = [];
      const source = { appId, conn: {} as never };
      for await (const page of bulkJobRowsExport.pages(source, { id } as never))
        out.push(...page.rows.map((r) => r.target));
      return out;
    };
    expect(await read("app-b", jobs.b)).toEqual(["app-b-u1", "app-b-u2"]);
    await expect(read("app-a", jobs.b)).rejects.toMatchObject({
      status: 404,
      message: "There is no such job.",
    });
  });
});
