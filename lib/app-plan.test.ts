import { describe, expect, it } from "vitest";
import { planOf } from "./app-plan";

describe("planOf", () => {
  it("names a trial's end day, another plan as it is, and says when there is none", () => {
    expect(planOf({ plan: "trial", trialEndsAt: 1_798_761_600 })).toBe("trial until 01 Jan 2027");
    expect(planOf({ plan: "pro" })).toBe("pro");
    expect(planOf({})).toBe("—");
  });
});
