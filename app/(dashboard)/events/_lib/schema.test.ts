import { describe, expect, it } from "vitest";
import { MAX_GRACE_SECONDS } from "@/lib/receiver/endpoints";
import { GRACE_LIMIT_SECONDS, replayEventInput, rotateReceiverInput } from "./schema";

describe("events schemas", () => {
  it("allows the receiver's own grace limit and no more", () => {
    expect(GRACE_LIMIT_SECONDS).toBe(MAX_GRACE_SECONDS);
    expect(rotateReceiverInput.safeParse({ id: "ep", graceSeconds: MAX_GRACE_SECONDS }).success).toBe(true);
    expect(rotateReceiverInput.safeParse({ id: "ep", graceSeconds: MAX_GRACE_SECONDS + 1 }).success).toBe(
      false,
    );
  });

  it("refuses a replay URL the webhook rule refuses, with the rule's sentence", () => {
    const bad = replayEventInput.safeParse({ id: "1", url: "http://example.com" });
    expect(bad.error?.issues[0]?.message).toMatch(/^Refused: Use https/);
    expect(replayEventInput.safeParse({ id: "1", url: " http://127.0.0.1:9/x " }).data?.url).toBe(
      "http://127.0.0.1:9/x",
    );
  });
});
