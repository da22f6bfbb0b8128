import { describe, expect, it } from "vitest";
import { apiKeyFilters, listApiKeysQuery } from "@/lib/inputs/api-keys-query";
import { loadApiKeysSearchParams } from "./search-params";

const fromUrl = (qs: string) => apiKeyFilters.toQuery(loadApiKeysSearchParams(new URLSearchParams(qs)));

describe("API keys URL state", () => {
  it("maps scope and search to the service's filters and stays within the query schema", () => {
    expect(fromUrl("")).toEqual({ page: 1, perPage: 25 });
    const p = fromUrl("scope=fullAccess&search=%20ci%20&page=2&perPage=50");
    expect(p).toEqual({ page: 2, perPage: 50, scope: "fullAccess", searchKey: "ci" });
    expect(listApiKeysQuery.safeParse(p).success).toBe(true);
    expect(fromUrl("scope=root&search=%20&perPage=0")).toEqual({ page: 1, perPage: 1 });
  });
});
