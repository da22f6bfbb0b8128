import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_CONTRACTS } from "../../lib/contract";
import { coverage, coverageTable, operationKey, PUBLISHED, UNPUBLISHED_ROUTES } from "../src/coverage";
import { ALL_ROUTES } from "../src/modules";

describe("the published operations the sandbox implements", () => {
  it("lists each published operation once (284 in the chat, calls and management files, 4 in the import file)", () => {
    const keys = PUBLISHED.map((o) => `${o.api} ${o.method} ${o.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(PUBLISHED).toHaveLength(288);
    expect(PUBLISHED.filter((o) => o.file === "data-import-apis.json")).toHaveLength(4);
    expect(new Set(PUBLISHED.map((o) => o.api))).toEqual(new Set(["chat", "calls", "mgmt"]));
  });

  it("answers only published operations, besides the few it names and explains", () => {
    const { unpublished } = coverage(ALL_ROUTES);
    expect(unpublished.sort()).toEqual(Object.keys(UNPUBLISHED_ROUTES).sort());
  });

  it("implements every operation of the groups it has taken on", () => {
    const { missing } = coverage(ALL_ROUTES);
    const groupsDone = [
      "Users",
      "Groups",
      "Messages",
      "Roles",
      "RBAC",
      "Moderation",
      "Settings",
      "Webhooks",
      "Calls",
    ];
    expect(missing.filter((o) => groupsDone.includes(o.tag))).toEqual([]);
    expect(operationKey("chat", "patch", "/moderation/blocked-messages/:id")).toBe(
      operationKey("chat", "PATCH", "/moderation/blocked-messages/{messageId}"),
    );
  });

  it("has the README's table as the list makes it (npm run sandbox:coverage)", () => {
    const readme = readFileSync("README.md", "utf8");
    const section = readme.slice(
      readme.indexOf("<!-- published-operations:start -->") + "<!-- published-operations:start -->".length,
      readme.indexOf("<!-- published-operations:end -->"),
    );
    expect(section.trim()).toBe(coverageTable(ALL_CONTRACTS).trim());
  });
});
