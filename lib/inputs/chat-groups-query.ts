import { parseAsStringLiteral } from "nuqs/server";
import { z } from "zod";
import {
  type CreateGroupInput,
  GROUP_LIMITS,
  GROUP_TYPES,
  groupTypeSchema,
  idSchema,
  MAX_MEMBERS_PER_CALL,
  MEMBER_SCOPES,
  memberScopeSchema,
  type UpdateGroupInput,
} from "../schemas/groups";
import type { AddMembersAnswer } from "../schemas/members";
import { uidSchema } from "../schemas/users";
import { isHttpUrl, metadataBox, metadataText, parseMetadata, splitTags, tagsBox } from "./form-text";
import { defineListFilters, mapped, oneOf, type QueryOf, text } from "./list-filters";
import { listQuerySchema } from "./list-query";

export const GROUP_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_GROUP_PAGE_SIZE = 25;
export const GROUP_SORTS = ["name", "guid", "createdAt"] as const;
export { GROUP_TYPES, MEMBER_SCOPES };

/** The groups list's filters: its URL, its action's input and the service's query. */
export const groupFilters = defineListFilters(
  {
    search: text(100, { message: "must be at most 100 characters" }).as("searchKey"),
    type: oneOf(GROUP_TYPES),
  },
  { perPage: DEFAULT_GROUP_PAGE_SIZE, maxPerPage: 1000, sorts: GROUP_SORTS },
);
export const listGroupsQuery = listQuerySchema(groupFilters);
export type ListGroupsParams = QueryOf<typeof groupFilters>;

export const groupTargetInput = z.object({ guid: idSchema });

/**
 * A group's members' filters. They share the group's URL with its banned users, so each list's page keys
 * carry its name (`membersPage`, `bannedPage`, …); the URL's one scope is the query's list of scopes.
 */
export const memberFilters = defineListFilters(
  {
    scope: mapped(
      parseAsStringLiteral(MEMBER_SCOPES),
      { kind: "list", of: { kind: "enum", values: MEMBER_SCOPES } },
      (v) => (v ? [v] : undefined),
    ).as("scopes"),
  },
  { perPage: DEFAULT_GROUP_PAGE_SIZE, maxPerPage: 1000, prefix: "members" },
);
export const listMembersQuery = listQuerySchema(memberFilters).extend({ guid: idSchema });
export type ListMembersParams = z.output<typeof listMembersQuery>;

/** A group's banned users: paging only, under their own page keys. */
export const bannedFilters = defineListFilters(
  {},
  { perPage: DEFAULT_GROUP_PAGE_SIZE, maxPerPage: 1000, prefix: "banned" },
);
export const listBannedQuery = listQuerySchema(bannedFilters).extend({ guid: idSchema });
export type ListBannedParams = z.output<typeof listBannedQuery>;

export const MEMBER_LISTS = ["admins", "moderators", "participants", "usersToBan"] as const;
export type MemberList = (typeof MEMBER_LISTS)[number];

/** The service stores uids lower-case, so they are compared that way. */
export function distinctUids(lists: Partial<Record<MemberList, readonly string[]>>): number {
  return new Set(MEMBER_LISTS.flatMap((k) => lists[k] ?? []).map((u) => u.toLowerCase())).size;
}

const tooMany = (n: number) =>
  `At most ${MAX_MEMBERS_PER_CALL} uids in one call: these lists name ${n}. Split them into several additions.`;

export const addMembersActionInput = z
  .object({
    guid: idSchema,
    onBehalfOf: uidSchema.optional(),
    admins: z.array(uidSchema).default([]),
    moderators: z.array(uidSchema).default([]),
    participants: z.array(uidSchema).default([]),
    usersToBan: z.array(uidSchema).default([]),
  })
  .superRefine((v, ctx) => {
    const n = distinctUids(v);
    if (n === 0) ctx.addIssue({ code: "custom", message: "Name at least one uid to add or ban." });
    if (n > MAX_MEMBERS_PER_CALL) ctx.addIssue({ code: "custom", message: tooMany(n) });
  });
export type AddMembersActionInput = z.input<typeof addMembersActionInput>;

export const splitUids = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

const uidList = z
  .string()
  .max(100_000, "At most 100,000 characters.")
  .superRefine((text, ctx) => {
    const bad = splitUids(text).filter((u) => !uidSchema.safeParse(u).success);
    if (bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `Not a uid: ${bad.slice(0, 3).join(", ")}${bad.length > 3 ? "…" : ""} (letters, digits, _ and - only, at most 100 characters).`,
      });
    }
  });

export const addMembersFormSchema = z
  .object({
    onBehalfOf: z
      .string()
      .trim()
      .refine(
        (v) => v === "" || uidSchema.safeParse(v).success,
        "Not a uid (letters, digits, _ and - only).",
      ),
    admins: uidList,
    moderators: uidList,
    participants: uidList,
    usersToBan: uidList,
  })
  .superRefine((v, ctx) => {
    const n = distinctUids(Object.fromEntries(MEMBER_LISTS.map((k) => [k, splitUids(v[k])])));
    if (n === 0)
      ctx.addIssue({ code: "custom", path: ["root"], message: "Name at least one uid to add or ban." });
    if (n > MAX_MEMBERS_PER_CALL) ctx.addIssue({ code: "custom", path: ["root"], message: tooMany(n) });
  });
