import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { latestSourceChange } from "./sources";

function tree() {
  const root = mkdtempSync(path.join(tmpdir(), "sources-"));
  mkdirSync(path.join(root, "components"));
  const file = (name: string, seconds: number) => {
    const p = path.join(root, name);
    writeFileSync(p, "x");
    utimesSync(p, seconds, seconds);
  };
  return { root, file };
}

describe("latestSourceChange", () => {
  it("answers the newest source file's time", () => {
    const { root, file } = tree();
    file("components/a.tsx", 1_000);
    file("next.config.ts", 2_000);
    expect(latestSourceChange(root)).toBe(2_000_000);
  });

  it("leaves tests out: editing one does not make the build look stale", () => {
    const { root, file } = tree();
    file("components/a.tsx", 1_000);
    file("components/a.test.tsx", 5_000);
    file("components/b.test.ts", 6_000);
    expect(latestSourceChange(root)).toBe(1_000_000);
  });
});
