import type { z } from "zod";
import type { callMode, callStatus, callType, receiverType } from "../schemas/calls";
import {
  type CALL_MODES,
  type CALL_STATUSES,
  type CALL_TYPES,
  callFilters,
  type RECEIVER_TYPES,
} from "./calls-options";
import type { QueryOf } from "./list-filters";
import { listQuerySchema } from "./list-query";

// The browser-side constants must name exactly the resource schema's values (compile-time check, both ways).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameValues: [
  Same<(typeof CALL_TYPES)[number], z.infer<typeof callType>>,
  Same<(typeof CALL_MODES)[number], z.infer<typeof callMode>>,
  Same<(typeof CALL_STATUSES)[number], z.infer<typeof callStatus>>,
  Same<(typeof RECEIVER_TYPES)[number], z.infer<typeof receiverType>>,
] = [true, true, true, true];
void sameValues;

/** The calls list's action input. */
export const listCallsInput = listQuerySchema(callFilters);
export type ListCallsParams = QueryOf<typeof callFilters>;
