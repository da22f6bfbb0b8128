import { z } from "zod";
import { cursorMeta, dataEnvelope, unixSeconds } from "./common";
import { groupSchema } from "./groups";
import { uidSchema, userSchema } from "./users";

/** Digits only: message, reaction and receipt ids are strings holding integers. */
export const numericIdSchema = z.string().regex(/^\d+$/, "must be a string of digits");

export const entityWrapperSchema = z.object({
  entity: z.record(z.string(), z.unknown()),
  entityType: z.enum(["user", "group", "message"]),
});

const userEntitySchema = z.object({ entity: userSchema, entityType: z.literal("user") });
const groupEntitySchema = z.object({ entity: groupSchema, entityType: z.literal("group") });

export const reactionCountSchema = z
  .object({
    reaction: z.string(),
    count: z.number().int().min(1),
    reactedByMe: z.boolean().optional(),
  })
  .strict();

export const messageDataSchema = z.looseObject({
  text: z.string().optional(),
  action: z.string().optional(),
  customData: z.record(z.string(), z.unknown()).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  attachments: z.array(z.looseObject({ url: z.string() })).optional(),
  reactions: z.array(reactionCountSchema).optional(),
  entities: z
    .object({
      sender: userEntitySchema.optional(),
      receiver: z.union([userEntitySchema, groupEntitySchema]).optional(),
      by: entityWrapperSchema.optional(),
      on: entityWrapperSchema.optional(),
      for: entityWrapperSchema.optional(),
    })
    .optional(),
});

/** One `[uid, deliveredAt, readAt]` row per recipient; 0 = not yet. [ours] */
export const receiptsSchema = z.object({
  data: z.array(z.tuple([z.string(), unixSeconds, unixSeconds])),
});

export const messageSchema = z
  .object({
    id: numericIdSchema,
    muid: z.string().optional(),
    conversationId: z.string(),
    sender: z.string(),
    receiverType: z.enum(["user", "group"]),
    receiver: z.string(),
    category: z.enum(["message", "action", "custom"]),
    type: z.string(),
    data: messageDataSchema,
    sentAt: unixSeconds,
    updatedAt: unixSeconds,
    editedAt: unixSeconds.optional(),
    editedBy: z.string().optional(),
    deliveredAt: unixSeconds.optional(),
    readAt: unixSeconds.optional(),
    deletedAt: unixSeconds.optional(),
    deletedBy: z.string().optional(),
    tags: z.array(z.string()).optional(),
    receipts: receiptsSchema.optional(),
    parentId: numericIdSchema.optional(),
    /** A thread's replies, on its parent message (the client SDKs' `replyCount`). */
    replyCount: z.number().int().min(0).optional(),
  })
  .strict();
export type Message = z.infer<typeof messageSchema>;

export const actionMessageSchema = messageSchema.extend({
  sender: z.literal("app_system"),
  category: z.literal("action"),
  data: messageDataSchema.extend({
    action: z.string(),
    entities: z.object({ by: entityWrapperSchema, on: entityWrapperSchema, for: entityWrapperSchema }),
  }),
});

export const messageEnvelope = dataEnvelope(messageSchema);
const sentOrRefused = z.union([messageSchema, z.object({ success: z.literal(false), message: z.string() })]);
export const multipleSendEnvelope = dataEnvelope(
  z.object({
    uids: z.record(z.string(), sentOrRefused).optional(),
    guids: z.record(z.string(), sentOrRefused).optional(),
  }),
);
export const actionMessageEnvelope = dataEnvelope(actionMessageSchema);
export const messageListEnvelope = z.object({ data: z.array(messageSchema), meta: cursorMeta });

/** Reference §3: a message body is at most 65 KB. */
export const MAX_MESSAGE_BYTES = 65 * 1024;

const metadataSchema = z.record(z.string(), z.unknown(), { error: "must be an object" });
const messageTags = z
  .array(z.string().min(1, "must not be empty").max(100, "a tag is at most 100 characters"))
  .max(25, "at most 25 tags");

export const MEDIA_TYPES = ["image", "file", "audio", "video"] as const;

export const attachmentSchema = z.object({
  url: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }),
  name: z.string().max(255, "must be at most 255 characters").optional(),
  mimeType: z.string().max(255, "must be at most 255 characters").optional(),
  extension: z.string().max(50, "must be at most 50 characters").optional(),
  size: z.union([z.string().regex(/^\d+$/, "must be a number of bytes"), z.number().int().min(0)]).optional(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

const receiverList = z.array(uidSchema).max(25, "at most 25 receivers of each kind");

export const sendMessageInput = z
  .object({
    receiver: uidSchema.optional(),
    receiverType: z.enum(["user", "group"]).optional(),
    category: z.enum(["message", "custom"]).default("message"),
    type: z.string().min(1, "must not be empty").max(100, "must be at most 100 characters").default("text"),
    data: z.looseObject({
      text: z.string().min(1, "must not be empty").optional(),
      customData: metadataSchema.optional(),
      metadata: metadataSchema.optional(),
      attachments: z.array(attachmentSchema).max(10, "at most 10 attachments").optional(),
    }),
    multipleReceivers: z
      .object({ uids: receiverList.optional(), guids: receiverList.optional() })
      .refine((r) => (r.uids?.length ?? 0) + (r.guids?.length ?? 0) > 0, "name at least one uid or guid")
      .optional(),
    tags: messageTags.optional(),
    muid: z.string().min(1).max(100, "must be at most 100 characters").optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.multipleReceivers) {
      if (b.receiver === undefined)
        ctx.addIssue({ code: "custom", path: ["receiver"], message: "is required" });
      if (b.receiverType === undefined) {
        ctx.addIssue({ code: "custom", path: ["receiverType"], message: "is required" });
      }
    }
    const media = (MEDIA_TYPES as readonly string[]).includes(b.type);
    if (b.category === "message" && b.type !== "text" && !media) {
      ctx.addIssue({
        code: "custom",
        path: ["type"],
        message: "must be text, image, file, audio or video for category message",
      });
    }
    if (b.category === "message" && b.type === "text" && b.data.text === undefined) {
      ctx.addIssue({ code: "custom", path: ["data", "text"], message: "is required for a text message" });
    }
    if (b.category === "message" && media && !b.data.attachments?.length) {
      ctx.addIssue({
        code: "custom",
        path: ["data", "attachments"],
        message: `needs at least one file for a message of type ${b.type}`,
      });
    }
    if (b.category === "custom" && b.data.customData === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["data", "customData"],
        message: "is required for a custom message",
      });
    }
    if (new TextEncoder().encode(JSON.stringify(b.data)).length > MAX_MESSAGE_BYTES) {
      ctx.addIssue({ code: "custom", path: ["data"], message: "must be at most 65 KB" });
    }
  });
export type SendMessageInput = z.input<typeof sendMessageInput>;

export const editMessageInput = z
  .object({
    data: z
      .object({
        text: z
          .string()
          .min(1, "must not be empty")
          .refine((t) => new TextEncoder().encode(t).length <= MAX_MESSAGE_BYTES, "must be at most 65 KB")
          .optional(),
        metadata: metadataSchema.optional(),
      })
      .optional(),
    tags: messageTags.optional(),
  })
  .refine((b) => b.data?.text !== undefined || b.data?.metadata !== undefined || b.tags !== undefined, {
    message: "give data.text, data.metadata or tags",
    path: ["data"],
  });
export type EditMessageInput = z.input<typeof editMessageInput>;

export const deleteMessageInput = z.object({ permanent: z.boolean().optional() });
