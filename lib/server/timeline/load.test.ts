import { describe, expect, it } from "vitest";
import { TIMELINE_KINDS } from "@/lib/timeline/kinds";
import { readableKinds } from "./load";

describe("readableKinds", () => {
  it("reads every kind for an admin when none is named, in one order", () => {
    expect(readableKinds("admin", [])).toEqual([...TIMELINE_KINDS]);
  });

  it("reads only the kinds named", () => {
    expect(readableKinds("owner", ["audit", "message"])).toEqual(["message", "audit"]);
  });

  it("leaves the notification log and the audit log out below admin", () => {
    expect(readableKinds("viewer", [])).not.toContain("audit");
    expect(readableKinds("moderator", ["notification", "call"])).toEqual(["call"]);
  });
});
