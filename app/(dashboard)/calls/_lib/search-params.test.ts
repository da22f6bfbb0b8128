import { describe, expect, it } from "vitest";
import { describeRange, pageCount } from "@/components/data-table/format";
import { dayEndSeconds, dayStartSeconds, secondsToPickerDay } from "@/lib/format";
import { callFilters } from "@/lib/inputs/calls-options";
import { listCallsInput } from "@/lib/inputs/calls-query";
import { callKeys } from "@/lib/query-keys";
import { loadCallsSearchParams, serializeCallsSearchParams } from "./search-params";

const toListParams = callFilters.toQuery;

describe("calls URL state", () => {
  it("reads every filter from the URL into the list query", () => {
    const url =
      "/calls?page=3&perPage=50&type=video&mode=meet&status=unanswered&receiverType=group&hasRecording=true" +
      "&uid=alice&participantsCount=2&startedAt=1763000000&endedAt=1763086399";
    const params = toListParams(loadCallsSearchParams(new URL(url, "http://x").searchParams));
    expect(params).toEqual({
      page: 3,
      perPage: 50,
      type: "video",
      mode: "meet",
      status: "unanswered",
      receiverType: "group",
      hasRecording: true,
      uid: "alice",
      participantsCount: 2,
      startedAt: 1763000000,
      endedAt: 1763086399,
    });
    expect(listCallsInput.safeParse(params).success).toBe(true);
  });

  it("defaults page and size, drops unknown values and blank text", () => {
    const params = toListParams(loadCallsSearchParams({ type: "fax", uid: "  ", hasRecording: "maybe" }));
    expect(params).toEqual({ page: 1, perPage: 25 });
  });

  it("keeps hasRecording=false as a filter", () => {
    expect(toListParams(loadCallsSearchParams({ hasRecording: "false" })).hasRecording).toBe(false);
  });

  it("a negative participants count reaches the query schema, which refuses it", () => {
    const params = toListParams(loadCallsSearchParams({ participantsCount: "-1" }));
    expect(listCallsInput.safeParse(params).success).toBe(false);
  });

  it("serialises back to a shareable URL without defaults", () => {
    expect(serializeCallsSearchParams("/calls", { page: 1, type: "audio", hasRecording: false })).toBe(
      "/calls?type=audio&hasRecording=false",
    );
  });

  it("gives unset and undefined filters one cache key", () => {
    expect(callKeys.list({ page: 1, perPage: 25, type: undefined })).toEqual(
      callKeys.list({ page: 1, perPage: 25 }),
    );
    expect(callKeys.list({ page: 2, perPage: 25 })).not.toEqual(callKeys.list({ page: 1, perPage: 25 }));
  });
});

describe("date picker conversion", () => {
  it("turns a picked day into 10-digit seconds at the start and the end of that day (UTC)", () => {
    const picked = new Date(2026, 10, 23);
    expect(dayStartSeconds(picked)).toBe(Date.UTC(2026, 10, 23) / 1000);
    expect(dayEndSeconds(picked)).toBe(Date.UTC(2026, 10, 23, 23, 59, 59) / 1000);
    expect(String(dayStartSeconds(picked))).toHaveLength(10);
    const back = secondsToPickerDay(dayEndSeconds(picked));
    expect([back.getFullYear(), back.getMonth(), back.getDate()]).toEqual([2026, 10, 23]);
  });
});

describe("pager text", () => {
  it("shows the rows shown and the true total", () => {
    expect(describeRange(1, 25, 25, 12345)).toBe("1–25 of 12,345");
    expect(describeRange(494, 25, 20, 12345)).toBe("12,326–12,345 of 12,345");
    expect(describeRange(1, 25, 0, 0)).toBe("0 of 0");
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
  });
});
