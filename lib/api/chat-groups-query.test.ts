import { describe, expect, it } from "vitest";
import type { AddMembersAnswer } from "../schemas/members";
import {
  addMemberOutcomes,
  addMembersActionInput,
  addMembersFormSchema,
  distinctUids,
  listGroupsQuery,
  listMembersQuery,
  splitUids,
  toAddMembersInput,
} from "./chat-groups-query";

const uids = (n: number, prefix = "u") => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const blankForm = { onBehalfOf: "", admins: "", moderators: "", participants: "", usersToBan: "" };

describe("addMembersActionInput", () => {
  it("takes up to 25 distinct uids across the four lists", () => {
    const r = addMembersActionInput.safeParse({
      guid: "g1",
      admins: uids(5, "a"),
      moderators: uids(5, "m"),
      participants: uids(10, "p"),
      usersToBan: uids(5, "b"),
    });
    expect(r.success).toBe(true);
    expect(r.data?.admins).toHaveLength(5);
  });

  it("refuses 26 uids with a sentence naming the count", () => {
    const r = addMembersActionInput.safeParse({
      guid: "g1",
      participants: uids(20),
      usersToBan: uids(6, "b"),
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toContain("At most 25 uids");
    expect(r.error?.issues[0]?.message).toContain("26");
  });

  it("counts a uid named twice (in any case) once, as the service does", () => {
    const r = addMembersActionInput.safeParse({
      guid: "g1",
      admins: uids(25),
      participants: uids(25).map((u) => u.toUpperCase()),
    });
    expect(r.success).toBe(true);
  });

  it("refuses an empty call, a bad uid, a bad guid and a bad onBehalfOf", () => {
    expect(addMembersActionInput.safeParse({ guid: "g1" }).success).toBe(false);
    expect(addMembersActionInput.safeParse({ guid: "g1", admins: ["no spaces"] }).success).toBe(false);
    expect(addMembersActionInput.safeParse({ guid: "g 1", admins: ["a"] }).success).toBe(false);
    expect(addMembersActionInput.safeParse({ guid: "g1", admins: ["a"], onBehalfOf: "x/y" }).success).toBe(
      false,
    );
    expect(addMembersActionInput.safeParse({ guid: "g1", admins: ["x".repeat(101)] }).success).toBe(false);
  });
});

describe("addMembersFormSchema", () => {
  it("splits at commas, spaces and line breaks", () => {
    expect(splitUids(" a, b\nc  d,,e ")).toEqual(["a", "b", "c", "d", "e"]);
    expect(distinctUids({ admins: ["A"], participants: ["a", "b"] })).toBe(2);
  });

  it("puts the 25-uid limit on the form's root before anything is sent", () => {
    const r = addMembersFormSchema.safeParse({ ...blankForm, participants: uids(26).join(",") });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["root"]);
    expect(r.error?.issues[0]?.message).toContain("26");
  });

  it("names the malformed uids of a list on that list", () => {
    const r = addMembersFormSchema.safeParse({ ...blankForm, admins: "good, bad!uid" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["admins"]);
    expect(r.error?.issues[0]?.message).toContain("bad!uid");
  });

  it("turns form values into the action's input", () => {
    const v = { ...blankForm, onBehalfOf: " alice ", admins: "a b", usersToBan: "z" };
    expect(addMembersFormSchema.safeParse(v).success).toBe(true);
    expect(toAddMembersInput("g1", v)).toEqual({
      guid: "g1",
      onBehalfOf: "alice",
      admins: ["a", "b"],
      moderators: [],
      participants: [],
      usersToBan: ["z"],
    });
    expect(toAddMembersInput("g1", { ...v, onBehalfOf: "" })).not.toHaveProperty("onBehalfOf");
  });
});

describe("list queries", () => {
  it("defaults the page and bounds the size", () => {
    expect(listGroupsQuery.parse({})).toEqual({ page: 1, perPage: 25 });
    expect(listGroupsQuery.safeParse({ perPage: 1001 }).success).toBe(false);
    expect(listGroupsQuery.safeParse({ type: "secret" }).success).toBe(false);
    expect(listMembersQuery.safeParse({ guid: "g", scopes: ["owner"] }).success).toBe(false);
    expect(listMembersQuery.parse({ guid: "g", scopes: ["admin"] }).scopes).toEqual(["admin"]);
  });
});

describe("addMemberOutcomes", () => {
  it("flattens the per-list maps into one row per uid", () => {
    const group = { membersCount: 7 };
    const answer = {
      admins: {},
      moderators: {},
      participants: {
        ok: { success: true, data: { data: { entities: { for: { entity: group } } } } },
        ghost: {
          success: false,
          error: {
            message: "The UID ghost does not exist.",
            devMessage: "",
            source: "x",
            code: "ERR_UID_NOT_FOUND",
          },
        },
      },
      usersToBan: { bad: { success: true } },
    } as unknown as AddMembersAnswer["data"];
    expect(addMemberOutcomes(answer)).toEqual([
      { list: "participants", uid: "ok", success: true, membersCount: 7 },
      {
        list: "participants",
        uid: "ghost",
        success: false,
        error: "The UID ghost does not exist. (ERR_UID_NOT_FOUND)",
      },
      { list: "usersToBan", uid: "bad", success: true },
    ]);
  });
});
