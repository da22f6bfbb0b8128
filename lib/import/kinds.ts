import type { z } from "zod";
import { importGroupRow, importMemberRow, importMessageRow, importUserRow } from "../schemas/data-import";

/** The four kinds of rows an import carries, in the order they are sent: users and groups first. */
export const IMPORT_KINDS = ["users", "groups", "members", "messages"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** A column of a kind's CSV: a dotted path into the row, and how its text becomes a value. */
export interface CsvField {
  path: string;
  /** text as is; time and number: digits; list: values split on `;` or `|`; json: an object; boolean: true/false. */
  type: "text" | "time" | "list" | "json" | "boolean";
  required?: boolean;
}

const t = (path: string, type: CsvField["type"] = "text", required = false): CsvField => ({
  path,
  type,
  required,
});

interface KindSpec {
  label: string;
  /** The row's own id, the key of the published batch. */
  idField: string;
  schema: z.ZodType;
  fields: CsvField[];
}

export const IMPORT_KIND_SPECS: Record<ImportKind, KindSpec> = {
  users: {
    label: "Users",
    idField: "uid",
    schema: importUserRow,
    fields: [
      t("uid", "text", true),
      t("name", "text", true),
      t("avatar"),
      t("link"),
      t("role"),
      t("metadata", "json"),
      t("tags", "list"),
      t("createdAt", "time"),
      t("lastActiveAt", "time"),
      t("deactivatedAt", "time"),
    ],
  },
  groups: {
    label: "Groups",
    idField: "guid",
    schema: importGroupRow,
    fields: [
      t("guid", "text", true),
      t("name", "text", true),
      t("type", "text", true),
      t("password"),
      t("icon"),
      t("description"),
      t("owner"),
      t("metadata", "json"),
      t("tags", "list"),
      t("createdAt", "time"),
    ],
  },
  members: {
    label: "Members",
    idField: "memberId",
    schema: importMemberRow,
    fields: [
      t("memberId"),
      t("guid", "text", true),
      t("uid", "text", true),
      t("scope"),
      t("isBanned", "boolean"),
      t("joinedAt", "time"),
    ],
  },
  messages: {
    label: "Messages",
    idField: "muid",
    schema: importMessageRow,
    fields: [
      t("muid", "text", true),
      t("sender", "text", true),
      t("receiverType", "text", true),
      t("receiver", "text", true),
      t("category"),
      t("type"),
      t("data.text"),
      t("data.customData", "json"),
      t("data.metadata", "json"),
      t("tags", "list"),
      t("sentAt", "time", true),
      t("deliveredAt", "time"),
      t("readAt", "time"),
      t("senderUserDetails.name"),
      t("receiverUserDetails.name"),
    ],
  },
};

/** The row's id as the service keys it (ids are kept lower-case there, so duplicates are compared so). */
export function rowId(kind: ImportKind, row: unknown): string | undefined {
  if (!row || typeof row !== "object") return undefined;
  const r = row as Record<string, unknown>;
  if (
    kind === "members" &&
    r.memberId === undefined &&
    typeof r.guid === "string" &&
    typeof r.uid === "string"
  ) {
    return `${r.guid}_member_${r.uid}`;
  }
  const id = r[IMPORT_KIND_SPECS[kind].idField];
  return typeof id === "string" && id !== "" ? id : undefined;
}
