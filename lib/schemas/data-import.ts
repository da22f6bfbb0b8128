import { z } from "zod";
import { errorEnvelope } from "./common";
import { createGroupBody, groupSchema, idSchema, memberScopeSchema } from "./groups";
import { attachmentSchema, MAX_MESSAGE_BYTES, MEDIA_TYPES, messageSchema } from "./messages";
import { createUserInput, uidSchema, userSchema } from "./users";

// The import API of the service's published data-import-apis.json: users, groups, members and messages brought
// over from another chat system, each batch an object keyed by the rows' own ids, answered with a result per row.

/** Entities one import request may carry (the service's data-import constraints). */
export const IMPORT_BATCH_LIMIT = 50;
/** Import requests the service allows a minute, for each of the four import operations. */
export const IMPORT_REQUESTS_PER_MINUTE = 60;

/** A 10-digit Unix time: the published examples send strings of digits where the schema says integer. */
export const importTime = z.union(
  [
    z.number().int().min(0).max(9_999_999_999),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ],
  { error: "must be a Unix time in seconds (at most 10 digits)" },
);

const metadata = z.record(z.string(), z.unknown(), { error: "must be an object" });

/** A user as the import takes it, alone or as the details of a message's sender, a member or an owner. */
export const importUserRow = z.object({
  uid: uidSchema,
  name: createUserInput.shape.name,
  avatar: createUserInput.shape.avatar,
  link: createUserInput.shape.link,
  role: createUserInput.shape.role,
  metadata: metadata.optional(),
  tags: createUserInput.shape.tags,
  createdAt: importTime.optional(),
  lastActiveAt: importTime.optional(),
  deactivatedAt: importTime.optional(),
});
export type ImportUserRow = z.output<typeof importUserRow>;

const groupFields = createGroupBody.shape;

/** A group as the import takes it; `groupOwnerDetails` creates the owner when it is not yet imported. */
export const importGroupRow = z
  .object({
    guid: idSchema,
    name: groupFields.name,
    type: groupFields.type.unwrap(),
    password: groupFields.password,
    icon: groupFields.icon,
    description: groupFields.description,
    owner: idSchema.optional(),
    metadata: metadata.optional(),
    tags: groupFields.tags,
    createdAt: importTime.optional(),
    groupOwnerDetails: importUserRow.optional(),
  })
  .superRefine((g, ctx) => {
    if (g.type === "password" && !g.password) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "is required for a password group" });
    }
    const details = g.groupOwnerDetails?.uid;
    if (details && details.toLowerCase() !== (g.owner ?? "").toLowerCase()) {
      ctx.addIssue({ code: "custom", path: ["groupOwnerDetails", "uid"], message: "must be the owner" });
    }
  });
export type ImportGroupRow = z.output<typeof importGroupRow>;

/** A group named by a member or a message, with its owner's details when the owner is not yet imported. */
const groupDetails = importGroupRow;

export const importMemberRow = z
  .object({
    memberId: z.string().min(1, "must not be empty"),
    guid: idSchema,
    uid: uidSchema,
    scope: memberScopeSchema.default("participant"),
    isBanned: z.boolean().optional(),
    joinedAt: importTime.optional(),
    groupDetails: groupDetails.optional(),
    userDetails: importUserRow.optional(),
  })
  .superRefine((m, ctx) => {
    if (m.memberId.toLowerCase() !== `${m.guid}_member_${m.uid}`.toLowerCase()) {
      ctx.addIssue({ code: "custom", path: ["memberId"], message: "must be <guid>_member_<uid>" });
    }
    if (m.groupDetails && m.groupDetails.guid.toLowerCase() !== m.guid.toLowerCase()) {
      ctx.addIssue({ code: "custom", path: ["groupDetails", "guid"], message: "must be the member's guid" });
    }
    if (m.userDetails && m.userDetails.uid.toLowerCase() !== m.uid.toLowerCase()) {
      ctx.addIssue({ code: "custom", path: ["userDetails", "uid"], message: "must be the member's uid" });
    }
  });
export type ImportMemberRow = z.output<typeof importMemberRow>;

/** The published attachment: name, mimeType, extension and url required; size a string of bytes. */
export const importAttachment = attachmentSchema.extend({
  name: attachmentSchema.shape.name.unwrap().min(1, "must not be empty"),
  mimeType: attachmentSchema.shape.mimeType.unwrap().min(1, "must not be empty"),
  extension: attachmentSchema.shape.extension.unwrap().min(1, "must not be empty"),
  // The published example's size is "350.2".
  size: z
    .union([z.string().regex(/^\d+(\.\d+)?$/, "must be a number of bytes"), z.number().min(0)])
    .optional(),
});

