import { describe, expect, it } from "vitest";
import { IMPORT_REQUESTS_PER_MINUTE } from "../../lib/schemas/data-import";
import { makeSandbox } from "./harness";

const user = (uid: string) => ({ users: { [uid]: { uid, name: uid } } });

describe("the import operations' rate-limit class", () => {
  it("allows 60 import requests a window across the four operations, then answers 429 with when to retry", async () => {
    // Standard and core are set low to show the import class is counted apart from them.
    const sb = makeSandbox({ limits: { core: 5, standard: 5 } });
    const paths = [
      "/data_import/users",
      "/data_import/groups",
      "/data_import/members",
      "/data_import/messages",
    ];
    for (let i = 0; i < IMPORT_REQUESTS_PER_MINUTE; i++) {
      // Every operation counts against the one class; a batch refused as malformed counts too.
      const path = paths[i % paths.length] ?? "";
      const body = path.endsWith("users") ? user(`rl${i}`) : {};
      const res = await sb.chat("POST", path, { body });
      expect(res.status).not.toBe(429);
      expect(res.headers.get("x-rate-limit")).toBe(String(IMPORT_REQUESTS_PER_MINUTE));
      expect(res.headers.get("x-rate-limit-remaining")).toBe(String(IMPORT_REQUESTS_PER_MINUTE - i - 1));
    }
    sb.advance(20_000);
    const refused = await sb.chat("POST", "/data_import/users", { body: user("late") });
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe("ERR_TOO_MANY_REQUESTS");
    expect(refused.headers.get("x-rate-limit-remaining")).toBe("0");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(40);
    expect(Number(refused.headers.get("x-rate-limit-reset"))).toBeGreaterThan(0);
    // Nothing of the refused request was written; other operations still answer.
    expect((await sb.chat("GET", "/users/late")).status).toBe(404);
    expect((await sb.chat("GET", "/users/rl0")).status).toBe(200);

    sb.advance(40_000);
    const next = await sb.chat("POST", "/data_import/users", { body: user("late") });
    expect(next.status).toBe(200);
    expect(next.json.data.late.success).toBe(true);
  });
});
