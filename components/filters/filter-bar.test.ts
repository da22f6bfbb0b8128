import { describe, expect, it } from "vitest";
import { bindFilters } from "./filter-bar";

describe("bindFilters", () => {
  it("reads a filter's value and patches that filter alone", () => {
    const patches: unknown[] = [];
    const f = bindFilters({ search: "ada" as string | null, type: null as "public" | null }, (p) =>
      patches.push(p),
    );
    const search = f.commits("search");
    const type = f.changes("type");
    expect(search.value).toBe("ada");
    expect(type.value).toBeNull();
    search.onCommit(null);
    type.onChange("public");
    f.set("search")("bob");
    expect(patches).toEqual([{ search: null }, { type: "public" }, { search: "bob" }]);
  });
});
