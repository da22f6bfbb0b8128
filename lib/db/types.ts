import type { Generated } from "kysely";

import type { Role } from "../schemas/admins";

export type { Role };

export interface AdminsTable {
  id: string;
  email: string;
  name: string;
  role: Role;
  password_hash: string;
  created_at: number;
  disabled_at: number | null;
  /** Sealed (lib/crypto.ts); in force only once `totp_enabled_at` is set. */
  totp_secret: string | null;
  totp_enabled_at: number | null;
  /** The TOTP time step of the last code accepted: that code and older ones are refused. */
  totp_last_step: number | null;
}

export interface InvitationsTable {
  token_hash: string;
  email: string;
  role: Role;
  invited_by: string;
  created_at: number;
  expires_at: number;
  accepted_at: number | null;
}

export interface ConnectionsTable {
  id: string;
  name: string;
  app_id: string;
  region: "us" | "eu" | "in";
  chat_url: string;
  call_url: string;
  mgmt_url: string;
  api_key_sealed: string;
  mgmt_key_sealed: string | null;
  mgmt_secret_sealed: string | null;
  created_at: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  actor_email: string;
  actor_role: string;
  app_id: string | null;
  action: string;
  target: string | null;
  input: string | null;
  outcome: "ok" | "error" | "refused";
  error_code: string | null;
}

export interface Database {
  admins: AdminsTable;
  invitations: InvitationsTable;
  connections: ConnectionsTable;
  audit_log: AuditLogTable;
  receiver_endpoints: ReceiverEndpointsTable;
  received_events: ReceivedEventsTable;
  cs_calls: CsCallsTable;
  cs_call_users: CsCallUsersTable;
  cs_rollup: CsRollupTable;
  cs_dist: CsDistTable;
  cs_top: CsTopTable;
  cs_timeline: CsTimelineTable;
  cs_timeline_h: CsTimelineTable;
  cs_sync: CsSyncTable;
  table_prefs: TablePrefsTable;
  sign_in_counters: SignInCountersTable;
  sessions: SessionsTable;
  recovery_codes: RecoveryCodesTable;
  password_resets: PasswordResetsTable;
  dashboard_settings: DashboardSettingsTable;
  bulk_jobs: BulkJobsTable;
  bulk_job_rows: BulkJobRowsTable;
  data_exports: DataExportsTable;
  data_export_links: DataExportLinksTable;
  ms_messages: MsMessagesTable;
  ms_mentions: MsMentionsTable;
  ms_reactions: MsReactionsTable;
  ms_sync: MsSyncTable;
}

export interface DataExportsTable {
  id: string;
  app_id: string;
  /** JSON array of `DATA_EXPORT_KINDS`, written in this order. */
  kinds: string;
  format: string;
  /** Unix seconds, `from` inclusive and `to` exclusive; both null for the whole app. */
  range_from: number | null;
  range_to: number | null;
  /** The role needed to download it: the highest its kinds' lists ask. */
  min_role: Role;
  status: string;
  /** The admin's email. */
  created_by: string;
  created_at: number;
  finished_at: number | null;
  expires_at: number;
  rows_done: number;
  /** The kind being written (an index into `kinds`), its read position (JSON) and its file's size then. */
  kind_index: number;
  cursor: string | null;
  kind_bytes: number;
  /** JSON array of the finished kinds' files: {kind, rows, bytes}. */
  files: string;
  /** The user an archive of everything about one user is about; null for an export of the app. */
  subject: string | null;
  error: string | null;
  lease_owner: string | null;
  lease_until: number | null;
}

/** A download link's token is kept only as its SHA-256. */
export interface DataExportLinksTable {
  token_hash: string;
  export_id: string;
  admin_id: string;
  expires_at: number;
}

export interface BulkJobsTable {
  id: string;
  app_id: string;
  /** A key of `BULK_OPERATIONS`. */
  operation: string;
  /** JSON of the operation's parameters. */
  params: string;
  /** JSON of what the admin selected (picked ids, or the list's filter), for the record. */
  selection: string;
  status: string;
  total: number;
  created_by: string;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
  /** Set while the service's rate limit holds the job back (milliseconds since the epoch). */
  wait_until: number | null;
  last_error: string | null;
  lease_owner: string | null;
  lease_until: number | null;
}

export interface BulkJobRowsTable {
  job_id: string;
  seq: number;
  target: string;
  status: string;
  code: string | null;
  message: string | null;
  attempts: number;
  applied_at: number | null;
}

