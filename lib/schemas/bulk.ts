import { z } from "zod";
import type { Role } from "./admins";
import { idSchema, memberScopeSchema } from "./groups";
import { uidSchema } from "./users";

/**
 * The operations a bulk job can apply, each to one kind of row: what it is called, who may run it,
 * what it needs besides the rows, how many rows one call of the service takes, and whether it can be
 * undone (the dry run says so before anything starts).
 */
export const BULK_OPERATIONS = {
  "users.deactivate": {
    label: "Deactivate",
    rows: "users",
    minRole: "moderator",
    perCall: 100,
    undo: "Reactivate them to undo it.",
  },
  "users.reactivate": {
    label: "Reactivate",
    rows: "users",
    minRole: "moderator",
    perCall: 100,
    undo: "Deactivate them to undo it.",
  },
  "users.delete": {
    label: "Delete permanently",
    rows: "users",
    minRole: "admin",
    perCall: 1,
    undo: null,
  },
  "users.add-to-group": {
    label: "Add to group",
    rows: "users",
    minRole: "moderator",
    perCall: 25,
    undo: "Kick them to undo it.",
  },
  "users.block": {
    label: "Block",
    rows: "users",
    minRole: "moderator",
    perCall: 100,
    undo: "Unblock them on the blocker's page to undo it.",
  },
  "members.kick": {
    label: "Kick",
    rows: "members",
    minRole: "moderator",
    perCall: 1,
    undo: "They can join again (private groups: add them back).",
  },
  "members.ban": {
    label: "Ban",
    rows: "members",
    minRole: "moderator",
    perCall: 1,
    undo: "Unban them from the banned list to undo it.",
  },
  "members.scope": {
    label: "Change scope",
    rows: "members",
    minRole: "moderator",
    perCall: 1,
    undo: "Change the scope back to undo it.",
  },
  "messages.delete": {
    label: "Delete",
    rows: "messages",
    minRole: "admin",
    perCall: 1,
    undo: null,
  },
  "reports.dismiss": {
    label: "Approve (dismiss the reports)",
    rows: "reports",
    minRole: "moderator",
    perCall: 1,
    undo: null,
  },
  "reports.remove": {
    label: "Remove the messages",
    rows: "reports",
    minRole: "moderator",
    perCall: 1,
    undo: null,
  },
  "blocked.deliver": {
    label: "Approve (deliver them)",
    rows: "blocked",
    minRole: "moderator",
    perCall: 1,
    undo: null,
  },
  "blocked.reject": {
    label: "Reject (never deliver)",
    rows: "blocked",
    minRole: "moderator",
    perCall: 1,
    undo: null,
  },
  // Rows uploaded on the import page, sent through the service's import API (50 rows a request).
  "data.import": {
    label: "Import",
    rows: "imported",
    minRole: "admin",
    perCall: 50,
    undo: null,
  },
  // Everything of one user, then the user: the rows are what the dry run listed, each removed by its own call.
  "users.erase": {
    label: "Erase",
    rows: "erasure",
    minRole: "admin",
    perCall: 1,
    undo: null,
  },
} as const satisfies Record<
  string,
  {
    label: string;
    /** Reports and blocked messages are items of the moderation queue, picked there (never by filter). */
    rows: "users" | "members" | "messages" | "reports" | "blocked" | "imported" | "erasure";
    minRole: Role;
    perCall: number;
    undo: string | null;
  }
>;

export type BulkOperation = keyof typeof BULK_OPERATIONS;
export type BulkRowKind = (typeof BULK_OPERATIONS)[BulkOperation]["rows"];
/** How a job's rows are named on its page. */
export const ROW_NOUNS: Record<BulkRowKind, string> = {
  users: "users",
  members: "members",
  messages: "messages",
  reports: "reported messages",
  blocked: "blocked messages",
  imported: "rows",
  erasure: "items",
};
export const bulkOperationSchema = z.enum(
  Object.keys(BULK_OPERATIONS) as [BulkOperation, ...BulkOperation[]],
);

