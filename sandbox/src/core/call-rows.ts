export type CallStatus = "unanswered" | "rejected" | "ongoing" | "ended";
export type ParticipantState = "ongoing" | "ended" | "unanswered" | "rejected";

export interface CallRow {
  app_id: string;
  session_id: string;
  type: "audio" | "video";
  mode: "call" | "meet" | "presenter";
  status: CallStatus;
  initiator: string;
  receiver: string;
  receiver_type: "user" | "group";
  initiated_at: number;
  started_at: number | null;
  ended_at: number | null;
  duration_seconds: number;
  total_minutes: number;
  audio_minutes: number;
  video_minutes: number;
  total_participants: number;
  has_recording: 0 | 1;
  has_transcription: 0 | 1;
  mid: string;
  meta_data: string | null;
  tags: string | null;
}

export interface ParticipantRow {
  app_id: string;
  session_id: string;
  seq: number;
  uid: string;
  state: ParticipantState;
  is_joined: 0 | 1;
  joined_at: number | null;
  left_at: number | null;
  device_id: string | null;
  mid: string | null;
  total_minutes: number;
  audio_minutes: number;
  video_minutes: number;
  initiated_at: number;
}

export interface RecordingRow {
  app_id: string;
  session_id: string;
  rid: string;
  recording_url: string;
  start_time: number;
  end_time: number;
  duration: number;
}

export interface TranscriptionRow {
  app_id: string;
  session_id: string;
  tid: string;
  mid: string;
  start_time: number;
  end_time: number;
  transcript_url: string;
}

export interface LiveSessionRow {
  app_id: string;
  session_id: string;
  seq: number;
  audio_only: 0 | 1;
}

export interface DerivedCall {
  call: CallRow;
  participants: ParticipantRow[];
  recordings: RecordingRow[];
  transcriptions: TranscriptionRow[];
  live: LiveSessionRow[];
}
