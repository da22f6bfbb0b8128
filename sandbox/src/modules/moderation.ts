import { z } from "zod";
import { csvToTerms } from "../../../lib/moderation/csv";
import { patternError } from "../../../lib/moderation/evaluate";
import {
  blockedListEnvelope,
  type ConditionInput,
  controlFlagInput,
  createReasonInput,
  createRuleInput,
  emptyDataEnvelope,
  flaggedListEnvelope,
  flagMessageInput,
  keywordListEnvelope,
  keywordListInput,
  keywordListListEnvelope,
  reasonDeletedSchema,
  reasonEnvelope,
  reasonListEnvelope,
  reviewAnswerEnvelope,
  reviewBlockedInput,
  reviewedListEnvelope,
  reviewFlaggedInput,
  ruleEnvelope,
  ruleListEnvelope,
  updateReasonInput,
  updateRuleInput,
} from "../../../lib/schemas/moderation";
import type { AppRow } from "../core/apps";
import { emit } from "../core/events";
import type { SendInput } from "../core/message-actions";
import { deleteMessage } from "../core/message-actions";
import { findMessage, insertMessage, messageView, requireMessage } from "../core/messages";
import {
  currentRules,
  ensureModerationDefaults,
  findKeywordList,
  findRule,
  type KeywordListRow,
  keywordLists,
  keywordListView,
  type RuleBody,
  requireRule,
  ruleRevisions,
  ruleView,
} from "../core/moderation";
import { findUser } from "../core/users";
import type { Db } from "../db/open";
import { type Deps, seconds } from "../deps";
import { ApiError, badRequest, conflict, notFound } from "../http/errors";
import { qint, success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";

const TAG = "Moderation";
const MAX_TERMS = 10_000;
const limitQuery = z.object({ limit: qint(1, 1000).optional().default(50) });
const moderationId = z.string().min(1).max(100);
/** [ours] Narrows a review list; the published lists take only `limit`. */
const reviewFilters = limitQuery.extend({
  sender: z.string().max(100).optional(),
  receiver: z.string().max(100).optional(),
  reasonId: z.string().max(100).optional(),
  ruleId: z.string().max(100).optional(),
  from: qint(0, 9_999_999_999).optional(),
  to: qint(0, 9_999_999_999).optional(),
});
type ReviewFilters = z.output<typeof reviewFilters>;

const listMeta = (limit: number, count: number) => ({ current: { limit, count } });

function ready(deps: Deps, app: AppRow) {
  ensureModerationDefaults(deps.db, app.id, seconds(deps));
}

/** Keyword references must name lists, and patterns must compile. */
function checkConditions(db: Db, appId: string, conditions: ConditionInput[]) {
  conditions.forEach((c, i) => {
    if (c.isKeywordsReferencePresent) {
      const missing = c.value.filter((id) => !findKeywordList(db, appId, id));
      if (missing.length)
        throw badRequest(`No keyword list ${missing.join(", ")}.`, {
          [`conditions.${i}.value`]: [`names no keyword list: ${missing.join(", ")}`],
        });
    } else if (c.category === "pattern" && !c.isMediaPresent) {
      const bad = c.value.map(patternError).find(Boolean);
      if (bad) throw badRequest(bad, { [`conditions.${i}.value`]: [bad] });
    }
  });
}

const bodyOf = (b: z.output<typeof updateRuleInput>, enabledBefore = true): RuleBody => ({
  name: b.name,
  description: b.description,
  enabled: b.enabled ?? enabledBefore,
  action: [...new Set(b.action)],
  filters: b.filters,
  conditions: b.conditions.map((c, i) => ({ ...c, id: c.id ?? i + 1 })),
});

function writeRevision(
  db: Db,
  appId: string,
  id: string,
  body: RuleBody,
  createdAt: number,
  now: number,
  isDefault: boolean,
) {
  const { next } = db
    .prepare(
      "SELECT COALESCE(max(revision), 0) + 1 AS next FROM mod_rule_revisions WHERE app_id = ? AND rule_id = ?",
    )
    .get(appId, id) as { next: number };
  db.prepare(
    `INSERT INTO mod_rule_revisions (app_id, rule_id, revision, body, created_at, updated_at, is_default)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(appId, id, next, JSON.stringify(body), createdAt, now, isDefault ? 1 : 0);
}

const rules: AnyRoute[] = [
  appRoute({
    api: "chat",
    method: "post",
    path: "/moderation/rules",
    tag: TAG,
    summary:
      "Create a rule: conditions on a message's text or custom data (words, keyword lists by id, or patterns; contains or equals), optional sender and receiver filters, and its action (blockMessage withholds a match for review, dropMessage discards it). It applies to messages sent from then on; image and video conditions are accepted, but the sandbox does not analyse media.",
    body: createRuleInput,
    response: ruleEnvelope,
    handler: ({ deps, app, body }) => {
      ready(deps, app);
      if (findRule(deps.db, app.id, body.id))
        throw conflict("ERR_RULE_ALREADY_EXISTS", `The rule ${body.id} already exists.`);
      checkConditions(deps.db, app.id, body.conditions);
      const now = seconds(deps);
      writeRevision(deps.db, app.id, body.id, bodyOf(body), now, now, false);
      return { data: ruleView(app.id, requireRule(deps.db, app.id, body.id)) };
    },
  }),
  appRoute({
    api: "chat",
    method: "get",
    path: "/moderation/rules",
    tag: TAG,
    summary: "List the rules, newest first (the service's defaults included, marked default)",
    query: limitQuery,
    response: ruleListEnvelope,
    handler: ({ deps, app, query }) => {
      ready(deps, app);
      const all = currentRules(deps.db, app.id).slice(0, query.limit);
      return { data: all.map((r) => ruleView(app.id, r)), meta: listMeta(query.limit, all.length) };
    },
  }),
  appRoute({
    api: "chat",
    method: "get",
    path: "/moderation/rules/:ruleId",
    tag: TAG,
    summary: "Get a rule's current revision",
    params: z.object({ ruleId: moderationId }),
    response: ruleEnvelope,
    handler: ({ deps, app, params }) => {
      ready(deps, app);
      return { data: ruleView(app.id, requireRule(deps.db, app.id, params.ruleId)) };
    },
  }),
  appRoute({
    api: "chat",
    method: "put",
    path: "/moderation/rules/:ruleId",
    tag: TAG,
    summary:
      "Replace a rule's name, description, conditions, filters, action or enabled state: a new revision",
    params: z.object({ ruleId: moderationId }),
    body: updateRuleInput,
    response: ruleEnvelope,
    handler: ({ deps, app, params, body }) => {
      ready(deps, app);
      const rule = requireRule(deps.db, app.id, params.ruleId);
      if (body.id !== undefined && body.id !== rule.id)
        throw badRequest("A rule's id cannot change.", { id: [`must be ${rule.id}`] });
      checkConditions(deps.db, app.id, body.conditions);
      writeRevision(
        deps.db,
        app.id,
        rule.id,
        bodyOf(body, rule.body.enabled),
        rule.createdAt,
        seconds(deps),
        rule.isDefault,
      );
      return { data: ruleView(app.id, requireRule(deps.db, app.id, rule.id)) };
    },
  }),
  appRoute({
    api: "chat",
    method: "delete",
    path: "/moderation/rules/:ruleId",
    tag: TAG,
    summary: "Delete a rule and its revisions; messages it blocked stay in review",
    params: z.object({ ruleId: moderationId }),
    response: reviewAnswerEnvelope,
    handler: ({ deps, app, params }) => {
      ready(deps, app);
      const rule = requireRule(deps.db, app.id, params.ruleId);
      deps.db
        .prepare("UPDATE mod_rule_revisions SET deleted = 1 WHERE app_id = ? AND rule_id = ?")
        .run(app.id, rule.id);
      return success(`Rule with id ${rule.id} has been deleted successfully.`);
    },
  }),
  appRoute({
    api: "chat",
    method: "get",
    path: "/moderation/rules/:ruleId/revisions",
    tag: TAG,
    summary: "A rule's revisions, newest first; only the newest is active",
    params: z.object({ ruleId: moderationId }),
    query: limitQuery,
    response: ruleListEnvelope,
    handler: ({ deps, app, params, query }) => {
      ready(deps, app);
      requireRule(deps.db, app.id, params.ruleId);
      const all = ruleRevisions(deps.db, app.id, params.ruleId).slice(0, query.limit);
      return {
        data: all.map((r, i) => ruleView(app.id, r, i === 0)),
        meta: listMeta(query.limit, all.length),
      };
    },
  }),
];

function termsOf(body: z.output<typeof keywordListInput>): { terms: string[]; csv: boolean } | undefined {
  if (body.file !== undefined) return { terms: csvToTerms(body.file), csv: true };
  if (body.category === "sentence-similarity" && body.disallowedSentences !== undefined) {
    const s = body.disallowedSentences;
    return { terms: (Array.isArray(s) ? s : s.split(",")).map((t) => t.trim()).filter(Boolean), csv: false };
  }
  if (body.searchTerms !== undefined)
    return {
      terms: body.searchTerms
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean),
      csv: false,
    };
  return undefined;
}

function checkTerms(category: string, terms: string[]) {
  if (terms.length === 0) throw badRequest("The list has no terms.", { searchTerms: ["holds no terms"] });
  if (terms.length > MAX_TERMS)
    throw badRequest(`A list holds at most ${MAX_TERMS} terms.`, {
      searchTerms: [`holds ${terms.length} terms`],
    });
  const long = terms.find((t) => t.length > 1000);
  if (long)
    throw badRequest("A term is at most 1,000 characters.", {
      searchTerms: ["holds a term over 1,000 characters"],
    });
  if (category === "pattern") {
    const bad = terms.map(patternError).find(Boolean);
    if (bad) throw badRequest(bad, { searchTerms: [bad] });
  }
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100);

function requireList(db: Db, appId: string, id: string): KeywordListRow {
  const row = findKeywordList(db, appId, id);
  if (!row) throw notFound("ERR_KEYWORD_NOT_FOUND", `The keyword list ${id} does not exist.`);
  return row;
}

const keywords: AnyRoute[] = [
  appRoute({
    api: "chat",
    method: "post",
    path: "/moderation/keywords",
    form: true,
    tag: TAG,
    summary:
      "Create a keyword list from a form (multipart/form-data, as published): category word, pattern or sentence-similarity; searchTerms comma-separated, disallowedSentences, or a CSV file (one term per cell; [ours] cells are unquoted)",
    body: keywordListInput,
    response: keywordListEnvelope,
    handler: ({ deps, app, body }) => {
      ready(deps, app);
      const id = body.id ?? slug(body.name ?? "");
      if (!id) throw badRequest("Give the list an id or a name.", { id: ["is required without a name"] });
      if (findKeywordList(deps.db, app.id, id))
        throw conflict("ERR_KEYWORD_ALREADY_EXISTS", `The keyword list ${id} already exists.`);
      const given = termsOf(body);
      if (!given)
        throw badRequest("Give searchTerms, disallowedSentences or a file.", {
          searchTerms: ["is required"],
        });
      checkTerms(body.category, given.terms);
      const now = seconds(deps);
      deps.db
        .prepare(
          `INSERT INTO mod_keyword_lists (app_id, id, name, description, category, is_csv, terms, revision, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
        )
        .run(
          app.id,
          id,
          body.name ?? id,
          body.description ?? null,
          body.category,
          given.csv ? 1 : 0,
          JSON.stringify(given.terms),
          now,
          now,
        );
      return { data: keywordListView(app.id, requireList(deps.db, app.id, id)) };
    },
  }),
  appRoute({
    api: "chat",
    method: "get",
    path: "/moderation/keywords",
    tag: TAG,
    summary: "List the keyword lists, newest first",
    query: limitQuery,
    response: keywordListListEnvelope,
    handler: ({ deps, app, query }) => {
      ready(deps, app);
      const all = keywordLists(deps.db, app.id).slice(0, query.limit);
      return { data: all.map((l) => keywordListView(app.id, l)), meta: listMeta(query.limit, all.length) };
    },
  }),
  appRoute({
    api: "chat",
    method: "get",
    path: "/moderation/keywords/:keywordId",
    tag: TAG,
    summary: "Get a keyword list",
    params: z.object({ keywordId: moderationId }),
    response: keywordListEnvelope,
    handler: ({ deps, app, params }) => {
      ready(deps, app);
      return { data: keywordListView(app.id, requireList(deps.db, app.id, params.keywordId)) };
    },
  }),
  appRoute({
    api: "chat",
    method: "put",
    path: "/moderation/keywords/:keywordId",
    form: true,
    tag: TAG,
    summary:
      "Update a keyword list from a form: the fields given replace the list's (terms replace all its terms)",
    params: z.object({ keywordId: moderationId }),
    body: keywordListInput,
    response: keywordListEnvelope,
    handler: ({ deps, app, params, body }) => {
      ready(deps, app);
      const row = requireList(deps.db, app.id, params.keywordId);
      if (body.id !== undefined && body.id !== row.id)
        throw badRequest("A list's id cannot change.", { id: [`must be ${row.id}`] });
      const given = termsOf(body);
      const terms = given?.terms ?? (JSON.parse(row.terms) as string[]);
      checkTerms(body.category, terms);
      deps.db
        .prepare(
          `UPDATE mod_keyword_lists SET name = ?, description = ?, category = ?, is_csv = ?, terms = ?, revision = revision + 1, updated_at = ?
            WHERE app_id = ? AND id = ?`,
        )
        .run(
          body.name ?? row.name,
          body.description ?? row.description,
          body.category,
          given ? (given.csv ? 1 : 0) : row.is_csv,
          JSON.stringify(terms),
          seconds(deps),
          app.id,
          row.id,
        );
      return { data: keywordListView(app.id, requireList(deps.db, app.id, row.id)) };
    },
  }),
  appRoute({
    api: "chat",
    method: "delete",
    path: "/moderation/keywords/:keywordId",
    tag: TAG,
    summary: "Delete a keyword list no rule refers to (400 ERR_KEYWORD_IN_USE names the rules) [ours]",
    params: z.object({ keywordId: moderationId }),
    response: reviewAnswerEnvelope,
    handler: ({ deps, app, params }) => {
      ready(deps, app);
      const row = requireList(deps.db, app.id, params.keywordId);
      const users = currentRules(deps.db, app.id)
        .filter((r) =>
          r.body.conditions.some((c) => c.isKeywordsReferencePresent && c.value.includes(row.id)),
        )
        .map((r) => r.id);
      if (users.length)
        throw new ApiError(
          400,
          "ERR_KEYWORD_IN_USE",
          `The keyword list ${row.id} is used by the rules ${users.join(", ")}.`,
        );
      deps.db.prepare("DELETE FROM mod_keyword_lists WHERE app_id = ? AND id = ?").run(app.id, row.id);
      return success(`Keyword with id ${row.id} has been deleted successfully.`);
    },
  }),
];

