import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function dataExportsMigration(db: Kysely<any>) {
  await db.schema
    .createTable("data_exports")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("app_id", "text", (c) => c.notNull())
    .addColumn("kinds", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("range_from", "bigint")
    .addColumn("range_to", "bigint")
    .addColumn("min_role", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("finished_at", "bigint")
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("rows_done", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("kind_index", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("cursor", "text")
    .addColumn("kind_bytes", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("files", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("error", "text")
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "bigint")
    .execute();
  await db.schema.createIndex("data_exports_status").on("data_exports").columns(["status"]).execute();
  await db.schema
    .createTable("data_export_links")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("export_id", "text", (c) => c.notNull())
    .addColumn("admin_id", "text", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .execute();
}

/** An export may be an archive of everything about one user: `subject` names that user. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function dataExportSubjectMigration(db: Kysely<any>) {
  await db.schema.alterTable("data_exports").addColumn("subject", "text").execute();
}
