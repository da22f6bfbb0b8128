import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseArgs } from "../src/seed/options";
import { ANCHOR, readOnly } from "./seed-support";

describe("command line", () => {
  it("has demo-sized defaults", () => {
    const o = parseArgs([], {});
    expect(o).toMatchObject({ users: 200, groups: 20, messages: 3000, calls: 5000, days: 181, seed: 1 });
    expect(o).toMatchObject({ dataDir: "data/sandbox", region: "us", ifEmpty: false, live: false });
    expect(parseArgs([], { SANDBOX_DATA_DIR: "/x" }).dataDir).toBe("/x");
  });

  it("reads every flag the start scripts pass", () => {
    const o = parseArgs(
      [
        "--app",
        "abc",
        "--data-dir",
        "/d",
        "--if-empty",
        "--users",
        "40",
        "--groups=6",
        "--messages",
        "400",
      ].concat([
        "--calls",
        "240",
        "--days",
        "14",
        "--seed",
        "7",
        "--anchor",
        String(ANCHOR),
        "--region",
        "eu",
      ]),
    );
    expect(o).toMatchObject({
      app: "abc",
      dataDir: "/d",
      ifEmpty: true,
      users: 40,
      groups: 6,
      messages: 400,
    });
    expect(o).toMatchObject({ calls: 240, days: 14, seed: 7, seedGiven: true, anchor: ANCHOR, region: "eu" });
  });

  it("reads the sizes for lists at scale", () => {
    expect(parseArgs([], {})).toMatchObject({ conversations: undefined, hotReactions: 0 });
    expect(parseArgs(["--conversations", "900", "--hot-reactions=5000"], {})).toMatchObject({
      conversations: 900,
      hotReactions: 5000,
    });
    expect(() => parseArgs(["--conversations", "-1"])).toThrow(/--conversations must be an integer/);
    expect(() => parseArgs(["--hot-reactions", "x"])).toThrow(/--hot-reactions must be an integer/);
  });

  it("rejects unknown flags and bad values", () => {
    expect(() => parseArgs(["--bogus", "1"])).toThrow(/unknown option --bogus/);
    expect(() => parseArgs(["--users", "many"])).toThrow(/--users must be an integer/);
    expect(() => parseArgs(["--days", "0"])).toThrow(/--days/);
    expect(() => parseArgs(["--region", "mars"])).toThrow(/--region/);
    expect(() => parseArgs(["--calls"])).toThrow(/needs a value/);
    expect(() => parseArgs(["--live", "--rate", "0"])).toThrow(/--rate/);
  });

  it("creates a new app when --app is not given and prints its id and REST key", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "seed-cli-"));
    try {
      const args = [
        "sandbox/src/seed/cli.ts",
        "--data-dir",
        dir,
        "--region",
        "in",
        "--users",
        "12",
        "--groups",
        "2",
      ];
      const sizes = [
        "--messages",
        "40",
        "--calls",
        "30",
        "--days",
        "3",
        "--seed",
        "2",
        "--anchor",
        String(ANCHOR),
      ];
      const run = spawnSync("node_modules/.bin/tsx", [...args, ...sizes], { encoding: "utf8" });
      expect(run.status, run.stderr).toBe(0);
      const appId = /created app (\w+) in region in/.exec(run.stdout)?.[1];
      const key = /REST API key: ([0-9a-f]{40})/.exec(run.stdout)?.[1];
      expect(appId).toBeDefined();
      const db = readOnly(dir);
      expect(
        db.prepare("SELECT scope FROM api_keys WHERE app_id = ? AND api_key = ?").pluck().get(appId, key),
      ).toBe("fullAccess");
      expect(db.prepare("SELECT count(*) FROM api_keys WHERE app_id = ?").pluck().get(appId)).toBe(2);
      expect(db.prepare("SELECT region FROM apps WHERE id = ?").pluck().get(appId)).toBe("in");
      expect(db.prepare("SELECT count(*) FROM users WHERE app_id = ?").pluck().get(appId)).toBe(12);
      expect(db.prepare("SELECT count(*) FROM calls WHERE app_id = ?").pluck().get(appId)).toBe(30);
      db.close();
      const bad = spawnSync("node_modules/.bin/tsx", ["sandbox/src/seed/cli.ts", "--users", "x"], {
        encoding: "utf8",
      });
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain("--users must be an integer");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
