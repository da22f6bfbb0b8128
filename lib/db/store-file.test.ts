import { chmodSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openStore } from ".";

const mode = (file: string) => statSync(file).mode & 0o777;

describe("the SQLite store's files", () => {
  it("are readable by their owner alone, WAL files included", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "store-file-")), "data");
    const store = openStore({ dataDir: dir });
    await store.ready;
    await sql`select 1`.execute(store.db);
    expect(mode(dir)).toBe(0o700);
    for (const name of ["dashboard.db", "dashboard.db-wal", "dashboard.db-shm"]) {
      expect(mode(path.join(dir, name)), name).toBe(0o600);
    }
    await store.db.destroy();
  });

  it("tightens a file an earlier version left open to others", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "store-file-"));
    const file = path.join(dir, "dashboard.db");
    writeFileSync(file, "");
    chmodSync(file, 0o644);
    const store = openStore({ dataDir: dir });
    await store.ready;
    expect(mode(file)).toBe(0o600);
    await store.db.destroy();
  });
});
