import { describe, expect, it } from "vitest";
import { connectAccountAppInput, createAccountAppInput } from "./schema";

describe("account app schemas", () => {
  it("accepts a name, a region and a version", () => {
    expect(createAccountAppInput.parse({ name: " Shop ", region: "eu", version: "3" })).toEqual({
      name: "Shop",
      region: "eu",
      version: "3",
    });
  });

  it("refuses a blank or 101-character name, an unknown region and a non-numeric version", () => {
    const bad = createAccountAppInput.safeParse({ name: "n".repeat(101), region: "mars", version: "v3" });
    const byField = Object.fromEntries(bad.error?.issues.map((i) => [String(i.path[0]), i.message]) ?? []);
    expect(byField).toEqual({
      name: "Use at most 100 characters.",
      region: "Choose us, eu or in.",
      version: "Enter the API version number, e.g. 3.",
    });
    expect(createAccountAppInput.safeParse({ name: " ", region: "us", version: "3" }).success).toBe(false);
  });

  it("connects by app id and name only: no key comes from the browser", () => {
    expect(Object.keys(connectAccountAppInput.shape).sort()).toEqual(["appId", "name"]);
  });
});
