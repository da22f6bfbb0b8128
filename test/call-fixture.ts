import type { Call } from "@/lib/schemas/calls";

/** A two-minute call ada → bob that ended on 21 Sep 2026 (1.5 audio and 4 video minutes), no participants listed. */
export const endedCall = (over: Partial<Call> = {}): Call => ({
  sessionId: "v1.us.app.1",
  type: "video",
  mode: "call",
  status: "ended",
  initiator: "ada",
  receiver: "bob",
  receiverType: "user",
  initiatedAt: 1_790_000_000,
  startedAt: 1_790_000_005,
  endedAt: 1_790_000_125,
  totalDuration: "00:02:00",
  totalDurationInMinutes: 2,
  totalAudioMinutes: 1.5,
  totalVideoMinutes: 4,
  totalParticipants: 2,
  hasRecording: false,
  hasTranscription: false,
  mid: "m1",
  participants: [],
  ...over,
});