interface ReasonRow {
  id: string;
  name: string;
  description: string | null;
  is_default: number;
  created_at: number;
  updated_at: number;
}
const reasonView = (r: ReasonRow) => ({
  id: r.id,
  name: r.name,
  ...(r.description ? { description: r.description } : {}),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  ...(r.is_default ? { default: true } : {}),
});
function requireReason(db: Db, appId: string, id: string): ReasonRow {
  const row = db.prepare("SELECT * FROM mod_reasons WHERE app_id = ? AND id = ?").get(appId, id) as
    | ReasonRow
    | undefined;
  if (!row) throw notFound("ERR_REASON_NOT_FOUND", `The reason ${id} does not exist.`);
  return row;
}

const reasons: AnyRoute[] = [
  appRoute({
    api: "chat",
    method: "post",
    path: "/moderation/reasons",
    tag: `${TAG} - Reasons`,
    summary: "Create a reason users may give when they report a message",
    body: createReasonInput,
    response: reasonEnvelope,
    handler: ({ deps, app, body }) => {
      ready(deps, app);
      if (deps.db.prepare("SELECT 1 FROM mod_reasons WHERE app_id = ? AND id = ?").get(app.id, body.id))
        throw conflict("ERR_REASON_ALREADY_EXISTS", `The reason ${body.id} already exists.`);
      const now = seconds(deps);
      deps.db
        .prepare(
          "INSERT INTO mod_reasons (app_id, id, name, description, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .run(app.id, body.id, body.name, body.description ?? null, now, now);
      return { data: reasonView(requireReason(deps.db, app.id, body.id)) };
    },
  }),
  appRoute({
    api: "chat",
    method: "get",
    path: "/moderation/reasons",
    tag: `${TAG} - Reasons`,
    summary: "List the reasons, the service's defaults first",
    query: limitQuery,
    response: reasonListEnvelope,
    handler: ({ deps, app, query }) => {
      ready(deps, app);
      const rows = deps.db
        .prepare(
          "SELECT * FROM mod_reasons WHERE app_id = ? ORDER BY is_default DESC, created_at, id LIMIT ?",
        )
        .all(app.id, query.limit) as ReasonRow[];
      return { data: rows.map(reasonView), meta: listMeta(query.limit, rows.length) };
    },
  }),
  appRoute({
    api: "chat",
    method: "get",
    path: "/moderation/reasons/:id",
    tag: `${TAG} - Reasons`,
    summary: "Get a reason",
    params: z.object({ id: moderationId }),
    response: reasonEnvelope,
    handler: ({ deps, app, params }) => {
      ready(deps, app);
      return { data: reasonView(requireReason(deps.db, app.id, params.id)) };
    },
  }),
  appRoute({
    api: "chat",
    method: "put",
    path: "/moderation/reasons/:id",
    tag: `${TAG} - Reasons`,
    summary: "Rename a reason (and [ours] change its description)",
    params: z.object({ id: moderationId }),
    body: updateReasonInput,
    response: reasonEnvelope,
    handler: ({ deps, app, params, body }) => {
      ready(deps, app);
      const row = requireReason(deps.db, app.id, params.id);
      deps.db
        .prepare(
          "UPDATE mod_reasons SET name = ?, description = ?, updated_at = ? WHERE app_id = ? AND id = ?",
        )
        .run(body.name, body.description ?? row.description, seconds(deps), app.id, row.id);
      return { data: reasonView(requireReason(deps.db, app.id, row.id)) };
    },
  }),
  appRoute({
    api: "chat",
    method: "delete",
    path: "/moderation/reasons/:id",
    tag: `${TAG} - Reasons`,
    summary:
      "Delete a reason; reports that gave it keep its id. Answers {success, message} outside data, as published.",
    params: z.object({ id: moderationId }),
    response: reasonDeletedSchema,
    handler: ({ deps, app, params }) => {
      ready(deps, app);
      const row = requireReason(deps.db, app.id, params.id);
      deps.db.prepare("DELETE FROM mod_reasons WHERE app_id = ? AND id = ?").run(app.id, row.id);
      return { success: true, message: `The reason with id ${row.id} has been deleted successfully.` };
    },
  }),
];

function flag(
  deps: Deps,
  app: AppRow,
  messageId: string,
  uid: string,
  body: z.output<typeof flagMessageInput>,
) {
  ready(deps, app);
  const msg = requireMessage(deps.db, app.id, messageId);
  if (msg.deleted_at) throw badRequest("A deleted message cannot be reported.", { id: ["is deleted"] });
  if (msg.sender === uid)
    throw badRequest("A user cannot report their own message.", { onBehalfOf: ["sent the message"] });
  if (body.reasonId) requireReason(deps.db, app.id, body.reasonId);
  const now = seconds(deps);
  deps.db
    .prepare(
      `INSERT INTO mod_flagged (app_id, message_id, status, created_at, updated_at) VALUES (?, ?, 'pending', ?, ?)
       ON CONFLICT (app_id, message_id) DO UPDATE SET status = 'pending', reviewed_at = NULL, updated_at = excluded.updated_at`,
    )
    .run(app.id, msg.id, now, now);
  deps.db
    .prepare(
      `INSERT INTO mod_flag_reports (app_id, message_id, uid, reason_id, remark, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (app_id, message_id, uid) DO UPDATE SET reason_id = excluded.reason_id, remark = excluded.remark, created_at = excluded.created_at`,
    )
    .run(app.id, msg.id, uid, body.reasonId ?? null, body.remark ?? null, now);
  return { data: { success: true, message: `The message ${msg.id} has been flagged for review.` } };
}

interface FlaggedRow {
  message_id: number;
  status: "pending" | "approved" | "disapproved";
  created_at: number;
  updated_at: number;
  reviewed_at: number | null;
}

function messageOrStub(db: Db, appId: string, id: number) {
  const row = findMessage(db, appId, id);
  return row ? messageView(row) : { id: String(id) };
}

function flaggedView(db: Db, appId: string, r: FlaggedRow) {
  const reports = db
    .prepare(
      `SELECT f.uid, f.reason_id, f.remark, f.created_at, r.name AS reason FROM mod_flag_reports f
         LEFT JOIN mod_reasons r ON r.app_id = f.app_id AND r.id = f.reason_id
        WHERE f.app_id = ? AND f.message_id = ? ORDER BY f.created_at, f.uid`,
    )
    .all(appId, r.message_id) as {
    uid: string;
    reason_id: string | null;
    remark: string | null;
    created_at: number;
    reason: string | null;
  }[];
  return {
    id: String(r.message_id),
    messageId: String(r.message_id),
    message: messageOrStub(db, appId, r.message_id),
    flags: reports.map((f) => ({
      uid: f.uid,
      ...(f.reason_id ? { reasonId: f.reason_id } : {}),
      ...(f.reason ? { reason: f.reason } : {}),
      ...(f.remark ? { remark: f.remark } : {}),
      createdAt: f.created_at,
    })),
    status: r.status,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    ...(r.reviewed_at ? { reviewedAt: r.reviewed_at } : {}),
  };
}

/** SQL and values narrowing a review list by sender, receiver and time; messages are read from `m` (a JSON message). */
function narrow(q: ReviewFilters, senderSql: string, receiverSql: string, timeSql: string) {
  const where: string[] = [];
  const values: unknown[] = [];
  if (q.sender) {
    where.push(`${senderSql} = ?`);
    values.push(q.sender.toLowerCase());
  }
  if (q.receiver) {
    where.push(`${receiverSql} = ?`);
    values.push(q.receiver.toLowerCase());
  }
  if (q.from !== undefined) {
    where.push(`${timeSql} >= ?`);
    values.push(q.from);
  }
  if (q.to !== undefined) {
    where.push(`${timeSql} <= ?`);
    values.push(q.to);
  }
  return { where, values };
}

const review: AnyRoute[] = [
  appRoute({
    api: "chat",
    method: "post",
    path: "/messages/:id/flagged",
    tag: `${TAG} - Flagged Messages`,
    summary:
      "Report a message on a user's behalf (onBehalfOf), with a reason and a remark; it goes to the flagged messages for review",
    onBehalfOf: "required",
    params: z.object({ id: z.string().max(30) }),
    body: flagMessageInput,
    response: emptyDataEnvelope,
    handler: ({ deps, app, actor, params, body }) => flag(deps, app, params.id, actor as string, body),
  }),
  appRoute({
    api: "sandbox",
    method: "post",
    path: "/messages/:id/flags",
    tag: "Sandbox",
    summary: "Record a report of a message as if a user had sent it from a client SDK (sandbox only)",
    params: z.object({ id: z.string().max(30) }),
    body: controlFlagInput,
    response: emptyDataEnvelope,
    handler: ({ deps, app, params, body }) => {
      const user = findUser(deps.db, app.id, body.uid.toLowerCase());
      if (!user) throw notFound("ERR_UID_NOT_FOUND", `The UID ${body.uid} does not exist.`);
      return flag(deps, app, params.id, user.uid, body);
    },
  }),
  appRoute({
    api: "chat",
    method: "get",
    path: "/moderation/flagged-messages",
    tag: `${TAG} - Flagged Messages`,
    summary:
      "The reported messages waiting for review, oldest first, each with its reports; [ours] narrowed by sender, receiver (uid or guid), reasonId and a from/to time (unix seconds)",
    query: reviewFilters,
    response: flaggedListEnvelope,
    handler: ({ deps, app, query }) => {
      ready(deps, app);
      const { where, values } = narrow(query, "m.sender", "m.receiver", "f.created_at");
      if (query.reasonId) {
        where.push(
          "EXISTS (SELECT 1 FROM mod_flag_reports r WHERE r.app_id = f.app_id AND r.message_id = f.message_id AND r.reason_id = ?)",
        );
        values.push(query.reasonId);
      }
      const rows = deps.db
        .prepare(
          `SELECT f.* FROM mod_flagged f LEFT JOIN messages m ON m.id = f.message_id
            WHERE f.app_id = ? AND f.status = 'pending' ${where.map((w) => `AND ${w}`).join(" ")}
            ORDER BY f.created_at, f.message_id LIMIT ?`,
        )
        .all(app.id, ...values, query.limit) as FlaggedRow[];
      return {
        data: rows.map((r) => flaggedView(deps.db, app.id, r)),
        meta: listMeta(query.limit, rows.length),
      };
    },
  }),
  appRoute({
    api: "chat",
    method: "patch",
    path: "/moderation/flagged-messages/:id",
    tag: `${TAG} - Flagged Messages`,
    summary:
      "Review a reported message: approved keeps it, disapproved deletes it for everyone; either way it moves to the reviewed messages",
    params: z.object({ id: z.string().max(30) }),
    body: reviewFlaggedInput,
    response: reviewAnswerEnvelope,
    handler: ({ deps, app, params, body }) => {
      ready(deps, app);
      const row = deps.db
        .prepare("SELECT * FROM mod_flagged WHERE app_id = ? AND message_id = ? AND status = 'pending'")
        .get(app.id, Number(params.id) || -1) as FlaggedRow | undefined;
      if (!row)
        throw notFound(
          "ERR_FLAGGED_MESSAGE_NOT_FOUND",
          `No report of the message ${params.id} waits for review.`,
        );
      const now = seconds(deps);
      if (body.status === "disapproved") {
        const msg = findMessage(deps.db, app.id, row.message_id);
        if (msg && !msg.deleted_at) {
          const action = deleteMessage(deps.db, app.id, { id: msg.id }, now);
          emit(deps, app, "message_deleted", { message: messageView(action) });
        }
      }
      deps.db
        .prepare(
          "UPDATE mod_flagged SET status = ?, reviewed_at = ?, updated_at = ? WHERE app_id = ? AND message_id = ?",
        )
        .run(body.status, now, now, app.id, row.message_id);
      return success(`Message with ID ${row.message_id} has been reviewed successfully.`);
    },
  }),
  appRoute({
    api: "chat",
    method: "get",
    path: "/moderation/reviewed-messages",
    tag: `${TAG} - Reviewed Messages`,
    summary:
      "Reported and blocked messages a moderator has reviewed, newest review first, with the outcome; [ours] createdAt is when it was first reported or blocked",
    query: limitQuery,
    response: reviewedListEnvelope,
    handler: ({ deps, app, query }) => {
      ready(deps, app);
      const rows = deps.db
        .prepare(
          `SELECT 'flagged' AS kind, message_id, status, updated_at AS at, created_at AS since, NULL AS rule_id, NULL AS message FROM mod_flagged
            WHERE app_id = @app AND status <> 'pending'
           UNION ALL
           SELECT 'blocked', message_id, status, updated_at, created_at, rule_id, message FROM mod_blocked
            WHERE app_id = @app AND status <> 'pending'
           ORDER BY at DESC, message_id DESC LIMIT @limit`,
        )
        .all({ app: app.id, limit: query.limit }) as {
        kind: "flagged" | "blocked";
        message_id: number;
        status: string;
        at: number;
        since: number;
        rule_id: string | null;
        message: string | null;
      }[];
      const reasonsOf = deps.db.prepare(
        "SELECT DISTINCT reason_id FROM mod_flag_reports WHERE app_id = ? AND message_id = ? AND reason_id IS NOT NULL",
      );
      return {
        data: rows.map((r) => ({
          id: String(r.message_id),
          messageId: String(r.message_id),
          kind: r.kind,
          status: r.status,
          message:
            r.kind === "blocked" && r.status !== "approved" && r.message
              ? (JSON.parse(r.message) as Record<string, unknown>)
              : messageOrStub(deps.db, app.id, r.message_id),
          reviewedAt: r.at,
          createdAt: r.since,
          ...(r.rule_id ? { ruleId: r.rule_id } : {}),
          ...(r.kind === "flagged"
            ? {
                reasonIds: (reasonsOf.all(app.id, r.message_id) as { reason_id: string }[]).map(
                  (x) => x.reason_id,
                ),
              }
            : {}),
        })),
        meta: listMeta(query.limit, rows.length),
      };
    },
  }),
  appRoute({
    api: "chat",
    method: "get",
    path: "/moderation/blocked-messages",
    tag: TAG,
    summary:
      "Messages a rule withheld, waiting for review, oldest first, with the rule, its revision and the condition that matched; [ours] narrowed by sender, receiver, ruleId and a from/to time",
    query: reviewFilters,
    response: blockedListEnvelope,
    handler: ({ deps, app, query }) => {
      ready(deps, app);
      const { where, values } = narrow(
        query,
        "json_extract(b.message, '$.sender')",
        "json_extract(b.message, '$.receiver')",
        "b.created_at",
      );
      if (query.ruleId) {
        where.push("b.rule_id = ?");
        values.push(query.ruleId);
      }
      const rows = deps.db
        .prepare(
          `SELECT * FROM mod_blocked b WHERE b.app_id = ? AND b.status = 'pending' ${where.map((w) => `AND ${w}`).join(" ")}
            ORDER BY b.created_at, b.message_id LIMIT ?`,
        )
        .all(app.id, ...values, query.limit) as BlockedRow[];
      return { data: rows.map(blockedView), meta: listMeta(query.limit, rows.length) };
    },
  }),
  appRoute({
    api: "chat",
    method: "patch",
    path: "/moderation/blocked-messages/:id",
    tag: TAG,
    summary:
      "Review a blocked message: approved delivers it to its conversation as it was sent (message_sent fires), rejected keeps it withheld; either way it moves to the reviewed messages",
    params: z.object({ id: z.string().max(30) }),
    body: reviewBlockedInput,
    response: reviewAnswerEnvelope,
    handler: ({ deps, app, params, body }) => {
      ready(deps, app);
      const row = deps.db
        .prepare("SELECT * FROM mod_blocked WHERE app_id = ? AND message_id = ? AND status = 'pending'")
        .get(app.id, Number(params.id) || -1) as BlockedRow | undefined;
      if (!row)
        throw notFound("ERR_BLOCKED_MESSAGE_NOT_FOUND", `No blocked message ${params.id} waits for review.`);
      const now = seconds(deps);
      if (body.status === "approved") {
        const send = JSON.parse(row.send) as SendInput;
        const delivered = insertMessage(deps.db, app.id, { ...send, id: row.message_id }, now);
        emit(deps, app, "message_sent", { message: messageView(delivered) });
      }
      deps.db
        .prepare("UPDATE mod_blocked SET status = ?, updated_at = ? WHERE app_id = ? AND message_id = ?")
        .run(body.status, now, app.id, row.message_id);
      return success(
        body.status === "approved"
          ? `Message with ID ${row.message_id} has been approved.`
          : `Message with ID ${row.message_id} has been reviewed successfully.`,
      );
    },
  }),
];

interface BlockedRow {
  message_id: number;
  rule_id: string;
  rule_name: string;
  revision_id: string;
  condition: string;
  matched: string | null;
  action: string;
  message: string;
  send: string;
  status: "pending" | "approved" | "rejected";
  created_at: number;
  updated_at: number;
}

const blockedView = (r: BlockedRow) => ({
  id: String(r.message_id),
  ruleId: r.rule_id,
  ruleName: r.rule_name,
  revisionId: r.revision_id,
  condition: JSON.parse(r.condition),
  ...(r.matched ? { matched: r.matched } : {}),
  message: JSON.parse(r.message),
  action: JSON.parse(r.action) as string[],
  status: r.status,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export const moderationRoutes: AnyRoute[] = [...rules, ...keywords, ...reasons, ...review];
