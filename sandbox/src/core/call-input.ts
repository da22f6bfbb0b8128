import { z } from "zod";
import { identifier, tagsSchema } from "../http/query";

export const MAX_CALL_SPAN_SECONDS = 86_400;
export const MAX_CALL_PARTICIPANTS = 100;
export const MAX_SESSIONS_PER_PARTICIPANT = 10;

const unixSeconds = z
  .number({ error: "must be a number of Unix seconds" })
  .int("must be an integer")
  .min(1_000_000_000, "must be a 10-digit Unix timestamp in seconds")
  .max(9_999_999_999, "must be a 10-digit Unix timestamp in seconds");

const session = z.strictObject({
  joinedAt: unixSeconds,
  leftAt: unixSeconds.optional(),
  deviceId: z.string().min(1).max(100).optional(),
  /** A video call's device that sent no video: its minutes count as audio minutes. */
  audioOnly: z.boolean().optional(),
});

const joinedParticipant = z.strictObject({
  uid: identifier,
  sessions: z.array(session).min(1, "must hold at least one session").max(MAX_SESSIONS_PER_PARTICIPANT),
});

const missedParticipant = z.strictObject({
  uid: identifier,
  outcome: z.enum(["unanswered", "rejected"]),
});

const participant = z.union([joinedParticipant, missedParticipant], {
  error: "must be {uid, sessions} or {uid, outcome: unanswered|rejected}",
});

export const RecordCallInput = z
  .strictObject({
    initiator: identifier,
    receiver: identifier,
    receiverType: z.enum(["user", "group"]),
    type: z.enum(["audio", "video"]),
    mode: z.enum(["call", "meet", "presenter"]),
    initiatedAt: unixSeconds,
    participants: z
      .array(participant)
      .min(1, "must hold at least one participant")
      .max(MAX_CALL_PARTICIPANTS, `at most ${MAX_CALL_PARTICIPANTS} participants`),
    recording: z.strictObject({ startTime: unixSeconds, endTime: unixSeconds }).optional(),
    transcription: z.strictObject({ startTime: unixSeconds, endTime: unixSeconds }).optional(),
    tags: tagsSchema.optional(),
    metaData: z.array(z.unknown()).max(100, "at most 100 entries").optional(),
    sessionId: z
      .string()
      .regex(
        /^v1\.[a-z]+\.[A-Za-z0-9_-]+\.\d{10}[0-9a-f]{1,64}$/,
        "must have the form v1.<region>.<appId>.<10-digit seconds><hex>",
      )
      .optional(),
  })
  .superRefine(checkTimes);

export type RecordCallInput = z.output<typeof RecordCallInput>;
export type CallSessionInput = z.output<typeof session>;

type Ctx = z.RefinementCtx;

function checkTimes(input: z.output<typeof RecordCallInput>, ctx: Ctx) {
  if (input.receiverType === "user" && input.receiver === input.initiator) {
    ctx.addIssue({ code: "custom", path: ["receiver"], message: "must not be the initiator" });
  }
  const start = input.initiatedAt;
  const limit = start + MAX_CALL_SPAN_SECONDS;
  const within = (t: number) => t >= start && t <= limit;
  const seen = new Set<string>();
  let firstJoin = Number.POSITIVE_INFINITY;
  let lastLeave = 0;
  let open = false;
  input.participants.forEach((p, i) => {
    if (seen.has(p.uid))
      ctx.addIssue({ code: "custom", path: ["participants", i, "uid"], message: "is listed twice" });
    seen.add(p.uid);
    if (!("sessions" in p)) return;
    p.sessions.forEach((s, j) => {
      const path = ["participants", i, "sessions", j];
      if (!within(s.joinedAt)) {
        ctx.addIssue({
          code: "custom",
          path: [...path, "joinedAt"],
          message: "must lie between initiatedAt and one day after it",
        });
      }
      if (s.leftAt !== undefined && s.leftAt < s.joinedAt) {
        ctx.addIssue({ code: "custom", path: [...path, "leftAt"], message: "must not be before joinedAt" });
      } else if (s.leftAt !== undefined && !within(s.leftAt)) {
        ctx.addIssue({
          code: "custom",
          path: [...path, "leftAt"],
          message: "must lie within one day of initiatedAt",
        });
      }
      firstJoin = Math.min(firstJoin, s.joinedAt);
      if (s.leftAt === undefined) open = true;
      else lastLeave = Math.max(lastLeave, s.leftAt);
    });
  });
  if (input.transcription && !input.recording) {
    ctx.addIssue({ code: "custom", path: ["transcription"], message: "needs a recording to transcribe" });
  }
  for (const key of ["recording", "transcription"] as const) {
    const span = input[key];
    if (span) checkSpan(key, span, { firstJoin, lastLeave, open, within }, ctx);
  }
}

function checkSpan(
  key: "recording" | "transcription",
  rec: { startTime: number; endTime: number },
  call: { firstJoin: number; lastLeave: number; open: boolean; within: (t: number) => boolean },
  ctx: Ctx,
) {
  const { firstJoin, lastLeave, open, within } = call;
  if (rec.endTime < rec.startTime) {
    ctx.addIssue({ code: "custom", path: [key, "endTime"], message: "must not be before startTime" });
  } else if (firstJoin === Number.POSITIVE_INFINITY) {
    ctx.addIssue({ code: "custom", path: [key], message: "needs a participant who joined" });
  } else if (rec.startTime < firstJoin) {
    ctx.addIssue({
      code: "custom",
      path: [key, "startTime"],
      message: "must not be before the first join",
    });
  } else if (!open && rec.endTime > lastLeave) {
    ctx.addIssue({
      code: "custom",
      path: [key, "endTime"],
      message: "must not be after the call ended",
    });
  } else if (!within(rec.endTime)) {
    ctx.addIssue({
      code: "custom",
      path: [key, "endTime"],
      message: "must lie within one day of initiatedAt",
    });
  }
}
