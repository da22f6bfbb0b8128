import { z } from "zod";
import type { callMode, callStatus, callType, receiverType } from "../schemas/calls";
import {
  CALL_MODES,
  CALL_STATUSES,
  CALL_TYPES,
  DEFAULT_CALL_PAGE_SIZE,
  RECEIVER_TYPES,
} from "./calls-options";

// The browser-side constants must name exactly the resource schema's values (compile-time check, both ways).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameValues: [
  Same<(typeof CALL_TYPES)[number], z.infer<typeof callType>>,
  Same<(typeof CALL_MODES)[number], z.infer<typeof callMode>>,
  Same<(typeof CALL_STATUSES)[number], z.infer<typeof callStatus>>,
  Same<(typeof RECEIVER_TYPES)[number], z.infer<typeof receiverType>>,
] = [true, true, true, true];
void sameValues;

const seconds = z.number().int().min(0).max(9_999_999_999);

export const listCallsQuery = z.object({
  page: z.number().int().min(1).default(1),
  perPage: z.number().int().min(1).max(1000).default(DEFAULT_CALL_PAGE_SIZE),
  type: z.enum(CALL_TYPES).optional(),
  mode: z.enum(CALL_MODES).optional(),
  status: z.enum(CALL_STATUSES).optional(),
  receiverType: z.enum(RECEIVER_TYPES).optional(),
  hasRecording: z.boolean().optional(),
  hasTranscription: z.boolean().optional(),
  uid: z.string().trim().min(1).max(100).optional(),
  // No upper bound here: the service owns its limits and answers 400 with its own message.
  participantsCount: z.number().int().min(0).optional(),
  startedAt: seconds.optional(),
  endedAt: seconds.optional(),
});

export type ListCallsParams = z.output<typeof listCallsQuery>;
