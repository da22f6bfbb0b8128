import { describe, expect, it } from "vitest";
import { auditFilters, auditQuerySchema } from "@/lib/audit-filter";
import { loadAuditSearchParams, serializeAuditSearchParams } from "./search-params";

const fromUrl = (qs: string) => auditFilters.toQuery(loadAuditSearchParams(new URLSearchParams(qs)));

describe("audit log URL state", () => {
  it("maps the URL to the query, dropping blanks and clamping page and size", () => {
    expect(fromUrl("")).toEqual({ page: 1, perPage: 25 });
    expect(fromUrl("actor=%20Admin%40&action=apiKeys.create&app=app-a&outcome=error&from=10&to=20")).toEqual({
      page: 1,
      perPage: 25,
      actor: "Admin@",
      action: "apiKeys.create",
      appId: "app-a",
      outcome: "error",
      from: 10,
      to: 20,
    });
    expect(fromUrl("actor=%20%20&page=0&perPage=5000")).toEqual({ page: 1, perPage: 100 });
    // Values the parsers cannot read are ignored rather than failing the page.
    expect(fromUrl("outcome=maybe&from=yesterday")).toEqual({ page: 1, perPage: 25 });
  });

  it("leaves a reversed range for the schema to refuse", () => {
    expect(auditQuerySchema.safeParse(fromUrl("from=20&to=10")).success).toBe(false);
  });

  it("serialises the filters for the export link without the page", () => {
    const qs = serializeAuditSearchParams({
      actor: "a@b",
      action: "x",
      outcome: "ok",
      page: null,
      perPage: null,
    });
    const back = new URLSearchParams(qs.slice(1));
    expect(Object.fromEntries(back)).toEqual({ actor: "a@b", action: "x", outcome: "ok" });
  });
});
