import type { Migration } from "kysely";
import { type Kysely, sql } from "kysely";
import {
  callStoreHoursMigration,
  callStoreMigration,
  callStoreWeeksMigration,
} from "../call-store/migration";

export type Dialect = "sqlite" | "postgres";

/** An auto-incrementing integer key in either dialect. */
const serial = (dialect: Dialect) => (dialect === "postgres" ? "bigserial" : "integer");

/** The store's migrations, the same for SQLite and PostgreSQL. */
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
      // The built-in webhook receiver: its endpoints and the events they stored.
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
      // Call-history analytics: raw calls plus additive rollups (see lib/call-store/README.md).
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await callStoreMigration(db, dialect);
      },
    },
    "0004_sync_lease": {
      // A lease per app on the call store's sync, so several dashboard instances never sync one app at
      // once: the holder's id and when the lease lapses (milliseconds; renewed after every page).
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await db.schema.alterTable("cs_sync").addColumn("lease_owner", "text").execute();
        await db.schema.alterTable("cs_sync").addColumn("lease_until", "bigint").execute();
      },
    },
    "0005_call_store_weeks": {
      // Weekly rollups (built from the daily ones) and cs_top keyed kind first (see lib/call-store/README.md).
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await callStoreWeeksMigration(db, dialect);
      },
    },
    "0006_call_store_hours": {
      // Hourly rollups in cs_rollup and cs_dist (built from the 15-minute ones), so the ragged ends of
      // a local range read a few rows per hour (see lib/call-store/README.md).
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await callStoreHoursMigration(db);
      },
    },
    "0007_table_prefs": {
      // What each admin chose to see in each list (hidden columns, density), so it follows them to any browser.
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
      // Failed sign-ins per key (address and email, address, email) in a fixed window, counted atomically.
      // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
      async up(db: Kysely<any>) {
        await db.schema
          .createTable("sign_in_counters")
          .addColumn("key", "text", (c) => c.primaryKey())
          .addColumn("window_start", "bigint", (c) => c.notNull())
          .addColumn("failures", "integer", (c) => c.notNull())
          .execute();
        // The per-attempt rows it replaces were counted after the fact, which parallel attempts raced.
        await db.schema.dropTable("sign_in_attempts").execute();
      },
    },
    "0009_sessions": {
      // One row per sign-in: a session cookie is honoured only while its row is neither revoked nor expired.
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
      // Two-factor sign-in (a sealed TOTP secret, hashed recovery codes), password resets, and the
      // dashboard's own settings (the owner's "require two-factor sign-in").
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
  };
}
