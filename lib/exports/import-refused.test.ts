import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("import-refused");

const { getDb } = await import("../db");
const { insertJob } = await import("../bulk/store");
const { encodeImportTarget } = await import("../import/target");
const { readImportFile } = await import("../import/read-file");
const { initialMapping } = await import("../import/mapping");
const { checkFile } = await import("../import/validate");
const { csvLine } = await import("../csv");
const { findExport } = await import("./registry");

const APP = "app-1";
const source = { appId: APP, conn: {} as never };

async function job(appId = APP) {
  const id = randomUUID();
  const db = await getDb();
  await insertJob(db, {
    id,
    appId,
    operation: "data.import",
    params: { files: [] },
    selection: { kind: "upload" },
    createdBy: "a@b.c",
    targets: [
      encodeImportTarget({ kind: "users", row: 2, id: "ann", data: { uid: "ann", name: "Ann" } }),
      encodeImportTarget({
        kind: "users",
        row: 3,
        id: "bob",
        data: {
          uid: "bob",
          name: "Bob, Jr.",
          tags: ["vip", "beta"],
          metadata: { plan: "pro" },
          createdAt: "1700000000",
        },
      }),
      encodeImportTarget({
        kind: "groups",
        row: 2,
        id: "g1",
        data: { guid: "g1", name: "G", type: "public" },
      }),
    ],
    skipped: [
      {
        target: encodeImportTarget({
          kind: "users",
          row: 4,
          id: "cy",
          data: { uid: "cy", name: "=HYPERLINK(1)" },
        }),
        code: "INVALID_ROW",
        message: 'name: starts with "="',
      },
    ],
    now: 1,
  });
  // The service refused Bob and took Ann and the group.
  await db
    .updateTable("bulk_job_rows")
    .set({ status: "refused", code: "ERR_UID_ALREADY_EXISTS", message: "The uid bob exists." })
    .where("job_id", "=", id)
    .where("seq", "=", 1)
    .execute();
  await db
    .updateTable("bulk_job_rows")
    .set({ status: "done" })
    .where("job_id", "=", id)
    .where("seq", "in", [0, 2])
    .execute();
  return id;
}

async function download(list: string, id: string, appId = APP) {
  const exp = findExport(list);
  if (!exp) throw new Error(`no export ${list}`);
  const columns = [...exp.labels.keys()];
  const rows: unknown[][] = [];
  for await (const page of exp.cells({ ...source, appId }, { id }, columns)) rows.push(...page.rows);
  return { header: columns.map((c) => exp.labels.get(c) ?? c), rows };
}

describe("an import job's refused rows", () => {
  it("are written per kind in the kind's CSV columns with the row's number and why, checks' refusals first", async () => {
    const id = await job();
    const { header, rows } = await download("import-refused-users", id);
    expect(header[0]).toBe("Row in file");
    expect(header.at(-1)).toBe("Why");
    expect(header).toContain("uid");
    expect(rows.map((r) => [r[0], r[header.indexOf("uid")], r[header.indexOf("name")]])).toEqual([
      [4, "cy", "=HYPERLINK(1)"],
      [3, "bob", "Bob, Jr."],
    ]);
    const bob = rows[1] ?? [];
    expect(bob[header.indexOf("tags")]).toBe("vip;beta");
    expect(bob[header.indexOf("metadata")]).toBe('{"plan":"pro"}');
    expect(bob.at(-1)).toBe("The uid bob exists. (ERR_UID_ALREADY_EXISTS)");
    expect((await download("import-refused-groups", id)).rows).toEqual([]);
  });

  it("upload again as they are: the file maps its own columns and gives back the rows it was made from", async () => {
    const id = await job();
    const { header, rows } = await download("import-refused-users", id);
    // The formula is written with a leading ' (csvLine), so it is text when uploaded again.
    const text = [header, ...rows].map((r) => csvLine(r as never)).join("");
    const read = readImportFile("users", "refused-users.csv", new TextEncoder().encode(text));
    if (!read.ok || read.file.format !== "csv") throw new Error("not read as CSV");
    const file = read.file;
    const checked = checkFile("users", file, initialMapping("users", file.headers));
    expect(checked.ready.map((r) => r.row)).toEqual([2, 3]);
    expect(checked.ready.map((r) => r.data)).toEqual([
      expect.objectContaining({ uid: "cy", name: "'=HYPERLINK(1)" }),
      expect.objectContaining({
        uid: "bob",
        name: "Bob, Jr.",
        tags: ["vip", "beta"],
        metadata: { plan: "pro" },
      }),
    ]);
  });

  it("are for admins only, and leave a group's password out", () => {
    const groups = findExport("import-refused-groups");
    expect(groups?.minRole).toBe("admin");
    expect([...(groups?.labels.keys() ?? [])]).toContain("guid");
    expect([...(groups?.labels.keys() ?? [])]).not.toContain("password");
  });

  it("answer another app's job as a missing one", async () => {
    const id = await job("app-2");
    await expect(download("import-refused-users", id)).rejects.toMatchObject({ status: 404 });
  });
});
