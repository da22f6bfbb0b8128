import { describe, expect, it } from "vitest";
import type { AddMembersAnswer } from "../schemas/members";
import {
  addMemberOutcomes,
  addMembersActionInput,
  addMembersFormSchema,
  BLANK_GROUP_FORM,
  createGroupForm,
  deleteGroupInput,
  distinctUids,
  editGroupForm,
  editGroupValues,
  listGroupsQuery,
  listMembersQuery,
  splitUids,
  toAddMembersInput,
  toCreateGroupBody,
  toUpdateGroupBody,
} from "./chat-groups-query";
import { parseMetadata, splitTags } from "./form-text";

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

const blankGroup = { ...BLANK_GROUP_FORM, guid: "g1", name: "Group one" };
const fieldErrors = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0] ?? ""), i.message]));

describe("createGroupForm and toCreateGroupBody", () => {
  it("sends only what was filled in: blank boxes leave the service's defaults", () => {
    const v = createGroupForm.parse(blankGroup);
    expect(toCreateGroupBody(v)).toEqual({ guid: "g1", name: "Group one", type: "public" });
  });

  it("turns tags, metadata, icon and owner into the body, and keeps the password of a password group", () => {
    const v = createGroupForm.parse({
      ...blankGroup,
      type: "password",
      password: "s3cret",
      icon: "https://example.test/i.png",
      description: "About",
      metadata: '{"team": "blue", "n": 2}',
      tags: "alpha, beta gamma,\nalpha2",
      owner: "alice",
    });
    expect(toCreateGroupBody(v)).toEqual({
      guid: "g1",
      name: "Group one",
      type: "password",
      password: "s3cret",
      icon: "https://example.test/i.png",
      description: "About",
      metadata: { team: "blue", n: 2 },
      tags: ["alpha", "beta gamma", "alpha2"],
      owner: "alice",
    });
  });

  it("drops a password typed before the type changed away from password", () => {
    const v = createGroupForm.parse({ ...blankGroup, type: "private", password: "left-over" });
    expect(toCreateGroupBody(v)).not.toHaveProperty("password");
  });

  it("refuses each bad field under its own name", () => {
    const r = createGroupForm.safeParse({
      ...blankGroup,
      guid: "no spaces",
      name: " ",
      type: "password",
      icon: "javascript:alert(1)",
      metadata: "[1, 2]",
      tags: Array.from({ length: 26 }, (_, i) => `t${i}`).join(","),
      owner: "bad uid!",
    });
    expect(r.success).toBe(false);
    expect(fieldErrors(r)).toEqual({
      guid: "may hold only letters, digits, _ and -",
      name: "must not be empty",
      password: "is required for a password-protected group",
      icon: "must be a full http(s) address, such as https://…/icon.png",
      metadata: 'must be a JSON object, such as {"team": "blue"}',
      tags: "hold at most 25 (got 26)",
      owner: "Not a uid (letters, digits, _ and - only).",
    });
  });

  it("holds the service's length limits", () => {
    const r = createGroupForm.safeParse({
      ...blankGroup,
      name: "n".repeat(101),
      description: "d".repeat(1001),
      tags: "t".repeat(101),
    });
    expect(Object.keys(fieldErrors(r)).sort()).toEqual(["description", "name", "tags"]);
    expect(createGroupForm.safeParse({ ...blankGroup, name: "n".repeat(100) }).success).toBe(true);
  });
});

describe("editGroupForm and toUpdateGroupBody", () => {
  const group = {
    guid: "g1",
    name: "Group one",
    type: "password" as const,
    icon: "https://example.test/i.png",
    description: "About",
    metadata: { team: "blue" },
    tags: ["a", "b"],
  };

  it("starts from the group's fields, with no password", () => {
    expect(editGroupValues(group)).toEqual({
      guid: "g1",
      name: "Group one",
      type: "password",
      password: "",
      icon: "https://example.test/i.png",
      description: "About",
      metadata: '{\n  "team": "blue"\n}',
      tags: "a, b",
    });
  });

  it("saving unchanged values keeps the password (none sent) and the same fields", () => {
    const body = toUpdateGroupBody(editGroupForm.parse(editGroupValues(group)));
    expect(body).toEqual({
      name: "Group one",
      type: "password",
      icon: "https://example.test/i.png",
      description: "About",
      metadata: { team: "blue" },
      tags: ["a", "b"],
    });
  });

  it("blank description, metadata and tags clear them", () => {
    const v = editGroupForm.parse({ ...editGroupValues(group), description: "", metadata: "", tags: "" });
    expect(toUpdateGroupBody(v)).toMatchObject({ description: "", metadata: {}, tags: [] });
  });
});

describe("deleteGroupInput", () => {
  it("needs the guid typed exactly", () => {
    expect(deleteGroupInput.safeParse({ guid: "team", confirm: "team" }).success).toBe(true);
    const r = deleteGroupInput.safeParse({ guid: "team", confirm: "Team" });
    expect(fieldErrors(r)).toEqual({ confirm: "Type the group's guid exactly to confirm." });
    expect(deleteGroupInput.safeParse({ guid: "team" }).success).toBe(false);
  });
});

describe("splitTags and parseMetadata", () => {
  it("split at commas and lines, keep spaces inside a tag", () => {
    expect(splitTags(" a b ,, c\n d ")).toEqual(["a b", "c", "d"]);
  });
  it("take only a JSON object", () => {
    expect(parseMetadata('{"a":1}')).toEqual({ a: 1 });
    for (const bad of ["", "  ", "[]", "null", "3", "{oops"]) expect(parseMetadata(bad)).toBeUndefined();
  });
});
