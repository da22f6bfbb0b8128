import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The sandbox's layers, read from its code: routes (modules/) call the store (store/) and core/, the store is
// the one place SQL is written for them, db/ opens and migrates the store, and no module imports itself back.

const SRC = path.join(import.meta.dirname, "../src");
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith(".ts") ? [path.join(dir, e.name)] : [],
  );
const ALL = files(SRC);
const rel = (f: string) => path.relative(SRC, f);

/** The modules of ours a file imports, type-only imports too (a cycle of types is a cycle of meaning). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^import\s[^;]*?from\s+"(\.[^"]+)"/gms)].flatMap(([, spec]) => {
    const target = path.resolve(path.dirname(file), spec as string);
    const found = [`${target}.ts`, path.join(target, "index.ts")].find((t) => ALL.includes(t));
    return found ? [found] : [];
  });
}

const GRAPH = new Map(ALL.map((f) => [f, importsOf(f)]));

function cycles(): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, "open");
    stack.push(f);
    for (const g of GRAPH.get(f) ?? []) {
      if (state.get(g) === "open") found.push(stack.slice(stack.indexOf(g)).map(rel));
      else if (!state.has(g)) visit(g);
    }
    stack.pop();
    state.set(f, "done");
  };
  for (const f of ALL) if (!state.has(f)) visit(f);
  return found;
}

const SQL =
  /\.prepare\(|prepared\(|\.exec\(|\b(SELECT|INSERT INTO|INSERT OR|UPDATE [a-z_]+ SET|DELETE FROM)\b/;

describe("the sandbox's layers", () => {
  it("import no module that imports them back", () => {
    expect(cycles()).toEqual([]);
  });

  it("write no SQL in route modules: they call the store", () => {
    const routes = ALL.filter((f) => rel(f).startsWith(`modules${path.sep}`));
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((f) => SQL.test(readFileSync(f, "utf8"))).map(rel)).toEqual([]);
  });

  it("open and migrate the store without reaching into routes or core", () => {
    const db = ALL.filter((f) => rel(f).startsWith(`db${path.sep}`));
    const reached = db.flatMap((f) =>
      (GRAPH.get(f) ?? []).filter((g) => /^(modules|core|http)\//.test(rel(g).split(path.sep).join("/"))),
    );
    expect(reached.map(rel)).toEqual([]);
  });
});
