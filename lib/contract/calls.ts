import { z } from "zod";
import {
  callDetailSchema,
  callListEnvelope,
  callMode,
  callStatus,
  callType,
  receiverType,
  transcriptionListEnvelope,
} from "../schemas/calls";
import { dataEnvelope } from "../schemas/common";
import { contract } from "./define";
import { pageQuery, qbool } from "./query";

// Calls and their transcriptions (calls API). Recording a call is the sandbox's own (`api: "sandbox"`).

const TAG = "Calls";

export const sessionParams = z.object({ sessionId: z.string().min(1).max(200) });

const tenDigits = z
  .string()
  .regex(/^\d{1,10}$/, "must be a 10-digit Unix timestamp in seconds")
  .transform(Number);

export const listCallsQuery = z
  .object({
    type: callType.optional(),
    mode: callMode.optional(),
    participantsCount: z
      .string()
      .regex(/^\d+$/, "must be a non-negative integer")
      .transform(Number)
      .pipe(z.number().int().max(1000, "must be at most 1000"))
      .optional(),
    startedAt: tenDigits.optional(),
    endedAt: tenDigits.optional(),
    status: callStatus.optional(),
    receiverType: receiverType.optional(),
    hasRecording: qbool.optional(),
    hasTranscription: qbool.optional(),
    uid: z.string().min(1).max(100).optional(),
  })
  .extend(pageQuery().shape);

export const listCalls = contract({
  api: "calls",
  method: "get",
  path: "/calls",
  summary:
    "List calls, newest initiatedAt first. startedAt keeps calls that started at or after it, endedAt calls that ended at or before it; participantsCount is exact; uid (and onBehalfOf) keep calls that user took part in.",
  tag: TAG,
  onBehalfOf: "optional",
  query: listCallsQuery,
  response: callListEnvelope,
});

export const getCall = contract({
  api: "calls",
  method: "get",
  path: "/calls/:sessionId",
  summary:
    "Get one call with its participants, metaData, tags, recordings and its 5 most recent transcriptions. With onBehalfOf, a call that user took no part in answers 404.",
  tag: TAG,
  onBehalfOf: "optional",
  params: sessionParams,
  response: dataEnvelope(callDetailSchema),
});

export const listCallTranscriptions = contract({
  api: "calls",
  method: "get",
  path: "/calls/:sessionId/transcriptions",
  summary:
    "A page of the call's transcriptions, newest first (perPage defaults to 100, at most 1000). With onBehalfOf, a call that user took no part in answers 404.",
  tag: TAG,
  onBehalfOf: "optional",
  params: sessionParams,
  query: pageQuery(),
  response: transcriptionListEnvelope,
});
