import { describe, expect, it } from "vitest";
import { errorEnvelope } from "../../lib/schemas/common";
import { makeSandbox } from "./harness";

describe("sandbox basics", () => {
  it("answers /healthz", async () => {
    const s = makeSandbox();
    const res = await s.hono.request("/healthz");
    expect(res.status).toBe(200);
  });

  it("answers an unknown path with the documented 404 error body", async () => {
    const s = makeSandbox();
    const res = await s.chat("GET", "/no-such-thing");
    expect(res.status).toBe(404);
    const body = errorEnvelope.parse(res.json);
    expect(body.error.code).toBe("ERR_API_NOT_FOUND");
    expect(body.error.source).toBe("chat-api");
  });
});
