import { describe, expect, it, vi } from "vitest";
import { tempDataDir, tempStore } from "@/test/temp-store";
import type { Connection } from "../server/api/request";

tempDataDir("archive-service");

// The service knows "ada" (active) and "bob" (deactivated: GET /users answers 404, the list has him).
const service = vi.hoisted(() => ({ calls: 0 }));
vi.mock("../server/api/call", async () => {
  const { ServiceError } = await import("../server/api/errors");
  return {
    call: async (_conn: unknown, _contract: unknown, o: { params: { uid: string } }) => {
      service.calls++;
      if (o.params.uid === "ada") return { data: { uid: "ada" } };
      throw new ServiceError(404, "ERR_UID_NOT_FOUND", `The UID ${o.params.uid} does not exist.`);
    },
  };
});
vi.mock("../server/api/chat-users", () => ({
  findUserAnyState: async (_c: unknown, uid: string) => (uid === "bob" ? { uid: "bob" } : undefined),
}));

const { createUserArchive, MAX_UNFINISHED } = await import("./service");
const { getExport } = await import("./store");

const conn = { appId: "app1" } as Connection;
const admin = { email: "admin@example.com", role: "admin" as const };

describe("starting an archive of a user", () => {
  it("queues one for an active or a deactivated user, needing the admin role to download", async () => {
    const db = await tempStore("archive-create");
    const id = await createUserArchive(db, admin, conn, "ADA");
    const row = await getExport(db, id);
    expect(row).toMatchObject({
      format: "zip",
      subject: "ada",
      status: "queued",
      min_role: "admin",
      app_id: "app1",
    });
    expect(JSON.parse(row?.kinds ?? "[]")).toContain("audit-log");
    expect((await getExport(db, await createUserArchive(db, admin, conn, "bob")))?.subject).toBe("bob");
  });

  it("refuses a moderator before asking the service, and stores nothing", async () => {
    const db = await tempStore("archive-role");
    service.calls = 0;
    await expect(createUserArchive(db, { ...admin, role: "moderator" }, conn, "ada")).rejects.toThrow(
      "Exporting everything about a user needs the admin role.",
    );
    expect(service.calls).toBe(0);
    expect(await db.selectFrom("data_exports").selectAll().execute()).toEqual([]);
  });

  it("refuses a user the app does not have, and one more than the unfinished exports allowed", async () => {
    const db = await tempStore("archive-unknown");
    await expect(createUserArchive(db, admin, conn, "nobody")).rejects.toThrow(
      "There is no user nobody in this app.",
    );
    expect(await db.selectFrom("data_exports").selectAll().execute()).toEqual([]);
    for (let i = 0; i < MAX_UNFINISHED; i++) await createUserArchive(db, admin, conn, "ada");
    await expect(createUserArchive(db, admin, conn, "ada")).rejects.toThrow(/still being made/);
    expect(await db.selectFrom("data_exports").selectAll().execute()).toHaveLength(MAX_UNFINISHED);
  });
});
