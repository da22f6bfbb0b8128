export {
  aggregateCall,
  type DeriveOptions,
  deriveCall,
  formatDuration,
  type HexSource,
  minutesOf,
} from "./call-derive";
export { type CallEvent, callEvents, callMessage, type EventPeople, endEvents } from "./call-events";
export {
  type CallSessionInput,
  MAX_CALL_PARTICIPANTS,
  MAX_CALL_SPAN_SECONDS,
  MAX_SESSIONS_PER_PARTICIPANT,
  RecordCallInput,
} from "./call-input";
export { type CallFilters, listCalls } from "./call-query";
export type {
  CallRow,
  CallStatus,
  DerivedCall,
  LiveSessionRow,
  ParticipantRow,
  ParticipantState,
  RecordingRow,
} from "./call-rows";
export {
  callDetail,
  callParticipants,
  callRecordings,
  callTranscriptions,
  callView,
  countTranscriptions,
  type EndedCall,
  endCall,
  findCall,
  insertCall,
  participantView,
  recordingView,
  requireCall,
  transcriptionView,
} from "./call-store";
