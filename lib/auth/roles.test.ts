import { describe, expect, it } from "vitest";
import { atLeast, ROLES } from "./roles";

describe("roles", () => {
  it("orders owner > admin > moderator > viewer", () => {
    expect(ROLES).toEqual(["viewer", "moderator", "admin", "owner"]);
    expect(atLeast("owner", "admin")).toBe(true);
    expect(atLeast("admin", "admin")).toBe(true);
    expect(atLeast("moderator", "admin")).toBe(false);
    expect(atLeast("viewer", "moderator")).toBe(false);
    expect(atLeast("viewer", "viewer")).toBe(true);
    expect(atLeast("admin", "owner")).toBe(false);
  });
});
