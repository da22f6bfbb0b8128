import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CallDetail } from "@/lib/schemas/calls";

const conn = { appId: "app1" };
const held = vi.hoisted(() => ({ call: undefined as unknown }));
vi.mock("@/lib/server/connections", () => ({ activeConnection: async () => ({ conn }) }));
vi.mock("@/lib/server/action", () => ({ requireConnection: (a: { conn: unknown }) => a }));
vi.mock("@/lib/server/api/call", () => ({ call: async () => ({ data: held.call }) }));
const namesOf = vi.hoisted(() =>
  vi.fn(async (_c: unknown, ids: { uids?: string[]; guids?: string[] }) => ({
    users: Object.fromEntries((ids.uids ?? []).filter((u) => u !== "gone").map((u) => [u, u.toUpperCase()])),
    groups: Object.fromEntries((ids.guids ?? []).map((g) => [g, `Group ${g}`])),
  })),
);
vi.mock("@/lib/server/names", () => ({ namesOf }));

const { loadCall, loadPeopleNames } = await import("./load");

const person = (uid: string) => ({ uid }) as CallDetail["participants"][number];
const aCall = (over: Partial<CallDetail>) =>
  ({ initiator: "ada", receiver: "bo", receiverType: "user", participants: [], ...over }) as CallDetail;

beforeEach(() => {
  namesOf.mockClear();
});

describe("a call's names", () => {
  it("reads only the title's two before the page draws; the participants' names come after, each asked once", async () => {
    held.call = aCall({
      receiver: "design",
      receiverType: "group",
      participants: ["ada", "cy", "gone", "cy", "dee"].map(person),
    });
    const { parties } = await loadCall("s1");
    expect(namesOf).toHaveBeenCalledTimes(1);
    expect(namesOf).toHaveBeenLastCalledWith(conn, { uids: ["ada"], guids: ["design"] });
    expect(parties).toMatchObject({ initiator: "ADA", receiver: "Group design" });

    namesOf.mockClear();
    const names = await loadPeopleNames("s1");
    // Outside a request React's cache does not hold, so the call is read again; its title names are not.
    expect(namesOf.mock.calls.at(-1)).toEqual([conn, { uids: ["cy", "gone", "dee"] }]);
    expect(names).toEqual({ ada: "ADA", cy: "CY", dee: "DEE" });
  });

  it("asks for no more names when a one-to-one call's participants are its two users", async () => {
    held.call = aCall({ participants: ["ada", "bo", "bo"].map(person) });
    namesOf.mockClear();
    expect(await loadPeopleNames("s2")).toEqual({ ada: "ADA", bo: "BO" });
    expect(namesOf).toHaveBeenCalledTimes(1);
    expect(namesOf).toHaveBeenLastCalledWith(conn, { uids: ["ada", "bo"], guids: [] });
  });
});
