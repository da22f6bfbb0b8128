import { describe, expect, it } from "vitest";
import { matchEntries } from "@/components/command-palette/entries";
import { paletteEntries } from "./palette";

describe("the palette's pages and actions", () => {
  it("offers a role only what it may open", () => {
    const viewer = paletteEntries("viewer").map((e) => e.label);
    expect(viewer).toContain("Calls");
    expect(viewer).toContain("Sessions and devices");
    for (const hidden of ["New user", "Create webhook", "Webhooks", "Admins", "Invite an admin"]) {
      expect(viewer).not.toContain(hidden);
    }
    const admin = paletteEntries("admin").map((e) => e.label);
    expect(admin).toEqual(expect.arrayContaining(["New user", "Create webhook", "Webhooks"]));
    expect(admin).not.toContain("Admins");
    expect(paletteEntries("owner").map((e) => e.label)).toContain("Invite an admin");
  });

  it("matches every typed word against the label and keywords, in any order", () => {
    const entries = paletteEntries("owner");
    expect(matchEntries(entries, "webhook create").map((e) => e.label)).toEqual(["Create webhook"]);
    expect(matchEntries(entries, "2FA").map((e) => e.href)).toEqual(["/account/security"]);
    expect(matchEntries(entries, "")).toHaveLength(entries.length);
    expect(matchEntries(entries, "zzz")).toEqual([]);
  });
});
