import { describe, expect, it } from "vitest";
import { ALL_CONTRACTS } from "../../lib/contract";
import { operationKey } from "../src/coverage";
import { ALL_ROUTES } from "../src/modules";

const keyOf = (r: { api: string; method: string; path: string }) => operationKey(r.api, r.method, r.path);

describe("the sandbox serves the contracts", () => {
  const served = ALL_ROUTES.filter((r) => r.api !== "sandbox");

  it("has one contract for each operation, and no two contracts for one", () => {
    const keys = ALL_CONTRACTS.map(keyOf);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThan(250);
  });

  it("answers every contract with a route, and no operation of the service without one", () => {
    expect(served.map(keyOf).sort()).toEqual(ALL_CONTRACTS.map(keyOf).sort());
  });

  it("checks each request and answer with the contract's own schemas", () => {
    const byKey = new Map(ALL_CONTRACTS.map((c) => [keyOf(c), c]));
    const differing = served.flatMap((r) => {
      const c = byKey.get(keyOf(r));
      if (!c) return [keyOf(r)];
      const parts = (["params", "query", "body", "response", "limit", "onBehalfOf", "form"] as const).filter(
        (p) => (r as Partial<Record<typeof p, unknown>>)[p] !== c[p],
      );
      return parts.length ? [`${keyOf(r)}: ${parts.join(", ")}`] : [];
    });
    expect(differing).toEqual([]);
  });
});
