import type { Db } from "../types";
import type { Migration } from "./migration";

/** The store as it was when migrations began to be recorded: every table, index and trigger of that day. */
export const INITIAL_SCHEMA = /* sql */ `
CREATE TABLE apps (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  region TEXT NOT NULL,
  version TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'active',
  created_at INTEGER NOT NULL,
  scheduled_delete_at INTEGER
);

-- Customer accounts made through POST /tenants, each with the app it was made with (not this account's).
CREATE TABLE tenants (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  contact_number TEXT,
  role TEXT,
  industry TEXT,
  technology TEXT,
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
);
CREATE INDEX tenants_app ON tenants(app_id);

CREATE TABLE api_keys (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  api_key TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  scope TEXT NOT NULL,
  created_by TEXT NOT NULL DEFAULT 'app_system',
  created_at INTEGER NOT NULL
);
CREATE INDEX api_keys_app ON api_keys(app_id, seq);

CREATE TABLE users (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  uid TEXT NOT NULL,
  name TEXT NOT NULL,
  avatar TEXT,
  link TEXT,
  role TEXT NOT NULL DEFAULT 'default',
  status TEXT NOT NULL DEFAULT 'offline',
  status_message TEXT,
  metadata TEXT,
  tags TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER,
  last_active_at INTEGER,
  deactivated_at INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (app_id, uid)
) WITHOUT ROWID;
CREATE INDEX users_name ON users(app_id, name);
-- [ours] GET /users by last activity: its bounds counted and its order read from the index alone (the key
-- ends with the uid, the list's tie-break).
CREATE INDEX users_last_active ON users(app_id, deactivated_at, last_active_at);
-- How many users each combination of the list's plain filters has (deactivated or not, status, role), kept
-- by the triggers below in the statement that writes the user: GET /users answers a true total without
-- counting its rows.
CREATE TABLE user_counts (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  deactivated INTEGER NOT NULL,
  status TEXT NOT NULL,
  role TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (app_id, deactivated, status, role)
) WITHOUT ROWID;
CREATE TRIGGER user_counts_insert AFTER INSERT ON users BEGIN
  INSERT INTO user_counts VALUES (NEW.app_id, NEW.deactivated_at > 0, NEW.status, NEW.role, 1)
  ON CONFLICT DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER user_counts_delete AFTER DELETE ON users BEGIN
  UPDATE user_counts SET n = n - 1 WHERE app_id = OLD.app_id AND deactivated = (OLD.deactivated_at > 0)
    AND status = OLD.status AND role = OLD.role;
END;
CREATE TRIGGER user_counts_update AFTER UPDATE OF deactivated_at, status, role ON users BEGIN
  UPDATE user_counts SET n = n - 1 WHERE app_id = OLD.app_id AND deactivated = (OLD.deactivated_at > 0)
    AND status = OLD.status AND role = OLD.role;
  INSERT INTO user_counts VALUES (NEW.app_id, NEW.deactivated_at > 0, NEW.status, NEW.role, 1)
  ON CONFLICT DO UPDATE SET n = n + 1;
END;

CREATE TABLE auth_tokens (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  uid TEXT NOT NULL,
  auth_token TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  platform TEXT,
  user_agent TEXT,
  app_info TEXT,
  PRIMARY KEY (app_id, auth_token)
) WITHOUT ROWID;
CREATE INDEX auth_tokens_uid ON auth_tokens(app_id, uid, created_at);

CREATE TABLE blocked_users (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  uid TEXT NOT NULL,
  blocked_uid TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, uid, blocked_uid)
) WITHOUT ROWID;

CREATE TABLE roles (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  role TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT,
  metadata TEXT,
  settings TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER,
  PRIMARY KEY (app_id, role)
) WITHOUT ROWID;

CREATE TABLE role_restrictions (
  app_id TEXT NOT NULL,
  role TEXT NOT NULL,
  feature TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, role, feature),
  FOREIGN KEY (app_id, role) REFERENCES roles(app_id, role) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE TABLE role_permissions (
  app_id TEXT NOT NULL,
  role TEXT NOT NULL,
  permission TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, role, permission),
  FOREIGN KEY (app_id, role) REFERENCES roles(app_id, role) ON DELETE CASCADE
) WITHOUT ROWID;

-- A friendship is mutual: one row per direction, so either user's list reads its own rows.
CREATE TABLE friends (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  uid TEXT NOT NULL,
  friend_uid TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, uid, friend_uid)
) WITHOUT ROWID;

CREATE TABLE groups (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  guid TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT,
  icon TEXT,
  type TEXT NOT NULL DEFAULT 'public',
  password TEXT,
  owner TEXT NOT NULL,
  metadata TEXT,
  tags TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER,
  updated_by TEXT,
  PRIMARY KEY (app_id, guid)
) WITHOUT ROWID;

CREATE TABLE group_members (
  app_id TEXT NOT NULL,
  guid TEXT NOT NULL,
  uid TEXT NOT NULL,
  scope TEXT NOT NULL,
  joined_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, guid, uid),
  FOREIGN KEY (app_id, guid) REFERENCES groups(app_id, guid) ON DELETE CASCADE
) WITHOUT ROWID;
CREATE INDEX group_members_uid ON group_members(app_id, uid);

CREATE TABLE scope_permissions (
  app_id TEXT NOT NULL,
  guid TEXT NOT NULL,
  scope TEXT NOT NULL,
  permission TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, guid, scope, permission),
  FOREIGN KEY (app_id, guid) REFERENCES groups(app_id, guid) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE TABLE group_bans (
  app_id TEXT NOT NULL,
  guid TEXT NOT NULL,
  uid TEXT NOT NULL,
  banned_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, guid, uid),
  FOREIGN KEY (app_id, guid) REFERENCES groups(app_id, guid) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE TABLE messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  conversation_id TEXT NOT NULL,
  sender TEXT NOT NULL,
  receiver_type TEXT NOT NULL,
  receiver TEXT NOT NULL,
  category TEXT NOT NULL,
  type TEXT NOT NULL,
  data TEXT NOT NULL,
  tags TEXT,
  muid TEXT,
  sent_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  edited_at INTEGER,
  edited_by TEXT,
  deleted_at INTEGER,
  deleted_by TEXT,
  parent_id INTEGER
);
CREATE INDEX messages_conversation ON messages(app_id, conversation_id, id);
-- GET /messages: the app's messages in id order, whichever end a page starts from.
CREATE INDEX messages_app ON messages(app_id, id);
-- A thread's replies, oldest first.
CREATE INDEX messages_thread ON messages(app_id, parent_id, id) WHERE parent_id IS NOT NULL;
-- GET /messages?sender=: a user's messages, newest first, without scanning the app's.
CREATE INDEX messages_sender ON messages(app_id, sender, id);
-- A user's conversations: the pairs they received in, without scanning the app's messages.
CREATE INDEX messages_receiver ON messages(app_id, receiver, id);

CREATE TABLE reactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  app_id TEXT NOT NULL,
  message_id INTEGER NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
  reaction TEXT NOT NULL,
  uid TEXT NOT NULL,
  reacted_at INTEGER NOT NULL,
  UNIQUE (message_id, reaction, uid)
);
CREATE INDEX reactions_message ON reactions(message_id, id);
CREATE INDEX reactions_message_reaction ON reactions(message_id, reaction, id);

-- Per message and kind: how many reactions and the first one's id (kinds are shown in order of first use),
-- kept by the triggers below in the statement that writes the reaction: a message's summary reads no
-- reaction rows, however many it has.
CREATE TABLE reaction_counts (
  message_id INTEGER NOT NULL,
  reaction TEXT NOT NULL,
  n INTEGER NOT NULL,
  first_id INTEGER NOT NULL,
  PRIMARY KEY (message_id, reaction)
) WITHOUT ROWID;
CREATE TRIGGER reaction_counts_insert AFTER INSERT ON reactions BEGIN
  INSERT INTO reaction_counts VALUES (NEW.message_id, NEW.reaction, 1, NEW.id)
  ON CONFLICT DO UPDATE SET n = n + 1, first_id = min(first_id, NEW.id);
END;
CREATE TRIGGER reaction_counts_delete AFTER DELETE ON reactions BEGIN
  UPDATE reaction_counts SET n = n - 1, first_id = coalesce((SELECT min(id) FROM reactions
      WHERE message_id = OLD.message_id AND reaction = OLD.reaction), first_id)
    WHERE message_id = OLD.message_id AND reaction = OLD.reaction;
  DELETE FROM reaction_counts WHERE message_id = OLD.message_id AND reaction = OLD.reaction AND n <= 0;
END;

CREATE TABLE conversations (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  conversation_id TEXT NOT NULL,
  conversation_type TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  last_message_id INTEGER,
  PRIMARY KEY (app_id, conversation_id)
) WITHOUT ROWID;
-- GET /conversations in list order, all of them or of one type. They hold every column, so a page deep in
-- the list skips the rows before it in the index alone.
CREATE INDEX conversations_recent
  ON conversations(app_id, updated_at, last_message_id, conversation_type, created_at);
CREATE INDEX conversations_type_recent
  ON conversations(app_id, conversation_type, updated_at, last_message_id, created_at);

-- How many conversations an app has of each type, kept by the triggers below (a conversation's type never
-- changes): GET /conversations answers a true total without counting its rows.
CREATE TABLE conversation_counts (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  conversation_type TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (app_id, conversation_type)
) WITHOUT ROWID;
CREATE TRIGGER conversation_counts_insert AFTER INSERT ON conversations BEGIN
  INSERT INTO conversation_counts VALUES (NEW.app_id, NEW.conversation_type, 1) ON CONFLICT DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER conversation_counts_delete AFTER DELETE ON conversations BEGIN
  UPDATE conversation_counts SET n = n - 1
    WHERE app_id = OLD.app_id AND conversation_type = OLD.conversation_type;
END;
-- A group's conversation goes with the group, however the group is deleted.
CREATE TRIGGER group_conversation_delete AFTER DELETE ON groups BEGIN
  DELETE FROM conversations WHERE app_id = OLD.app_id AND conversation_id = 'group_' || OLD.guid;
END;

-- Per user and conversation: the last message id read and delivered.
CREATE TABLE conversation_state (
  app_id TEXT NOT NULL,
  conversation_id TEXT NOT NULL,
  uid TEXT NOT NULL,
  read_message_id INTEGER NOT NULL DEFAULT 0,
  read_at INTEGER,
  delivered_message_id INTEGER NOT NULL DEFAULT 0,
  delivered_at INTEGER,
  -- Messages up to this id are gone for this user: they deleted (reset) the conversation.
  cleared_message_id INTEGER NOT NULL DEFAULT 0,
  -- The tags this user gave the conversation (a JSON array), or NULL.
  tags TEXT,
  PRIMARY KEY (app_id, conversation_id, uid)
) WITHOUT ROWID;
CREATE INDEX conversation_state_uid ON conversation_state(app_id, uid);

CREATE TABLE calls (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  session_id TEXT NOT NULL,
  type TEXT NOT NULL,
  mode TEXT NOT NULL,
  status TEXT NOT NULL,
  initiator TEXT NOT NULL,
  receiver TEXT NOT NULL,
  receiver_type TEXT NOT NULL,
  initiated_at INTEGER NOT NULL,
  started_at INTEGER,
  ended_at INTEGER,
  duration_seconds INTEGER NOT NULL DEFAULT 0,
  total_minutes REAL NOT NULL DEFAULT 0,
  audio_minutes REAL NOT NULL DEFAULT 0,
  video_minutes REAL NOT NULL DEFAULT 0,
  total_participants INTEGER NOT NULL DEFAULT 0,
  has_recording INTEGER NOT NULL DEFAULT 0,
  has_transcription INTEGER NOT NULL DEFAULT 0,
  mid TEXT NOT NULL,
  meta_data TEXT,
  tags TEXT,
  PRIMARY KEY (app_id, session_id)
) WITHOUT ROWID;
CREATE INDEX calls_initiated ON calls(app_id, initiated_at, session_id);
-- Covers every filter of GET /calls in list order: filtered pages and true totals scan this, not the rows.
CREATE INDEX calls_filter_v2 ON calls(app_id, initiated_at, session_id, status, type, mode,
  receiver_type, has_recording, has_transcription, total_participants, started_at, ended_at);

-- How many calls each combination of the list's equality filters has, kept by the triggers below in the
-- statement that writes the call: GET /calls answers a true total without counting its rows.
CREATE TABLE call_counts (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  type TEXT NOT NULL,
  mode TEXT NOT NULL,
  receiver_type TEXT NOT NULL,
  has_recording INTEGER NOT NULL,
  has_transcription INTEGER NOT NULL,
  total_participants INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (app_id, status, type, mode, receiver_type, has_recording, has_transcription, total_participants)
) WITHOUT ROWID;
CREATE TRIGGER call_counts_insert AFTER INSERT ON calls BEGIN
  INSERT INTO call_counts VALUES (NEW.app_id, NEW.status, NEW.type, NEW.mode, NEW.receiver_type,
    NEW.has_recording, NEW.has_transcription, NEW.total_participants, 1)
  ON CONFLICT DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER call_counts_delete AFTER DELETE ON calls BEGIN
  UPDATE call_counts SET n = n - 1 WHERE app_id = OLD.app_id AND status = OLD.status AND type = OLD.type
    AND mode = OLD.mode AND receiver_type = OLD.receiver_type AND has_recording = OLD.has_recording
    AND has_transcription = OLD.has_transcription AND total_participants = OLD.total_participants;
END;
CREATE TRIGGER call_counts_update AFTER UPDATE OF status, type, mode, receiver_type, has_recording,
  has_transcription, total_participants ON calls BEGIN
  UPDATE call_counts SET n = n - 1 WHERE app_id = OLD.app_id AND status = OLD.status AND type = OLD.type
    AND mode = OLD.mode AND receiver_type = OLD.receiver_type AND has_recording = OLD.has_recording
    AND has_transcription = OLD.has_transcription AND total_participants = OLD.total_participants;
  INSERT INTO call_counts VALUES (NEW.app_id, NEW.status, NEW.type, NEW.mode, NEW.receiver_type,
    NEW.has_recording, NEW.has_transcription, NEW.total_participants, 1)
  ON CONFLICT DO UPDATE SET n = n + 1;
END;

-- Notification providers: several FCM and APNs providers per app (one default each), one of each other
-- kind (provider_id ''). \`config\` holds the fields as saved, credentials included; answers mask them.
CREATE TABLE notification_providers (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  provider_id TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  config TEXT NOT NULL,
  -- Order of addition, oldest first (several can be added in one second).
  seq INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, kind, provider_id)
) WITHOUT ROWID;

-- The app's notification settings as changed (the defaults are in code; this holds what differs).
CREATE TABLE notification_settings (
  app_id TEXT PRIMARY KEY REFERENCES apps(id) ON DELETE CASCADE,
  settings TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

-- One user's notification choices: what they changed of the app's preferences, their timezone and contact details.
CREATE TABLE notification_users (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  uid TEXT NOT NULL,
  preferences TEXT,
  timezone TEXT,
  email TEXT,
  phno TEXT,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, uid)
) WITHOUT ROWID;

-- Conversations a user muted; until is in milliseconds, NULL until unmuted.
CREATE TABLE notification_mutes (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  uid TEXT NOT NULL,
  conversation_type TEXT NOT NULL,
  conversation_id TEXT NOT NULL,
  until INTEGER,
  PRIMARY KEY (app_id, uid, conversation_type, conversation_id)
) WITHOUT ROWID;

-- Push tokens registered by clients, each with the auth token of the session that registered it (times in ms).
CREATE TABLE push_tokens (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  push_token TEXT NOT NULL,
  uid TEXT NOT NULL,
  auth_token TEXT NOT NULL,
  platform TEXT NOT NULL,
  provider_id TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, push_token)
) WITHOUT ROWID;
CREATE INDEX push_tokens_uid ON push_tokens(app_id, uid);

-- What the notification path decided per user and channel. A custom provider's entry waits (post_state
-- 'pending') until the provider's URL has been called; the entry's JSON is what GET /notifications/v1/logs answers.
CREATE TABLE notification_logs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  log_id TEXT NOT NULL,
  channel TEXT NOT NULL,
  provider TEXT,
  message_id INTEGER,
  trigger TEXT NOT NULL,
  sender TEXT NOT NULL,
  receiver TEXT NOT NULL,
  receiver_type TEXT NOT NULL,
  recipient TEXT NOT NULL,
  conversation_id TEXT NOT NULL,
  message_sent_at INTEGER NOT NULL,
  triggered INTEGER NOT NULL,
  reason TEXT,
  success INTEGER,
  entry TEXT NOT NULL,
  post_body TEXT,
  post_state TEXT,
  next_attempt_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX notification_logs_log_id ON notification_logs(app_id, log_id);
CREATE INDEX notification_logs_app ON notification_logs(app_id, id);
-- Throttles count a user's sends per channel and conversation.
CREATE INDEX notification_logs_quota
  ON notification_logs(app_id, recipient, channel, conversation_id, created_at) WHERE triggered = 1;
CREATE INDEX notification_logs_posts ON notification_logs(post_state, next_attempt_at)
  WHERE post_state = 'pending';

CREATE TABLE call_participants (
  app_id TEXT NOT NULL,
  session_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  uid TEXT NOT NULL,
  state TEXT NOT NULL,
  is_joined INTEGER NOT NULL,
  joined_at INTEGER,
  left_at INTEGER,
  device_id TEXT,
  mid TEXT,
  total_minutes REAL NOT NULL DEFAULT 0,
  audio_minutes REAL NOT NULL DEFAULT 0,
  video_minutes REAL NOT NULL DEFAULT 0,
  initiated_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, session_id, seq),
  FOREIGN KEY (app_id, session_id) REFERENCES calls(app_id, session_id) ON DELETE CASCADE
) WITHOUT ROWID;
CREATE INDEX call_participants_uid ON call_participants(app_id, uid, initiated_at);

CREATE TABLE call_recordings (
  app_id TEXT NOT NULL,
  session_id TEXT NOT NULL,
  rid TEXT NOT NULL,
  recording_url TEXT NOT NULL,
  start_time INTEGER NOT NULL,
  end_time INTEGER NOT NULL,
  duration INTEGER NOT NULL,
  PRIMARY KEY (app_id, session_id, rid),
  FOREIGN KEY (app_id, session_id) REFERENCES calls(app_id, session_id) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE TABLE call_transcriptions (
  app_id TEXT NOT NULL,
  session_id TEXT NOT NULL,
  tid TEXT NOT NULL,
  mid TEXT NOT NULL,
  start_time INTEGER NOT NULL,
  end_time INTEGER NOT NULL,
  transcript_url TEXT NOT NULL,
  PRIMARY KEY (app_id, session_id, tid),
  FOREIGN KEY (app_id, session_id) REFERENCES calls(app_id, session_id) ON DELETE CASCADE
) WITHOUT ROWID;

-- Audio-only flag of each device session of an ongoing call, so its minutes can be settled at the end.
CREATE TABLE call_live_sessions (
  app_id TEXT NOT NULL,
  session_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  audio_only INTEGER NOT NULL,
  PRIMARY KEY (app_id, session_id, seq),
  FOREIGN KEY (app_id, session_id) REFERENCES calls(app_id, session_id) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE TABLE email_settings (
  app_id TEXT PRIMARY KEY REFERENCES apps(id) ON DELETE CASCADE,
  settings TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE webhooks (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  webhook_url TEXT NOT NULL,
  use_basic_auth INTEGER NOT NULL DEFAULT 0,
  username TEXT,
  password TEXT,
  enabled INTEGER NOT NULL DEFAULT 1,
  retry_on_failure INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, id)
) WITHOUT ROWID;

CREATE TABLE webhook_triggers (
  app_id TEXT NOT NULL,
  webhook_id TEXT NOT NULL,
  trigger_id TEXT NOT NULL,
  PRIMARY KEY (app_id, webhook_id, trigger_id),
  FOREIGN KEY (app_id, webhook_id) REFERENCES webhooks(app_id, id) ON DELETE CASCADE
) WITHOUT ROWID;
CREATE INDEX webhook_triggers_trigger ON webhook_triggers(app_id, trigger_id);

-- Durable outbox: one row per (event, webhook), written in the same transaction as the change.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  app_id TEXT NOT NULL,
  webhook_id TEXT NOT NULL,
  trigger_id TEXT NOT NULL,
  payload TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending',
  created_at INTEGER NOT NULL
);
CREATE INDEX outbox_due ON outbox(state, next_attempt_at);

CREATE TABLE delivery_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  outbox_id INTEGER NOT NULL,
  app_id TEXT NOT NULL,
  webhook_id TEXT NOT NULL,
  trigger_id TEXT NOT NULL,
  attempt INTEGER NOT NULL,
  status INTEGER,
  duration_ms INTEGER NOT NULL,
  error TEXT,
  attempted_at INTEGER NOT NULL
);
CREATE INDEX delivery_attempts_webhook ON delivery_attempts(app_id, webhook_id, id);
-- The deliveries read: a webhook's outbox rows newest first, and each row's attempts.
CREATE INDEX outbox_webhook ON outbox(app_id, webhook_id, id);
CREATE INDEX delivery_attempts_outbox ON delivery_attempts(outbox_id, id);
-- [ours] Failed deliveries sent again on request: each row starts a new round of attempts (and retries) for its
-- outbox row, which keeps its id, payload and earlier attempts.
CREATE TABLE outbox_redeliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  outbox_id INTEGER NOT NULL,
  attempts_before INTEGER NOT NULL,
  redelivered_at INTEGER NOT NULL
);
CREATE INDEX outbox_redeliveries_outbox ON outbox_redeliveries(outbox_id, id);

-- Management API: extensions switched on or off per app, and the app's team.
CREATE TABLE app_extensions (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  extension_id TEXT NOT NULL,
  enabled INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, extension_id)
) WITHOUT ROWID;

-- Each extension's settings as stored through the management API (JSON, as sent).
CREATE TABLE extension_settings (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  extension_id TEXT NOT NULL,
  settings TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, extension_id)
) WITHOUT ROWID;

-- Chat widgets: several per app, each with its id.
CREATE TABLE chat_widgets (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  widget_id TEXT NOT NULL,
  configuration TEXT NOT NULL,
  -- Order of creation (several can be made in one millisecond).
  seq INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, widget_id)
) WITHOUT ROWID;

-- The push extension's APNs certificates: which kinds were uploaded (the files are not kept).
CREATE TABLE push_certificates (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  uploaded_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, kind)
) WITHOUT ROWID;

-- Apps whose default rules, keyword list and reasons exist (deleting them all must not bring them back).
CREATE TABLE mod_seeded (
  app_id TEXT PRIMARY KEY REFERENCES apps(id) ON DELETE CASCADE
) WITHOUT ROWID;

-- Moderation: every change of a rule is a new revision; the highest is the rule's current one.
CREATE TABLE mod_rule_revisions (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  rule_id TEXT NOT NULL,
  revision INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  deleted INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (app_id, rule_id, revision)
) WITHOUT ROWID;

CREATE TABLE mod_keyword_lists (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT,
  category TEXT NOT NULL,
  is_csv INTEGER NOT NULL,
  terms TEXT NOT NULL,
  revision INTEGER NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, id)
) WITHOUT ROWID;

-- The words and phrases of word lists by the keys a message can match them by (termKeys): a message looks
-- up its own words instead of reading every term of every list. pos keeps the list's order.
CREATE TABLE mod_keyword_terms (
  app_id TEXT NOT NULL,
  list_id TEXT NOT NULL,
  key TEXT NOT NULL,
  pos INTEGER NOT NULL,
  term TEXT NOT NULL,
  PRIMARY KEY (app_id, key, list_id, pos),
  FOREIGN KEY (app_id, list_id) REFERENCES mod_keyword_lists(app_id, id) ON DELETE CASCADE
) WITHOUT ROWID;
CREATE INDEX mod_keyword_terms_list ON mod_keyword_terms(app_id, list_id);

CREATE TABLE mod_reasons (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT,
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, id)
) WITHOUT ROWID;

-- One review item per flagged message; every report of it is a row of mod_flag_reports.
CREATE TABLE mod_flagged (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  message_id INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  reviewed_at INTEGER,
  PRIMARY KEY (app_id, message_id)
) WITHOUT ROWID;
CREATE INDEX mod_flagged_status ON mod_flagged(app_id, status, created_at);

CREATE TABLE mod_flag_reports (
  app_id TEXT NOT NULL,
  message_id INTEGER NOT NULL,
  uid TEXT NOT NULL,
  reason_id TEXT,
  remark TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, message_id, uid),
  FOREIGN KEY (app_id, message_id) REFERENCES mod_flagged(app_id, message_id) ON DELETE CASCADE
) WITHOUT ROWID;

-- A blocked message is withheld: it lives here, not in messages, until approved.
CREATE TABLE mod_blocked (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  message_id INTEGER NOT NULL,
  rule_id TEXT NOT NULL,
  rule_name TEXT NOT NULL,
  revision_id TEXT NOT NULL,
  condition TEXT NOT NULL,
  matched TEXT,
  action TEXT NOT NULL,
  message TEXT NOT NULL,
  send TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, message_id)
) WITHOUT ROWID;
CREATE INDEX mod_blocked_status ON mod_blocked(app_id, status, created_at);

CREATE TABLE app_settings (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  value INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (app_id, key)
) WITHOUT ROWID;

CREATE TABLE app_collaborators (
  app_id TEXT NOT NULL REFERENCES apps(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  role TEXT NOT NULL,
  added_at INTEGER NOT NULL,
  id INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (app_id, email)
) WITHOUT ROWID;
`;

/**
 * A new store gets the schema. A store written before migrations were recorded has these tables already, some in
 * an older shape; it is recorded as past this one and the migrations after it bring it forward.
 */
export const initial: Migration = {
  version: 1,
  name: "initial",
  up(db: Db) {
    if (!hasTables(db)) db.exec(INITIAL_SCHEMA);
  },
};

const hasTables = (db: Db) =>
  db
    .prepare(
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name <> 'schema_migrations' AND name NOT LIKE 'sqlite_%'",
    )
    .get() !== undefined;