export interface RecoveryCodesTable {
  admin_id: string;
  /** SHA-256 of the code: codes are random, so a fast hash is enough. */
  code_hash: string;
  used_at: number | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  admin_id: string;
  expires_at: number;
  used_at: number | null;
}

export interface DashboardSettingsTable {
  key: string;
  value: string;
}

export interface SessionsTable {
  id: string;
  admin_id: string;
  created_at: number;
  last_seen_at: number;
  user_agent: string;
  ip: string;
  revoked_at: number | null;
}

export interface SignInCountersTable {
  key: string;
  window_start: number;
  failures: number;
}

export interface ReceiverEndpointsTable {
  id: string;
  app_id: string;
  name: string;
  username: string;
  password_hash: string;
  previous_password_hash: string | null;
  previous_expires_at: number | null;
  created_at: number;
  rotated_at: number | null;
}

/** `received_at` is in milliseconds, unlike the other tables' seconds. */
export interface ReceivedEventsTable {
  id: Generated<number>;
  endpoint_id: string;
  app_id: string;
  trigger: string;
  family: string;
  dedupe_key: string;
  payload: string;
  headers: string;
  received_at: number;
  attempt: number | null;
}

/** Times are seconds, minutes are hundredths (`_cm`), flags 0/1. */
export interface CsCallsTable {
  session_id: string;
  app_id: string;
  type: string;
  mode: string;
  status: string;
  initiator: string;
  receiver: string;
  receiver_type: string;
  initiated_at: number;
  started_at: number;
  ended_at: number;
  duration_s: number;
  total_cm: number;
  audio_cm: number;
  video_cm: number;
  participants: number;
  has_recording: number;
}

export interface CsCallUsersTable {
  session_id: string;
  uid: string;
  app_id: string;
  initiated_at: number;
  minutes_cm: number;
}

export interface CsRollupTable {
  app_id: string;
  grain: string;
  bucket: number;
  type: string;
  mode: string;
  status: string;
  calls: number;
  total_cm: number;
  audio_cm: number;
  video_cm: number;
  duration_s: number;
  participants: number;
  recordings: number;
}

/** `kind`: d = duration bin, p = participant count. */
export interface CsDistTable {
  app_id: string;
  grain: string;
  bucket: number;
  kind: string;
  value: number;
  calls: number;
}

/** `kind`: u = user, g = group. */
export interface CsTopTable {
  app_id: string;
  grain: string;
  bucket: number;
  kind: string;
  key: string;
  minutes_cm: number;
  calls: number;
}

export interface CsTimelineTable {
  app_id: string;
  bucket: number;
  calls: number;
  audio_cm: number;
  video_cm: number;
}

/** The columns every background sync's row per app has: its phase, its last run, and its lease. */
interface SyncRowTable {
  app_id: string;
  phase: string;
  started_at: number | null;
  finished_at: number | null;
  updated_at: number;
  error: string | null;
  lease_owner: string | null;
  /** Milliseconds, unlike the other times here. */
  lease_until: number | null;
}

export interface CsSyncTable extends SyncRowTable {
  next_page: number;
  total_pages: number | null;
  total_calls: number | null;
  high_water: number | null;
  stored_calls: number;
}

export interface TablePrefsTable {
  admin_id: string;
  list: string;
  hidden: string;
  density: string;
  updated_at: number;
}

/** A message of the chat store: what the panels need, never its text. */
export interface MsMessagesTable {
  app_id: string;
  id: number;
  sender: string;
  receiver_type: string;
  receiver: string;
  category: string;
  type: string;
  sent_at: number;
  parent_id: number | null;
  edited_at: number | null;
  deleted_at: number | null;
  has_media: number;
}

/** A user a stored message mentions (`<@uid:…>` in its text), at the message's sent time. */
export interface MsMentionsTable {
  app_id: string;
  message_id: number;
  uid: string;
  sent_at: number;
}

/** One emoji's count on a stored message, as the list last gave it, at the message's sent time. */
export interface MsReactionsTable {
  app_id: string;
  message_id: number;
  reaction: string;
  count: number;
  sent_at: number;
}

export interface MsSyncTable extends SyncRowTable {
  /** The largest message id read: incremental reads go on after it. */
  high_water: number | null;
  /** The smallest message id the first sync (newest first) has read: it goes on before it. */
  low_water: number | null;
  /** The sentAt of that oldest message read, so the page can say how far back the first sync has come. */
  reached_at: number | null;
  pages: number;
  stored_messages: number;
}
