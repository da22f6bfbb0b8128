import { z } from "zod";
import { pageEnvelope, unixSeconds } from "./common";

export const callType = z.enum(["audio", "video"]);
export const callMode = z.enum(["call", "meet", "presenter"]);
export const callStatus = z.enum(["unanswered", "rejected", "ongoing", "ended"]);
export const participantState = z.enum(["ongoing", "ended", "unanswered", "rejected"]);
export const receiverType = z.enum(["user", "group"]);

export const hhmmss = z.string().regex(/^\d{2,}:[0-5]\d:[0-5]\d$/, "must have the form HH:MM:SS");

export const callParticipantSchema = z.object({
  uid: z.string(),
  state: participantState,
  isJoined: z.boolean(),
  joinedAt: unixSeconds.optional(),
  leftAt: unixSeconds.optional(),
  deviceId: z.string().optional(),
  mid: z.string().optional(),
  /** Minutes. */
  totalDuration: z.number(),
  totalAudioMinutes: z.number(),
  totalVideoMinutes: z.number(),
});
export type CallParticipant = z.infer<typeof callParticipantSchema>;

export const callRecordingSchema = z.object({
  rid: z.string(),
  recording_url: z.string(),
  startTime: unixSeconds,
  endTime: unixSeconds,
  /** Seconds. */
  duration: z.number().int(),
});
export type CallRecording = z.infer<typeof callRecordingSchema>;

export const callTranscriptionSchema = z.object({
  roomName: z.string(),
  mid: z.string(),
  tid: z.string(),
  startTime: unixSeconds,
  endTime: unixSeconds,
  transcriptDate: z.string(),
  transcriptUrl: z.string(),
});
export type CallTranscription = z.infer<typeof callTranscriptionSchema>;
export const transcriptionListEnvelope = pageEnvelope(callTranscriptionSchema);

/** `startedAt` and `endedAt` are 0 until the call started / ended (sandbox convention). */
export const callSchema = z.object({
  sessionId: z.string(),
  type: callType,
  mode: callMode,
  status: callStatus,
  initiator: z.string(),
  receiver: z.string(),
  receiverType,
  initiatedAt: unixSeconds,
  startedAt: unixSeconds,
  endedAt: unixSeconds,
  totalDuration: hhmmss,
  totalDurationInMinutes: z.number(),
  totalAudioMinutes: z.number(),
  totalVideoMinutes: z.number(),
  totalParticipants: z.number().int(),
  hasRecording: z.boolean(),
  hasTranscription: z.boolean(),
  mid: z.string(),
  metaData: z.array(z.unknown()).optional(),
  tags: z.array(z.string()).optional(),
  participants: z.array(callParticipantSchema),
});
export type Call = z.infer<typeof callSchema>;
export const callListEnvelope = pageEnvelope(callSchema);
export type CallPage = z.infer<typeof callListEnvelope>;

export const callDetailSchema = callSchema.extend({
  metaData: z.array(z.unknown()),
  tags: z.array(z.string()),
  recordings: z.array(callRecordingSchema).optional(),
  transcriptions: z.array(callTranscriptionSchema).max(5).optional(),
});
export type CallDetail = z.infer<typeof callDetailSchema>;