export type AddMembersFormValues = z.input<typeof addMembersFormSchema>;

export function toAddMembersInput(guid: string, v: AddMembersFormValues): AddMembersActionInput {
  const on = v.onBehalfOf.trim();
  return {
    guid,
    ...(on ? { onBehalfOf: on } : {}),
    admins: splitUids(v.admins),
    moderators: splitUids(v.moderators),
    participants: splitUids(v.participants),
    usersToBan: splitUids(v.usersToBan),
  };
}

export interface AddMemberOutcome {
  list: MemberList;
  uid: string;
  success: boolean;
  membersCount?: number;
  error?: string;
}

export function addMemberOutcomes(answer: AddMembersAnswer["data"]): AddMemberOutcome[] {
  const rows: AddMemberOutcome[] = [];
  for (const list of ["admins", "moderators", "participants"] as const) {
    for (const [uid, r] of Object.entries(answer[list])) {
      if (r.success) {
        const group = r.data.data.entities.for.entity;
        rows.push({ list, uid, success: true, membersCount: group.membersCount });
      } else {
        rows.push({ list, uid, success: false, error: `${r.error.message} (${r.error.code})` });
      }
    }
  }
  for (const [uid, r] of Object.entries(answer.usersToBan)) {
    rows.push({
      list: "usersToBan",
      uid,
      success: r.success,
      ...(r.success ? {} : { error: "The service did not ban this uid." }),
    });
  }
  return rows;
}

const L = GROUP_LIMITS;

const groupFields = z.object({
  name: z.string().trim().min(1, "must not be empty").max(L.name, `must be at most ${L.name} characters`),
  type: groupTypeSchema,
  password: z.string().max(L.password, `must be at most ${L.password} characters`),
  icon: z
    .string()
    .trim()
    .refine((v) => v === "" || isHttpUrl(v), "must be a full http(s) address, such as https://…/icon.png"),
  description: z.string().max(L.description, `must be at most ${L.description} characters`),
  metadata: metadataBox,
  tags: tagsBox(L.tags, L.tag),
});

const needsPassword = (v: { type: string; password: string }, ctx: z.RefinementCtx) => {
  if (v.type === "password" && !v.password) {
    ctx.addIssue({
      code: "custom",
      path: ["password"],
      message: "is required for a password-protected group",
    });
  }
};

export const createGroupForm = groupFields
  .extend({
    guid: idSchema,
    owner: z
      .string()
      .trim()
      .refine(
        (v) => v === "" || uidSchema.safeParse(v).success,
        "Not a uid (letters, digits, _ and - only).",
      ),
  })
  .superRefine(needsPassword);
export type CreateGroupFormValues = z.input<typeof createGroupForm>;

/** The create-group form before anything is typed: a public group, every text field empty. */
export const BLANK_GROUP_FORM: CreateGroupFormValues = {
  guid: "",
  name: "",
  type: "public",
  password: "",
  icon: "",
  description: "",
  metadata: "",
  tags: "",
  owner: "",
};

export const editGroupForm = groupFields.extend({ guid: idSchema });
export type EditGroupFormValues = z.input<typeof editGroupForm>;

function groupBody(v: z.output<typeof groupFields>) {
  const metadata = parseMetadata(v.metadata);
  const tags = splitTags(v.tags);
  return {
    name: v.name,
    type: v.type,
    ...(v.type === "password" && v.password ? { password: v.password } : {}),
    ...(v.icon ? { icon: v.icon } : {}),
    ...(v.description ? { description: v.description } : {}),
    ...(metadata ? { metadata } : {}),
    ...(tags.length ? { tags } : {}),
  };
}

export function toCreateGroupBody(v: z.output<typeof createGroupForm>): CreateGroupInput {
  return { guid: v.guid, ...groupBody(v), ...(v.owner ? { owner: v.owner } : {}) };
}

/** A blank icon keeps the current one: the service takes only a URL there. */
export function toUpdateGroupBody(v: z.output<typeof editGroupForm>): UpdateGroupInput {
  return { description: "", metadata: {}, tags: [], ...groupBody(v) };
}

export function editGroupValues(g: {
  guid: string;
  name: string;
  type: (typeof GROUP_TYPES)[number];
  icon?: string;
  description?: string;
  metadata?: Record<string, unknown>;
  tags?: string[];
}): EditGroupFormValues {
  return {
    guid: g.guid,
    name: g.name,
    type: g.type,
    password: "",
    icon: g.icon ?? "",
    description: g.description ?? "",
    metadata: metadataText(g.metadata),
    tags: g.tags?.join(", ") ?? "",
  };
}

/** Deleting asks for the guid typed again: a slip of the mouse deletes nothing. */
export const deleteGroupInput = z
  .object({ guid: idSchema, confirm: z.string().trim().max(200) })
  .refine((v) => v.confirm === v.guid, {
    path: ["confirm"],
    message: "Type the group's guid exactly to confirm.",
  });
export type DeleteGroupValues = z.input<typeof deleteGroupInput>;

export const memberTargetInput = z.object({ guid: idSchema, uid: uidSchema });
export type MemberTarget = z.input<typeof memberTargetInput>;

export const changeScopeInput = memberTargetInput.extend({ scope: memberScopeSchema });
export type ChangeScopeValues = z.input<typeof changeScopeInput>;
