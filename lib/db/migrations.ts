import type { Migration } from "kysely";
import { type Kysely, sql } from "kysely";
import {
  callStoreHoursMigration,
  callStoreMigration,
  callStoreWeeksMigration,
} from "../call-store/migration";
import { chatStoreMentionsReactionsMigration, chatStoreMigration } from "../chat-store/migration";
import { dataExportSubjectMigration, dataExportsMigration } from "../data-exports/migration";
import { scrubAuditLog } from "./audit-log-scrub";

export type Dialect = "sqlite" | "postgres";

const serial = (dialect: Dialect) => (dialect === "postgres" ? "bigserial" : "integer");

export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    "0001_foundation": {
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await db.schema
          .createTable("admins")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("email", "text", (c) => c.notNull().unique())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("role", "text", (c) => c.notNull())
          .addColumn("password_hash", "text", (c) => c.notNull())
          .addColumn("created_at", "bigint", (c) => c.notNull())
          .addColumn("disabled_at", "bigint")
          .execute();
        await db.schema
          .createTable("invitations")
          .addColumn("token_hash", "text", (c) => c.primaryKey())
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("role", "text", (c) => c.notNull())
          .addColumn("invited_by", "text", (c) => c.notNull())
          .addColumn("created_at", "bigint", (c) => c.notNull())
          .addColumn("expires_at", "bigint", (c) => c.notNull())
          .addColumn("accepted_at", "bigint")
          .execute();
        await db.schema
          .createTable("connections")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("app_id", "text", (c) => c.notNull())
          .addColumn("region", "text", (c) => c.notNull())
          .addColumn("chat_url", "text", (c) => c.notNull())
          .addColumn("call_url", "text", (c) => c.notNull())
          .addColumn("mgmt_url", "text", (c) => c.notNull())
          .addColumn("api_key_sealed", "text", (c) => c.notNull())
          .addColumn("mgmt_key_sealed", "text")
          .addColumn("mgmt_secret_sealed", "text")
          .addColumn("created_at", "bigint", (c) => c.notNull())
          .execute();
        await db.schema
          .createTable("audit_log")
          .addColumn("id", sql.raw(serial(dialect)), (c) =>
            dialect === "sqlite" ? c.primaryKey().autoIncrement() : c.primaryKey(),
          )
          .addColumn("at", "bigint", (c) => c.notNull())
          .addColumn("actor_email", "text", (c) => c.notNull())
          .addColumn("actor_role", "text", (c) => c.notNull())
          .addColumn("app_id", "text")
          .addColumn("action", "text", (c) => c.notNull())
          .addColumn("target", "text")
          .addColumn("input", "text")
          .addColumn("outcome", "text", (c) => c.notNull())
          .addColumn("error_code", "text")
          .execute();
        await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at"]).execute();
        await db.schema
          .createTable("sign_in_attempts")
          .addColumn("id", sql.raw(serial(dialect)), (c) =>
            dialect === "sqlite" ? c.primaryKey().autoIncrement() : c.primaryKey(),
          )
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("ip", "text", (c) => c.notNull())
          .addColumn("at", "bigint", (c) => c.notNull())
          .addColumn("success", "integer", (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("sign_in_attempts_email")
          .on("sign_in_attempts")
          .columns(["email", "at"])
          .execute();
        await db.schema
          .createIndex("sign_in_attempts_ip")
          .on("sign_in_attempts")
          .columns(["ip", "at"])
          .execute();
      },
    },
    "0002_receiver": {
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await db.schema
          .createTable("receiver_endpoints")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("app_id", "text", (c) => c.notNull())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("username", "text", (c) => c.notNull())
          .addColumn("password_hash", "text", (c) => c.notNull())
          .addColumn("previous_password_hash", "text")
          .addColumn("previous_expires_at", "bigint")
          .addColumn("created_at", "bigint", (c) => c.notNull())
          .addColumn("rotated_at", "bigint")
          .execute();
        await db.schema
          .createIndex("receiver_endpoints_app")
          .on("receiver_endpoints")
          .columns(["app_id", "created_at"])
          .execute();
        await db.schema
          .createTable("received_events")
          .addColumn("id", sql.raw(serial(dialect)), (c) =>
            dialect === "sqlite" ? c.primaryKey().autoIncrement() : c.primaryKey(),
          )
          .addColumn("endpoint_id", "text", (c) => c.notNull())
          .addColumn("app_id", "text", (c) => c.notNull())
          .addColumn("trigger", "text", (c) => c.notNull())
          .addColumn("family", "text", (c) => c.notNull())
          .addColumn("dedupe_key", "text", (c) => c.notNull().unique())
          .addColumn("payload", "text", (c) => c.notNull())
          .addColumn("headers", "text", (c) => c.notNull())
          .addColumn("received_at", "bigint", (c) => c.notNull())
          .addColumn("attempt", "integer")
          .execute();
        await db.schema
          .createIndex("received_events_app")
          .on("received_events")
          .columns(["app_id", "id"])
          .execute();
        await db.schema
          .createIndex("received_events_app_family")
          .on("received_events")
          .columns(["app_id", "family", "id"])
          .execute();
        await db.schema
          .createIndex("received_events_app_trigger")
          .on("received_events")
          .columns(["app_id", "trigger", "id"])
          .execute();
      },
    },
    "0003_call_store": {
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await callStoreMigration(db, dialect);
      },
    },
    "0004_sync_lease": {
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await db.schema.alterTable("cs_sync").addColumn("lease_owner", "text").execute();
        await db.schema.alterTable("cs_sync").addColumn("lease_until", "bigint").execute();
      },
    },
    "0005_call_store_weeks": {
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await callStoreWeeksMigration(db, dialect);
      },
    },
    "0006_call_store_hours": {
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await callStoreHoursMigration(db);
      },
    },
    "0007_table_prefs": {
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await db.schema
          .createTable("table_prefs")
          .addColumn("admin_id", "text", (c) => c.notNull())
          .addColumn("list", "text", (c) => c.notNull())
          .addColumn("hidden", "text", (c) => c.notNull())
          .addColumn("density", "text", (c) => c.notNull())
          .addColumn("updated_at", "bigint", (c) => c.notNull())
          .addPrimaryKeyConstraint("table_prefs_pk", ["admin_id", "list"])
          .execute();
      },
    },
    "0008_sign_in_counters": {
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await db.schema
          .createTable("sign_in_counters")
          .addColumn("key", "text", (c) => c.primaryKey())
          .addColumn("window_start", "bigint", (c) => c.notNull())
          .addColumn("failures", "integer", (c) => c.notNull())
          .execute();
        await db.schema.dropTable("sign_in_attempts").execute();
      },
    },
    "0009_sessions": {
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await db.schema
          .createTable("sessions")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("admin_id", "text", (c) => c.notNull())
          .addColumn("created_at", "bigint", (c) => c.notNull())
          .addColumn("last_seen_at", "bigint", (c) => c.notNull())
          .addColumn("user_agent", "text", (c) => c.notNull())
          .addColumn("ip", "text", (c) => c.notNull())
          .addColumn("revoked_at", "bigint")
          .execute();
        await db.schema.createIndex("sessions_admin").on("sessions").columns(["admin_id"]).execute();
      },
    },
    "0010_own_account": {
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await db.schema.alterTable("admins").addColumn("totp_secret", "text").execute();
        await db.schema.alterTable("admins").addColumn("totp_enabled_at", "bigint").execute();
        await db.schema
          .createTable("recovery_codes")
          .addColumn("admin_id", "text", (c) => c.notNull())
          .addColumn("code_hash", "text", (c) => c.notNull())
          .addColumn("used_at", "bigint")
          .addPrimaryKeyConstraint("recovery_codes_pk", ["admin_id", "code_hash"])
          .execute();
        await db.schema
          .createTable("password_resets")
          .addColumn("token_hash", "text", (c) => c.primaryKey())
          .addColumn("admin_id", "text", (c) => c.notNull())
          .addColumn("expires_at", "bigint", (c) => c.notNull())
          .addColumn("used_at", "bigint")
          .execute();
        await db.schema
          .createTable("dashboard_settings")
          .addColumn("key", "text", (c) => c.primaryKey())
          .addColumn("value", "text", (c) => c.notNull())
          .execute();
      },
    },
    "0011_bulk_jobs": {
      // A bulk job and its rows: a row is marked `applying` before its call, so a restart knows which
      // rows to check with the service instead of applying them a second time.
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await db.schema
          .createTable("bulk_jobs")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("app_id", "text", (c) => c.notNull())
          .addColumn("operation", "text", (c) => c.notNull())
          .addColumn("params", "text", (c) => c.notNull())
          .addColumn("selection", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("total", "integer", (c) => c.notNull())
          .addColumn("created_by", "text", (c) => c.notNull())
          .addColumn("created_at", "bigint", (c) => c.notNull())
          .addColumn("updated_at", "bigint", (c) => c.notNull())
          .addColumn("finished_at", "bigint")
          .addColumn("wait_until", "bigint")
          .addColumn("last_error", "text")
          .addColumn("lease_owner", "text")
          .addColumn("lease_until", "bigint")
          .execute();
        await db.schema.createIndex("bulk_jobs_status").on("bulk_jobs").columns(["status"]).execute();
        await db.schema
          .createTable("bulk_job_rows")
          .addColumn("job_id", "text", (c) => c.notNull())
          .addColumn("seq", "integer", (c) => c.notNull())
          .addColumn("target", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("code", "text")
          .addColumn("message", "text")
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("applied_at", "bigint")
          .addPrimaryKeyConstraint("bulk_job_rows_pk", ["job_id", "seq"])
          .execute();
        await db.schema
          .createIndex("bulk_job_rows_status")
          .on("bulk_job_rows")
          .columns(["job_id", "status", "seq"])
          .execute();
      },
    },
    "0012_two_factor_last_step": {
      // The time step of the last two-factor code accepted, so a code works once.
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await db.schema.alterTable("admins").addColumn("totp_last_step", "bigint").execute();
      },
    },
    "0013_audit_allow_list": {
      // Entries keep only the input fields their action lists (lib/audit-fields.ts): older ones are cut down to them.
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await scrubAuditLog(db);
      },
    },
    "0014_data_exports": {
      // Background exports: one row per export with its progress and where a restart resumes; download links.
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await dataExportsMigration(db);
      },
    },
    "0015_data_export_subject": {
      // An export may be an archive of everything about one user, named here.
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await dataExportSubjectMigration(db);
      },
    },
    "0017_chat_store": {
      // The chat store: the app's messages without their text, for the analytics' Messages view.
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await chatStoreMigration(db);
      },
    },
    "0018_chat_store_firsts": {
      // A sender's first stored message, and a sender's first to one receiver, each in one index seek: for the
      // retention cohorts, new senders and first replies.
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await db.schema
          .createIndex("ms_messages_sender_time")
          .on("ms_messages")
          .columns(["app_id", "sender", "sent_at"])
          .execute();
        await db.schema
          .createIndex("ms_messages_direction_time")
          .on("ms_messages")
          .columns(["app_id", "receiver_type", "sender", "receiver", "sent_at"])
          .execute();
      },
    },
    "0019_chat_store_mentions_reactions": {
      // Who each message mentions and its reactions per emoji, and a thread's replies by parent: for the
      // threads, mentions and reactions of the Messages view.
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await chatStoreMentionsReactionsMigration(db);
      },
    },
  };
}
