import { z } from "zod";
import { uidSchema } from "./users";

/** What a background export can hold, in the order it writes them. */
export const DATA_EXPORT_KINDS = ["messages", "users", "groups", "members", "calls", "reactions"] as const;
export const dataExportKind = z.enum(DATA_EXPORT_KINDS, {
  error: `must be one of ${DATA_EXPORT_KINDS.join(", ")}`,
});
export type DataExportKind = z.infer<typeof dataExportKind>;

export const DATA_EXPORT_FORMATS = ["jsonl", "csv"] as const;
export const dataExportFormat = z.enum(DATA_EXPORT_FORMATS, { error: "must be jsonl or csv" });
export type DataExportFormat = z.infer<typeof dataExportFormat>;

/**
 * What an archive of everything about one user holds, in the order it writes them: a JSON file and a CSV file
 * of each, in one zip with a README.
 */
export const USER_ARCHIVE_KINDS = [
  "profile",
  "messages",
  "reactions",
  "groups",
  "calls",
  "blocked-users",
  "friends",
  "auth-tokens",
  "notification-logs",
  "audit-log",
] as const;
export type UserArchiveKind = (typeof USER_ARCHIVE_KINDS)[number];

/** An archive of one user is stored as this format; its kinds are `USER_ARCHIVE_KINDS`. */
export const ARCHIVE_FORMAT = "zip";
/** Every format a stored export can have: the app-wide exports' and the user archive's. */
export const STORED_FORMATS = [...DATA_EXPORT_FORMATS, ARCHIVE_FORMAT] as const;
export type StoredFormat = (typeof STORED_FORMATS)[number];

export const createUserArchiveInput = z.object({ uid: uidSchema });
export type CreateUserArchiveInput = z.infer<typeof createUserArchiveInput>;

export const DATA_EXPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** A date range longer than this is refused: a longer one is the whole app, asked for as such. */
export const MAX_RANGE_DAYS = 366;
const DAY = 86_400;

const isDay = (s: string) => {
  const t = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(s);
};

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a day as YYYY-MM-DD")
  .refine(isDay, "is no such day");

/** Unix seconds of a day's start, UTC. */
export const dayStart = (d: string) => Date.parse(`${d}T00:00:00Z`) / 1000;

/**
 * The form's input: the kinds, the format, and either no range (the whole app) or both days of one, each
 * day counted whole (UTC), so `from` = `to` is that one day.
 */
export const createDataExportInput = z
  .object({
    kinds: z
      .array(dataExportKind)
      .min(1, "pick at least one kind")
      .refine((k) => new Set(k).size === k.length, "names a kind twice"),
    format: dataExportFormat,
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.from === undefined) !== (v.to === undefined)) {
      const path = v.from === undefined ? "from" : "to";
      ctx.addIssue({
        code: "custom",
        path: [path],
        message: "give both days of the range, or neither for the whole app",
      });
      return;
    }
    if (v.from === undefined || v.to === undefined) return;
    // A day that does not exist has its own issue already.
    if (!isDay(v.from) || !isDay(v.to)) return;
    const span = (dayStart(v.to) - dayStart(v.from)) / DAY + 1;
    if (span < 1)
      ctx.addIssue({ code: "custom", path: ["to"], message: "must be on or after the start day" });
    else if (span > MAX_RANGE_DAYS)
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `the range is ${span} days; at most ${MAX_RANGE_DAYS} (leave both days empty for the whole app)`,
      });
  });
export type CreateDataExportInput = z.infer<typeof createDataExportInput>;

/** The range an export covers, in Unix seconds: `from` inclusive, `to` exclusive; none for the whole app. */
export type ExportRange = { from: number; to: number } | undefined;

export const rangeOf = (v: Pick<CreateDataExportInput, "from" | "to">): ExportRange =>
  v.from && v.to ? { from: dayStart(v.from), to: dayStart(v.to) + DAY } : undefined;

export const dataExportIdInput = z.object({ id: z.string().min(1).max(64) });

/** An export as the browser sees it: no file path, no token. */
export const dataExportView = z.object({
  id: z.string(),
  kinds: z.array(z.string()),
  format: z.enum(STORED_FORMATS),
  /** The user an archive is about; null for an export of the app. */
  subject: z.string().nullable(),
  rangeFrom: z.number().nullable(),
  rangeTo: z.number().nullable(),
  status: z.enum(DATA_EXPORT_STATUSES),
  rowsDone: z.number(),
  currentKind: z.string().nullable(),
  bytes: z.number(),
  error: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.number(),
  finishedAt: z.number().nullable(),
  expiresAt: z.number(),
  /** Whether this admin may delete it: who made it, or an admin. */
  deletable: z.boolean(),
});
export type DataExportView = z.infer<typeof dataExportView>;

export const KIND_LABEL: Record<string, string> = {
  messages: "Messages",
  users: "Users",
  groups: "Groups",
  members: "Group members",
  calls: "Calls",
  reactions: "Reactions",
  profile: "Profile",
  "blocked-users": "Blocked users",
  friends: "Friends",
  "auth-tokens": "Auth tokens (masked)",
  "notification-logs": "Notification log",
  "audit-log": "Audit log",
};
