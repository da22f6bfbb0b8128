import { describe, expect, it } from "vitest";
import { bulkRowsQuery } from "@/lib/inputs/bulk-rows-query";
import { loadJobRowsSearchParams, toJobRowsParams } from "./search-params";

const ID = "0b8f7a52-8a4e-4b7e-9a43-4f5b2f0f5d11";
const fromUrl = (qs: string) => toJobRowsParams(ID)(loadJobRowsSearchParams(new URLSearchParams(qs)));

describe("a bulk job's rows", () => {
  it("start on the first page of 50, every outcome", () => {
    expect(fromUrl("")).toEqual({ id: ID, page: 1, perPage: 50 });
  });

  it("read page, size and outcome from the URL, dropping an unknown outcome", () => {
    expect(fromUrl("page=2&perPage=500&status=refused")).toEqual({
      id: ID,
      page: 2,
      perPage: 500,
      status: "refused",
    });
    expect(fromUrl("status=lost&page=0&perPage=5000")).toEqual({ id: ID, page: 1, perPage: 1000 });
  });

  it("are asked for with what the action accepts, page and size also as numbers in text", () => {
    const q = fromUrl("page=3&status=done");
    expect(bulkRowsQuery.parse(q)).toEqual(q);
    expect(bulkRowsQuery.parse({ id: ID, page: "2", perPage: "100" })).toEqual({
      id: ID,
      page: 2,
      perPage: 100,
    });
    for (const bad of [{ status: "lost" }, { page: 0 }, { perPage: "1001" }, { id: "j1" }]) {
      expect(bulkRowsQuery.safeParse({ id: ID, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