export const importMessageRow = z
  .object({
    muid: z.string().min(1, "must not be empty").max(100, "must be at most 100 characters"),
    sender: uidSchema,
    receiverType: z.enum(["user", "group"], { error: "must be user or group" }),
    receiver: uidSchema,
    category: z.enum(["message", "custom"], { error: "must be message or custom" }).default("message"),
    type: z.string().min(1, "must not be empty").max(100, "must be at most 100 characters").default("text"),
    data: z
      .looseObject({
        text: z.string().optional(),
        customData: metadata.optional(),
        metadata: metadata.optional(),
        attachments: z.array(importAttachment).max(10, "at most 10 attachments").optional(),
      })
      .default({}),
    tags: createUserInput.shape.tags,
    sentAt: importTime,
    deliveredAt: importTime.optional(),
    readAt: importTime.optional(),
    senderUserDetails: importUserRow.optional(),
    receiverUserDetails: importUserRow.optional(),
    receiverGroupDetails: groupDetails.optional(),
    receiverGroupOwnerDetails: importUserRow.optional(),
    mentionedUserDetails: z.record(z.string(), importUserRow).optional(),
  })
  .superRefine((m, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: "custom", path, message });
    const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    if (m.senderUserDetails && !same(m.senderUserDetails.uid, m.sender)) {
      issue(["senderUserDetails", "uid"], "must be the sender");
    }
    if (
      m.receiverUserDetails &&
      (m.receiverType !== "user" || !same(m.receiverUserDetails.uid, m.receiver))
    ) {
      issue(["receiverUserDetails", "uid"], "must be the receiving user");
    }
    if (
      m.receiverGroupDetails &&
      (m.receiverType !== "group" || !same(m.receiverGroupDetails.guid, m.receiver))
    ) {
      issue(["receiverGroupDetails", "guid"], "must be the receiving group");
    }
    for (const [key, details] of Object.entries(m.mentionedUserDetails ?? {})) {
      if (!same(key, details.uid)) issue(["mentionedUserDetails", key, "uid"], "must equal its key");
    }
    if (m.receiverType === "user" && same(m.sender, m.receiver))
      issue(["receiver"], "must not be the sender");
    // The send operation's rules, which every imported message must also meet.
    const media = (MEDIA_TYPES as readonly string[]).includes(m.type);
    if (m.category === "message" && m.type !== "text" && !media) {
      issue(["type"], "must be text, image, file, audio or video for category message");
    }
    if (m.category === "message" && m.type === "text" && !m.data.text) {
      issue(["data", "text"], "is required for a text message");
    }
    if (m.category === "message" && media && !m.data.attachments?.length) {
      issue(["data", "attachments"], `needs at least one file for a message of type ${m.type}`);
    }
    if (m.category === "custom" && m.data.customData === undefined) {
      issue(["data", "customData"], "is required for a custom message");
    }
    if (new TextEncoder().encode(JSON.stringify(m.data)).length > MAX_MESSAGE_BYTES) {
      issue(["data"], "must be at most 65 KB");
    }
    for (const [field, at] of [
      ["deliveredAt", m.deliveredAt],
      ["readAt", m.readAt],
    ] as const) {
      if (at !== undefined && at < m.sentAt) issue([field], "must not be before sentAt");
    }
  });
export type ImportMessageRow = z.output<typeof importMessageRow>;

/**
 * A batch: an object of 1 to 50 rows, each under its own id (`uid`, `guid`, `memberId`, `muid`). A key that is not
 * its row's id, or two keys naming one id (ids are kept lower-case), refuse the whole batch; rows are checked one by
 * one, each answered in the result under its key.
 */
const batch = (wrapper: string, idField: string) =>
  z
    .record(z.string(), z.unknown(), { error: `must be an object of rows keyed by ${idField}` })
    .superRefine((rows, ctx) => {
      const keys = Object.keys(rows);
      if (keys.length === 0) ctx.addIssue({ code: "custom", message: "must hold at least one row" });
      if (keys.length > IMPORT_BATCH_LIMIT) {
        ctx.addIssue({
          code: "custom",
          message: `at most ${IMPORT_BATCH_LIMIT} rows in one request (got ${keys.length})`,
        });
      }
      const seen = new Map<string, string>();
      for (const key of keys) {
        const row = rows[key];
        const id = row && typeof row === "object" ? (row as Record<string, unknown>)[idField] : undefined;
        if (typeof id === "string" && id !== key) {
          ctx.addIssue({ code: "custom", path: [key, idField], message: `must equal its key in ${wrapper}` });
        }
        const earlier = seen.get(key.toLowerCase());
        if (earlier !== undefined) {
          ctx.addIssue({ code: "custom", path: [key], message: `names the same ${idField} as ${earlier}` });
        }
        seen.set(key.toLowerCase(), key);
      }
    });

export const importUsersBody = z.object({ users: batch("users", "uid") });
export const importGroupsBody = z.object({ groups: batch("groups", "guid") });
export const importMembersBody = z.object({ members: batch("members", "memberId") });
export const importMessagesBody = z.object({ messages: batch("messages", "muid") });

/** An imported member as the import answers it. */
export const importedMemberSchema = z.object({
  guid: z.string(),
  uid: z.string(),
  scope: memberScopeSchema,
  joinedAt: z.number().int(),
  isBanned: z.boolean().optional(),
});

const rowResult = <T extends z.ZodType>(data: T) =>
  z.union([
    z.object({ success: z.literal(true), data }),
    z.object({ success: z.literal(false), error: errorEnvelope.shape.error }),
  ]);

/** The answer: one result per row, under the row's key. */
const resultEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ data: z.record(z.string(), rowResult(data)) });

export const importUsersEnvelope = resultEnvelope(userSchema);
export const importGroupsEnvelope = resultEnvelope(groupSchema);
export const importMembersEnvelope = resultEnvelope(importedMemberSchema);
export const importMessagesEnvelope = resultEnvelope(messageSchema);
export type ImportRowResult = z.infer<ReturnType<typeof rowResult>>;
