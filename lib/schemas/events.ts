import { z } from "zod";
import { regionSchema } from "./apps";
import { unixSeconds } from "./common";
import { groupSchema } from "./groups";
import { actionMessageSchema, messageSchema } from "./messages";
import { reactionSchema } from "./reactions";
import { userSchema } from "./users";

/** The triggers of a group's life and membership, in the documented order. */
export const GROUP_TRIGGER_IDS = [
  "group_created",
  "group_updated",
  "group_deleted",
  "group_member_joined",
  "group_member_left",
  "group_member_added",
  "group_member_kicked",
  "group_member_banned",
  "group_member_unbanned",
  "group_member_scope_changed",
  "group_owner_transferred",
] as const;
/** The triggers of a call's life, in the documented order. */
export const CALL_TRIGGER_IDS = [
  "call_initiated",
  "call_started",
  "call_participant_joined",
  "call_participant_left",
  "call_ended",
] as const;
/** The triggers of a meeting's life, in the documented order. */
export const MEETING_TRIGGER_IDS = [
  "meeting_started",
  "meeting_participant_joined",
  "meeting_participant_left",
  "meeting_ended",
] as const;
export const TRIGGER_IDS = [
  "message_sent",
  "message_edited",
  "message_deleted",
  "message_reaction_added",
  "message_reaction_removed",
  "user_blocked",
  "user_unblocked",
  ...GROUP_TRIGGER_IDS,
  "user_connection_status_changed",
  "message_delivery_receipt",
  "message_read_receipt",
  ...CALL_TRIGGER_IDS,
  ...MEETING_TRIGGER_IDS,
  "recording_generated",
] as const;
export const triggerIdSchema = z.enum(TRIGGER_IDS, { error: "is not a known trigger id" });
export type TriggerId = z.infer<typeof triggerIdSchema>;

export const eventEnvelopeSchema = z
  .object({
    trigger: triggerIdSchema,
    type: z.enum(["call", "meet"]).optional(),
    data: z.record(z.string(), z.unknown()),
    appId: z.string(),
    region: regionSchema,
    webhook: z.string(),
  })
  .strict();
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

const eventUser = userSchema.extend({ scope: z.string().optional(), oldScope: z.string().optional() });
const memberMap = z.record(z.string(), eventUser);

const callMessage = z.looseObject({
  id: z.string(),
  conversationId: z.string(),
  sender: z.string(),
  receiverType: z.enum(["user", "group"]),
  receiver: z.string(),
  category: z.string(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
  sentAt: unixSeconds,
  updatedAt: unixSeconds,
});

const groupData = z.object({ group: groupSchema });
const groupMembersData = z.object({ group: groupSchema, members: memberMap });
const groupMembersByData = groupMembersData.extend({ by: eventUser });
const receiptData = z.object({
  receiver: z.string(),
  receiverType: z.enum(["user", "group"]),
  type: z.literal("receipts"),
  sender: z.string(),
  messageSender: z.string(),
  body: z.looseObject({
    action: z.enum(["delivered", "read"]),
    messageId: z.string(),
    user: eventUser,
    timestamp: unixSeconds,
  }),
});
const blockUser = z.looseObject({ uid: z.string(), name: z.string() });
const blockData = z.object({ users: z.record(z.string(), blockUser), by: blockUser });
const occupant = z.looseObject({
  joined_at: z.number(),
  audio_call: z.enum(["true", "false"]),
  name: z.string(),
  left_at: z.number().optional(),
});
const sessionStarted = z.object({ created_at: z.number(), sessionId: z.string() });
const participantData = z.object({ occupant, sessionId: z.string() });
const sessionEnded = z.object({
  all_occupants: z.array(occupant),
  created_at: z.number(),
  destroyed_at: z.number(),
  sessionId: z.string(),
});

export const eventDataSchemas = {
  message_sent: z.object({ message: messageSchema }),
  message_edited: z.object({ message: actionMessageSchema }),
  message_deleted: z.object({ message: actionMessageSchema }),
  message_reaction_added: z.object({ reaction: reactionSchema }),
  message_reaction_removed: z.object({ reaction: reactionSchema }),
  user_blocked: blockData,
  user_unblocked: blockData,
  group_created: groupMembersData,
  group_updated: groupData,
  group_deleted: groupData,
  group_member_joined: groupMembersData,
  group_member_left: groupMembersData,
  group_member_added: groupMembersByData,
  group_member_kicked: groupMembersByData,
  group_member_banned: groupMembersByData,
  group_member_unbanned: groupMembersByData,
  group_member_scope_changed: groupMembersByData,
  group_owner_transferred: groupData,
  user_connection_status_changed: z.looseObject({
    timestamp: z.number().int(),
    user: eventUser,
    status: z.string(),
    userPresenceChanged: z.boolean(),
    currentConnection: z.looseObject({
      action: z.string(),
      platform: z.string(),
      userAgent: z.string(),
      connectedAt: z.number().int(),
      appInfo: z.looseObject({
        version: z.string(),
        apiVersion: z.string(),
        origin: z.string(),
        uts: z.number().int(),
        clientIp: z.string(),
      }),
    }),
  }),
  message_delivery_receipt: receiptData,
  message_read_receipt: receiptData,
  call_initiated: z.object({ call: callMessage }),
  call_started: sessionStarted,
  call_participant_joined: participantData,
  call_participant_left: participantData,
  call_ended: sessionEnded,
  meeting_started: sessionStarted,
  meeting_participant_joined: participantData,
  meeting_participant_left: participantData,
  meeting_ended: sessionEnded,
  recording_generated: z.object({
    sessionId: z.string(),
    recordingDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    duration: z.string(),
    startTime: z.string(),
    recording_url: z.string(),
  }),
} satisfies Record<TriggerId, z.ZodType>;

export function parseEvent(input: unknown) {
  const envelope = eventEnvelopeSchema.parse(input);
  const data = eventDataSchemas[envelope.trigger].parse(envelope.data);
  return { ...envelope, data };
}