/** What each operation needs besides its rows. */
export const bulkParamsSchemas = {
  "users.deactivate": z.object({}).strict(),
  "users.reactivate": z.object({}).strict(),
  "users.delete": z.object({}).strict(),
  "users.add-to-group": z.object({ guid: idSchema, scope: memberScopeSchema }).strict(),
  "users.block": z.object({ by: uidSchema }).strict(),
  "members.kick": z.object({ guid: idSchema }).strict(),
  "members.ban": z.object({ guid: idSchema }).strict(),
  "members.scope": z.object({ guid: idSchema, scope: memberScopeSchema }).strict(),
  "messages.delete": z.object({ permanent: z.boolean() }).strict(),
  "reports.dismiss": z.object({}).strict(),
  "reports.remove": z.object({}).strict(),
  "blocked.deliver": z.object({}).strict(),
  "blocked.reject": z.object({}).strict(),
  // What was uploaded, for the job's record: each file's kind, name and rows.
  "data.import": z
    .object({
      files: z.array(
        z.object({ kind: z.string(), name: z.string(), rows: z.number().int().min(0) }).strict(),
      ),
    })
    .strict(),
  // The user erased, and the role of the admin who started it (the receipt names both).
  "users.erase": z.object({ uid: uidSchema, byRole: z.string().max(20) }).strict(),
} satisfies Record<BulkOperation, z.ZodType>;

export type BulkParams<O extends BulkOperation> = z.output<(typeof bulkParamsSchemas)[O]>;

/** The most rows one job takes: a larger selection is refused with this number in the message. */
export const MAX_JOB_ROWS = 100_000;
/** The most ids a page selection names (the largest page of any list). */
export const MAX_PICKED_ROWS = 1000;

/**
 * The rows a job applies to: the ones picked on a page, or every row of a list matching its filter
 * (read when the job is created, so rows that stop matching while it runs are still applied).
 */
export const bulkSelectionSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("ids"),
    ids: z
      .array(z.string().min(1).max(255))
      .min(1, "Select at least one row.")
      .max(MAX_PICKED_ROWS, `Select at most ${MAX_PICKED_ROWS} rows, or all rows matching the filter.`),
  }),
  z.object({
    kind: z.literal("filter"),
    /** The list's query, exactly as its list action takes it. */
    query: z.record(z.string(), z.unknown()),
  }),
]);

export const bulkJobInput = z
  .object({
    operation: bulkOperationSchema,
    params: z.record(z.string(), z.unknown()).default({}),
    selection: bulkSelectionSchema,
  })
  .superRefine((v, ctx) => {
    const parsed = bulkParamsSchemas[v.operation].safeParse(v.params);
    for (const issue of parsed.error?.issues ?? []) {
      ctx.addIssue({ code: "custom", path: ["params", ...issue.path], message: issue.message });
    }
    const rows: string = BULK_OPERATIONS[v.operation].rows;
    if (rows === "imported") {
      ctx.addIssue({
        code: "custom",
        path: ["operation"],
        message: "An import starts from the import page.",
      });
    }
    if (rows === "erasure") {
      ctx.addIssue({
        code: "custom",
        path: ["operation"],
        message: "An erasure starts from the user's page, after its dry run.",
      });
    }
    if (v.selection.kind === "filter" && (rows === "reports" || rows === "blocked")) {
      ctx.addIssue({ code: "custom", path: ["selection"], message: "Pick the items in the review queue." });
    }
    if (v.selection.kind === "filter" && rows === "members" && typeof v.selection.query.guid !== "string") {
      ctx.addIssue({ code: "custom", path: ["selection"], message: "A member list is read per group." });
    }
  });
export type BulkJobInput = z.input<typeof bulkJobInput>;

export const BULK_JOB_STATUSES = ["queued", "running", "paused", "cancelled", "done"] as const;
export type BulkJobStatus = (typeof BULK_JOB_STATUSES)[number];
export const BULK_ROW_STATUSES = ["pending", "applying", "done", "refused", "skipped"] as const;
export type BulkRowStatus = (typeof BULK_ROW_STATUSES)[number];

export const bulkJobIdInput = z.object({ id: z.string().uuid() });

export const bulkJobsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(1000).default(25),
});

/** The erasure of one user, confirmed by typing the uid; `id` (made by the browser) makes a repeated start harmless. */
export const eraseUserInput = z
  .object({ uid: uidSchema, confirm: z.string().trim().max(200) })
  .refine((v) => v.confirm.toLowerCase() === v.uid.toLowerCase(), {
    path: ["confirm"],
    message: "Type the user's uid exactly to confirm.",
  });
export type EraseUserValues = z.input<typeof eraseUserInput>;
export const startEraseInput = z.intersection(eraseUserInput, z.object({ id: z.string().uuid() }));
export const erasePlanInput = z.object({ uid: uidSchema });
