import { describe, expect, it } from "vitest";
import { notificationLogsQuery } from "@/lib/schemas/notification-logs";
import { dayToMs, type LogsUrlState, msToDay, toLogsQuery } from "./search-params";

const none: LogsUrlState = {
  channel: null,
  outcome: null,
  reason: null,
  trigger: null,
  recipient: null,
  receiverType: null,
  sender: null,
  from: null,
  to: null,
};

describe("delivery log filters", () => {
  it("ask for everything when none is set", () => {
    expect(toLogsQuery(none)).toEqual({});
  });

  it("map each outcome onto notificationTriggered and success, as the service filters them", () => {
    expect(toLogsQuery({ ...none, outcome: "sent" })).toEqual({
      notificationTriggered: "true",
      success: "true",
    });
    expect(toLogsQuery({ ...none, outcome: "failed" })).toEqual({
      notificationTriggered: "true",
      success: "false",
    });
    expect(toLogsQuery({ ...none, outcome: "not-sent" })).toEqual({ notificationTriggered: "false" });
  });

  it("look a recipient up as the one-on-one receiver, or as the group member when the conversation is a group", () => {
    expect(toLogsQuery({ ...none, recipient: " ana " })).toEqual({ receiver: "ana", receiverType: "user" });
    expect(toLogsQuery({ ...none, recipient: "ana", receiverType: "user" })).toEqual({
      receiver: "ana",
      receiverType: "user",
    });
    expect(toLogsQuery({ ...none, recipient: "ana", receiverType: "group" })).toEqual({
      member: "ana",
      receiverType: "group",
    });
    expect(toLogsQuery({ ...none, receiverType: "group" })).toEqual({ receiverType: "group" });
    expect(toLogsQuery({ ...none, recipient: "  " })).toEqual({});
  });

  it("pass channel, reason, trigger, sender and the send-time range through, and page by logId", () => {
    const passed = {
      channel: "email",
      reason: "QUOTA_PREFERENCE",
      trigger: "after_message",
      sender: "ben",
      from: 1_700_000_000_000,
      to: 1_700_086_399_999,
    } as const;
    const q = toLogsQuery({ ...none, ...passed }, "67e3c56babf90e20e2652edb");
    expect(q).toEqual({ ...passed, affix: "append", logId: "67e3c56babf90e20e2652edb" });
    // What the page builds is what the action and the export accept.
    expect(notificationLogsQuery.parse(q)).toMatchObject({ from: 1_700_000_000_000, channel: "email" });
    expect(notificationLogsQuery.parse(toLogsQuery({ ...none, outcome: "failed" }))).toEqual({
      notificationTriggered: true,
      success: false,
    });
  });

  it("turn a date filter's day into the service's milliseconds and back, a 'to' day up to its last millisecond", () => {
    const day = 1_700_006_400; // 2023-11-15 00:00:00 UTC
    expect(dayToMs(day)).toBe(1_700_006_400_000);
    expect(dayToMs(day + 86_399, true)).toBe(1_700_092_799_999);
    expect(msToDay(1_700_092_799_999)).toBe(day + 86_399);
    expect(dayToMs(null)).toBeNull();
    expect(msToDay(null)).toBeNull();
  });
});
