import {
  createLoader,
  createParser,
  createSerializer,
  type inferParserType,
  parseAsInteger,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import {
  CALL_MODES,
  CALL_STATUSES,
  CALL_TYPES,
  DEFAULT_CALL_PAGE_SIZE,
  RECEIVER_TYPES,
} from "@/lib/inputs/calls-options";
import type { ListCallsParams } from "@/lib/inputs/calls-query";

/** `true` or `false` only: nuqs' own boolean parser reads any other text as false, which would filter silently. */
const parseAsStrictBoolean = createParser({
  parse: (v) => (v === "true" ? true : v === "false" ? false : null),
  serialize: (v: boolean) => String(v),
});

export const callsSearchParams = {
  page: parseAsInteger.withDefault(1),
  perPage: parseAsInteger.withDefault(DEFAULT_CALL_PAGE_SIZE),
  type: parseAsStringLiteral(CALL_TYPES),
  mode: parseAsStringLiteral(CALL_MODES),
  status: parseAsStringLiteral(CALL_STATUSES),
  receiverType: parseAsStringLiteral(RECEIVER_TYPES),
  hasRecording: parseAsStrictBoolean,
  hasTranscription: parseAsStrictBoolean,
  uid: parseAsString,
  participantsCount: parseAsInteger,
  /** 10-digit Unix seconds, as the service takes them. */
  startedAt: parseAsInteger,
  endedAt: parseAsInteger,
};

export const loadCallsSearchParams = createLoader(callsSearchParams);
export const serializeCallsSearchParams = createSerializer(callsSearchParams);

export type CallsUrlState = inferParserType<typeof callsSearchParams>;

export function toListParams(s: CallsUrlState): ListCallsParams {
  const out: ListCallsParams = {
    page: Math.max(1, s.page),
    perPage: Math.min(1000, Math.max(1, s.perPage)),
  };
  if (s.type) out.type = s.type;
  if (s.mode) out.mode = s.mode;
  if (s.status) out.status = s.status;
  if (s.receiverType) out.receiverType = s.receiverType;
  if (s.hasRecording !== null) out.hasRecording = s.hasRecording;
  if (s.hasTranscription !== null) out.hasTranscription = s.hasTranscription;
  if (s.uid?.trim()) out.uid = s.uid.trim();
  if (s.participantsCount !== null) out.participantsCount = s.participantsCount;
  if (s.startedAt !== null) out.startedAt = s.startedAt;
  if (s.endedAt !== null) out.endedAt = s.endedAt;
  return out;
}

export const CALL_FILTER_KEYS = [
  "type",
  "mode",
  "status",
  "receiverType",
  "hasRecording",
  "hasTranscription",
  "uid",
  "participantsCount",
  "startedAt",
  "endedAt",
] as const;
