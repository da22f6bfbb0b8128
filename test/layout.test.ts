import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Where code runs, read off the folders of lib/ (README, "Layout"); the imports between them are held by the
// lint rules in biome.json.
const root = path.resolve(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
}

const importsServerOnly = (file: string) =>
  /^import "server-only";$/m.test(readFileSync(path.join(root, file), "utf8"));

describe("lib/ shows where code runs", () => {
  it("marks every module of lib/server as server-only, so a browser bundle that reaches one fails to build", () => {
    const files = sources("lib/server");
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((f) => !importsServerOnly(f))).toEqual([]);
  });

  it("keeps the contracts, schemas and shared logic loadable anywhere (the sandbox and the browser load them)", () => {
    const files = ["lib/contract", "lib/schemas", "lib/shared"].flatMap(sources);
    expect(files.length).toBeGreaterThan(40);
    expect(files.filter(importsServerOnly)).toEqual([]);
  });

  it("keeps no server-only module loose at the top of lib/: they live in lib/server", () => {
    const loose = readdirSync(path.join(root, "lib")).filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f));
    expect(loose.filter((f) => importsServerOnly(path.join("lib", f)))).toEqual([]);
  });
});
