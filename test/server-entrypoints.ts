import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getDb } from "@/lib/db";
import { EXPORTS } from "@/lib/exports/registry";

const ROOT = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .map((f) => path.join(dir, f))
    .filter((f) => /\.tsx?$/.test(f) && !f.includes(".test.") && keep(f));
}

export async function discoverActions(): Promise<Map<string, (input: unknown) => Promise<unknown>>> {
  const found = new Map<string, (input: unknown) => Promise<unknown>>();
  const isServer = (f: string) => readFileSync(path.join(ROOT, f), "utf8").startsWith('"use server"');
  for (const file of [...sourceFiles("app", isServer), ...sourceFiles("lib", isServer)].sort()) {
    const mod = (await import(path.join(ROOT, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value === "function")
        found.set(`${file}#${name}`, value as (input: unknown) => Promise<unknown>);
    }
  }
  return found;
}

export type Handler = (
  req: Request,
  segment?: { params: Promise<Record<string, string>> },
) => Promise<Response>;

export async function discoverRoutes(): Promise<
  Map<string, { handler: Handler; params: Record<string, string> }>
> {
  const found = new Map<string, { handler: Handler; params: Record<string, string> }>();
  for (const file of sourceFiles("app", (f) => f.endsWith(`${path.sep}route.ts`))) {
    const urlPath = `/${path.dirname(file).split(path.sep).slice(1).join("/")}`;
    const mod = (await import(path.join(ROOT, file))) as Record<string, unknown>;
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      const handler = mod[method] as Handler | undefined;
      if (!handler) continue;
      if (urlPath === "/api/export/[list]") {
        for (const list of Object.keys(EXPORTS)) {
          found.set(`${method} /api/export/${list}`, { handler, params: { list } });
        }
      } else found.set(`${method} ${urlPath}`, { handler, params: {} });
    }
  }
  return found;
}

/** The store as rows, the audit log aside: what a refused call must leave as it was. */
/** The store's tables, read once per store: they are fixed once it is migrated. */
const tablesOf = new WeakMap<object, Promise<string[]>>();

export async function storeSnapshot(): Promise<string> {
  const db = await getDb();
  let tables = tablesOf.get(db);
  if (!tables) {
    tables = db.introspection
      .getTables()
      .then((ts) => ts.map((t) => t.name).filter((t) => t !== "audit_log" && !t.startsWith("kysely_")));
    tablesOf.set(db, tables);
  }
  const out: Record<string, unknown[]> = {};
  for (const t of [...(await tables)].sort()) {
    // biome-ignore lint/suspicious/noExplicitAny: every table, whatever its columns.
    out[t] = await (db as any).selectFrom(t).selectAll().execute();
  }
  return JSON.stringify(out);
}
