import { describe, expect, it } from "vitest";
import { logOutcome, logRecipient, REASON_SENTENCES } from "./notification-log-labels";
import { NOTIFICATION_REASONS } from "./schemas/notification-logs";

describe("a log entry's outcome", () => {
  it("is sent, pending or a provider error once the service handed it to a provider", () => {
    expect(logOutcome({ notificationTriggered: true, success: true })).toEqual({
      kind: "sent",
      label: "Sent",
    });
    expect(logOutcome({ notificationTriggered: true })).toEqual({ kind: "pending", label: "Pending" });
    expect(logOutcome({ notificationTriggered: true, success: false })).toEqual({
      kind: "failed",
      label: "Provider error",
    });
    expect(logOutcome({ notificationTriggered: true, success: false, reason: "TIMED_OUT" })).toEqual({
      kind: "failed",
      label: "Provider error: the provider did not answer in time",
    });
  });

  it("says why it was not sent, in words", () => {
    expect(logOutcome({ notificationTriggered: false, reason: "MUTE_PREFERENCE" }).label).toBe(
      "Not sent: the user muted this conversation",
    );
    expect(logOutcome({ notificationTriggered: false, reason: "QUOTA_PREFERENCE" }).label).toBe(
      "Not sent: over the email/SMS throttle",
    );
    expect(logOutcome({ notificationTriggered: false, reason: "MISSING_EMAIL" }).label).toBe(
      "Not sent: no email address on record",
    );
    expect(logOutcome({ notificationTriggered: false })).toEqual({ kind: "not-sent", label: "Not sent" });
  });

  it("has a sentence for every published reason, none of them the code itself", () => {
    for (const reason of NOTIFICATION_REASONS) {
      expect(REASON_SENTENCES[reason]).toMatch(/^[a-zA-Z][^_]+$/);
    }
  });
});

describe("a log entry's recipient", () => {
  it("is the member for a group's message and the receiver for a one-on-one message", () => {
    expect(logRecipient({ receiverType: "group", receiver: "g1", member: "ana" })).toEqual({
      kind: "user",
      id: "ana",
    });
    expect(logRecipient({ receiverType: "user", receiver: "ben" })).toEqual({ kind: "user", id: "ben" });
  });

  it("is the group itself when a group's entry names no member", () => {
    expect(logRecipient({ receiverType: "group", receiver: "g1" })).toEqual({ kind: "group", id: "g1" });
  });
});
