import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "./class-merge";

/** Every class-looking token in the string literals of app/ and components/ (some noise is harmless). */
function projectClasses(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !e.name.includes(".test.")) files.push(p);
    }
  };
  walk("app");
  walk("components");
  const found = new Set<string>();
  for (const f of files) {
    for (const m of readFileSync(f, "utf8").matchAll(/"([^"\n]*)"|`([^`\n$]*)`/g)) {
      const text = m[1] ?? m[2] ?? "";
      for (const t of text.split(/\s+/)) {
        if (/^!?-?[a-z][\w\-[\]/:.&>=!*%#(),'@]*$/.test(t) && /[-:]/.test(t)) found.add(t);
      }
    }
  }
  return [...found];
}

describe("mergeClasses", () => {
  it("lets a later class override an earlier one of the same utility under the same variants", () => {
    expect(mergeClasses("whitespace-nowrap p-2 align-middle whitespace-normal p-0")).toBe(
      "align-middle whitespace-normal p-0",
    );
    expect(mergeClasses("h-9 px-4 py-2 h-8 px-3")).toBe("py-2 h-8 px-3");
    expect(mergeClasses("px-4 p-0")).toBe("p-0");
    expect(mergeClasses("p-0 px-4")).toBe("p-0 px-4");
    expect(mergeClasses("text-sm text-muted-foreground text-xs")).toBe("text-muted-foreground text-xs");
    expect(mergeClasses("hover:bg-muted focus:bg-muted bg-primary hover:bg-accent")).toBe(
      "focus:bg-muted bg-primary hover:bg-accent",
    );
    expect(mergeClasses("border border-border border-0")).toBe("border-border border-0");
    expect(mergeClasses("w-full size-8")).toBe("size-8");
    expect(mergeClasses("custom-thing another custom-thing")).toBe("custom-thing another custom-thing");
  });

  // tailwind-merge is the reference; the pairs are every two classes the project's sources contain.
  it("agrees with tailwind-merge on every pair of the project's classes", () => {
    const classes = projectClasses();
    expect(classes.length).toBeGreaterThan(300);
    const disagree: string[] = [];
    for (const a of classes) {
      for (const b of classes) {
        const pair = `${a} ${b}`;
        if (mergeClasses(pair) !== twMerge(pair)) disagree.push(`${pair} → ${twMerge(pair)}`);
      }
    }
    expect(disagree.slice(0, 20)).toEqual([]);
  });
});
