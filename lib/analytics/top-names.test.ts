import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SandboxProcess, startSandbox } from "@/test/sandbox-process";
import { topNames } from "./top-names";

let sb: SandboxProcess;

beforeAll(async () => {
  sb = await startSandbox();
  await sb.chat("POST", "/users", { uid: "ada", name: "Ada Lovelace" });
  await sb.chat("POST", "/users", { uid: "gone", name: "Gone Away" });
  await sb.chat("DELETE", "/users", { uidsToDeactivate: ["gone"] });
  await sb.chat("POST", "/groups", { guid: "team", name: "The Team", type: "public", owner: "ada" });
});
afterAll(() => sb?.stop());

describe("topNames", () => {
  it("names top users (deactivated ones too) and groups, leaving unknown ids out", async () => {
    const row = { minutes: 1, calls: 1 };
    const names = await topNames(sb.connection, {
      topUsers: [
        { uid: "ada", ...row },
        { uid: "gone", ...row },
        { uid: "nobody", ...row },
      ],
      topGroups: [
        { group: "team", ...row },
        { group: "vanished", ...row },
      ],
    });
    expect(names).toEqual({
      users: { ada: "Ada Lovelace", gone: "Gone Away" },
      groups: { team: "The Team" },
    });
  });
});
