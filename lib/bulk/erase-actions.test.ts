import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/lib/db/types";
import { sandboxForFile } from "@/test/sandbox-for-file";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("erase-actions");

const state = vi.hoisted(() => ({
  role: "moderator" as Role,
  conn: undefined as unknown,
  appId: "",
}));
vi.mock("@/lib/auth/session", async (importOriginal) => {
  const { fakeSession } = await import("@/test/fake-session");
  const who = () => ({ email: `${state.role}@x.test`, name: "M", role: state.role });
  return fakeSession(await importOriginal(), who);
});
vi.mock("@/lib/server/connections", () => ({
  activeConnection: async () => ({ id: state.appId, appId: state.appId, conn: state.conn }),
}));
// The job is only created here; the server's runner is never woken.
vi.mock("./jobs", () => ({ bulkJobRunner: async () => ({ wake() {} }) }));

const { getDb } = await import("@/lib/db");
const { eraseReceiptAction, planEraseAction, startEraseAction } = await import("./erase-actions");

const sb = sandboxForFile(
  "eu",
  async () => {
    state.conn = sb.connection;
    state.appId = sb.appId;
    await sb.chat("POST", "/users", { uid: "ea-user", name: "Ada" });
  },
  { timeoutMs: 60_000 },
);

beforeEach(() => {
  state.role = "admin";
});

const jobs = async () => (await getDb()).selectFrom("bulk_jobs").selectAll().execute();

describe("the erase actions", () => {
  it("refuse moderators and viewers, in the dry run and the start, creating no job and auditing the refusal", async () => {
    for (const role of ["viewer", "moderator"] as const) {
      state.role = role;
      const plan = await planEraseAction({ uid: "ea-user" });
      expect(plan?.data).toBeUndefined();
      expect(plan?.serverError).toBe("This needs the admin role or higher.");
      const start = await startEraseAction({ uid: "ea-user", confirm: "ea-user", id: randomUUID() });
      expect(start?.serverError).toBe("This needs the admin role or higher.");
    }
    expect(await jobs()).toEqual([]);
    const refusals = await (await getDb())
      .selectFrom("audit_log")
      .select(["actor_role", "outcome", "input"])
      .where("action", "=", "bulk.erase")
      .execute();
    expect(refusals.map((r) => [r.actor_role, r.outcome, JSON.parse(r.input ?? "{}").uid])).toEqual([
      ["viewer", "refused", "ea-user"],
      ["moderator", "refused", "ea-user"],
    ]);
    expect((await sb.chat("GET", "/users/ea-user")) as { data: { uid: string } }).toMatchObject({
      data: { uid: "ea-user" },
    });
  });

  it("start nothing for an admin until the uid is typed exactly, and say so on the field", async () => {
    const wrong = await startEraseAction({ uid: "ea-user", confirm: "ea-use", id: randomUUID() });
    expect(wrong?.data).toBeUndefined();
    expect(JSON.stringify(wrong?.validationErrors)).toContain("Type the user's uid exactly to confirm.");
    expect(await jobs()).toEqual([]);

    const plan = await planEraseAction({ uid: "ea-user" });
    expect(plan?.data?.total).toBe(1);
    const id = randomUUID();
    const started = await startEraseAction({ uid: "ea-user", confirm: " EA-USER ", id });
    expect(started?.data).toEqual({ id, rows: 1 });
    const receipt = await eraseReceiptAction({ id });
    expect(receipt?.data).toMatchObject({ uid: "ea-user", by: "admin@x.test", userDeleted: false });
  });

  it("answer a clear refusal for a job that is not an erasure", async () => {
    const res = await eraseReceiptAction({ id: randomUUID() });
    expect(res?.serverError).toBe("There is no such erasure.");
  });
});
