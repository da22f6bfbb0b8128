import { describe, expect, it } from "vitest";
import type { CallPage } from "@/lib/schemas/calls";
import { toListPage } from "./list-page";

describe("toListPage", () => {
  it("keeps every field of each call and the paging, and drops the participants", () => {
    const call = {
      sessionId: "v1.us.app.1",
      type: "audio",
      status: "ended",
      totalParticipants: 2,
      participants: [{ uid: "alice" }, { uid: "bob" }],
    };
    const page = { data: [call], meta: { pagination: { total: 1, page: 1, perPage: 25 } } };
    const out = toListPage(page as unknown as CallPage);
    expect(out.meta).toEqual(page.meta);
    expect(out.data).toEqual([
      { sessionId: "v1.us.app.1", type: "audio", status: "ended", totalParticipants: 2 },
    ]);
    expect(call.participants).toHaveLength(2);
  });
});
