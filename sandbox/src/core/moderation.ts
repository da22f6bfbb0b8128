import type { ConditionView, KeywordCategory, RuleFilter } from "../../../lib/schemas/moderation";
import { enforce } from "../../../lib/shared/moderation/budget";
import {
  firstMatch,
  type ListToEvaluate,
  messageKeys,
  type RuleMatch,
  type RuleToEvaluate,
} from "../../../lib/shared/moderation/evaluate";
import { Lru } from "../../../lib/shared/moderation/lru";
import { prepared } from "../db/prepared";
import type { Db } from "../db/types";
import { notFound } from "../http/errors";
import { indexKeywordTerms, type KeywordListRow } from "../store/moderation-keywords";
import { compact } from "./json";

export interface RuleBody {
  name: string;
  description?: string;
  enabled: boolean;
  action: string[];
  filters?: RuleFilter[];
  conditions: ConditionView[];
}

interface RevisionRow {
  rule_id: string;
  revision: number;
  body: string;
  created_at: number;
  updated_at: number;
  is_default: number;
  deleted: number;
}

export const revisionIdOf = (appId: string, id: string, revision: number) => `${appId}_${id}_${revision}`;

/** A mild starter list; admins add their own words. */
const DEFAULT_TERMS = [
  "damn",
  "crap",
  "idiot",
  "stupid",
  "loser",
  "shut up",
  "hate you",
  "scam",
  "moron",
  "jerk",
];
const DEFAULT_REASONS = [
  { id: "spam", name: "Spam", description: "Unwanted promotion, repeated or automated messages." },
  { id: "harassment", name: "Harassment", description: "Bullying, threats or abuse aimed at someone." },
  { id: "inappropriate", name: "Inappropriate content", description: "Sexual, violent or hateful content." },
  { id: "other", name: "Other", description: "Anything else the reporter explains in a remark." },
];
const textCondition = (value: string[], category: "word" | "pattern", keywords = false): ConditionView => ({
  id: 1,
  isKeywordsReferencePresent: keywords,
  isMediaPresent: false,
  entity: "message",
  operand: "text",
  category,
  operator: "contains",
  value,
});
const DEFAULT_RULES: { id: string; body: RuleBody }[] = [
  {
    id: "text-profanity-filter",
    body: {
      name: "Text Profanity filter",
      description: "Detect and censor profanity in text messages.",
      enabled: false,
      action: ["blockMessage"],
      conditions: [textCondition(["profanity-list"], "word", true)],
    },
  },
  {
    id: "email_filter",
    body: {
      name: "Email filter",
      description: "Identify and remove email address from messages",
      enabled: false,
      action: ["blockMessage"],
      conditions: [textCondition(["[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}"], "pattern")],
    },
  },
  {
    id: "contact_details_filter",
    body: {
      name: "Contact details filter",
      description: "Identifies and removes phone numbers from text",
      enabled: false,
      action: ["blockMessage"],
      conditions: [textCondition(["\\+?\\d[\\d\\s().-]{7,}\\d"], "pattern")],
    },
  },
];

/** Every app starts with the service's default rules (off), keyword list and reasons, once. */
export function ensureModerationDefaults(db: Db, appId: string, nowSec: number) {
  if (prepared(db, "SELECT 1 FROM mod_seeded WHERE app_id = ?").get(appId)) return;
  db.prepare("INSERT INTO mod_seeded (app_id) VALUES (?)").run(appId);
  db.prepare(
    `INSERT OR IGNORE INTO mod_keyword_lists (app_id, id, name, category, is_csv, terms, revision, is_default, created_at, updated_at)
     VALUES (?, 'profanity-list', 'Profane Words', 'word', 0, ?, 1, 1, ?, ?)`,
  ).run(appId, JSON.stringify(DEFAULT_TERMS), nowSec, nowSec);
  indexKeywordTerms(db, appId, "profanity-list");
  const rule = db.prepare(
    `INSERT OR IGNORE INTO mod_rule_revisions (app_id, rule_id, revision, body, created_at, updated_at, is_default)
     VALUES (?, ?, 1, ?, ?, ?, 1)`,
  );
  for (const r of DEFAULT_RULES) rule.run(appId, r.id, JSON.stringify(r.body), nowSec, nowSec);
  const reason = db.prepare(
    "INSERT OR IGNORE INTO mod_reasons (app_id, id, name, description, is_default, created_at, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?)",
  );
  for (const r of DEFAULT_REASONS) reason.run(appId, r.id, r.name, r.description, nowSec, nowSec);
}

export interface RuleRecord {
  id: string;
  revision: number;
  body: RuleBody;
  createdAt: number;
  updatedAt: number;
  isDefault: boolean;
}

const recordOf = (r: RevisionRow): RuleRecord => ({
  id: r.rule_id,
  revision: r.revision,
  body: JSON.parse(r.body) as RuleBody,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  isDefault: r.is_default === 1,
});

/** The current revision of every rule that is not deleted, by id. */
export function currentRules(db: Db, appId: string): RuleRecord[] {
  const rows = prepared(
    db,
    `SELECT r.* FROM mod_rule_revisions r
        WHERE r.app_id = ? AND r.revision = (SELECT max(revision) FROM mod_rule_revisions x WHERE x.app_id = r.app_id AND x.rule_id = r.rule_id)
          AND r.deleted = 0
        ORDER BY r.created_at DESC, r.rule_id`,
  ).all(appId) as RevisionRow[];
  return rows.map(recordOf);
}

export function findRule(db: Db, appId: string, id: string): RuleRecord | undefined {
  const row = db
    .prepare(
      "SELECT * FROM mod_rule_revisions WHERE app_id = ? AND rule_id = ? ORDER BY revision DESC LIMIT 1",
    )
    .get(appId, id) as RevisionRow | undefined;
  return row && row.deleted === 0 ? recordOf(row) : undefined;
}

export function requireRule(db: Db, appId: string, id: string): RuleRecord {
  const rule = findRule(db, appId, id);
  if (!rule) throw notFound("ERR_RULE_NOT_FOUND", `The rule ${id} does not exist.`);
  return rule;
}

export function ruleRevisions(db: Db, appId: string, id: string): RuleRecord[] {
  return (
    db
      .prepare(
        "SELECT * FROM mod_rule_revisions WHERE app_id = ? AND rule_id = ? AND deleted = 0 ORDER BY revision DESC",
      )
      .all(appId, id) as RevisionRow[]
  ).map(recordOf);
}

export function ruleView(appId: string, r: RuleRecord, active = true, problems?: string[]) {
  return compact({
    id: r.id,
    name: r.body.name,
    description: r.body.description,
    enabled: r.body.enabled,
    conditions: r.body.conditions,
    filters: r.body.filters?.length ? r.body.filters : undefined,
    action: r.body.action,
    active,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    revisionId: revisionIdOf(appId, r.id, r.revision),
    default: r.isDefault || undefined,
    problems: problems?.length ? problems : undefined,
  });
}

export function keywordListView(appId: string, r: KeywordListRow) {
  return compact({
    id: r.id,
    name: r.name,
    description: r.description ?? undefined,
    category: r.category,
    isCSV: r.is_csv === 1,
    searchTerms: JSON.parse(r.terms) as string[],
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    revisionId: revisionIdOf(appId, r.id, r.revision),
    active: true,
    default: r.is_default === 1 || undefined,
  });
}

/** The first enabled rule a message would trip, reading the app's rules and lists as they are now. */
export function screenMessage(
  db: Db,
  appId: string,
  m: Parameters<typeof firstMatch>[2],
  nowSec: number,
): (RuleMatch & { revisionId: string }) | undefined {
  ensureModerationDefaults(db, appId, nowSec);
  const rules: RuleToEvaluate[] = currentRules(db, appId)
    .filter((r) => r.body.enabled)
    .map((r) => ({ id: r.id, revisionId: revisionIdOf(appId, r.id, r.revision), ...r.body }));
  if (!rules.length) return undefined;
  const lists = listsFor(db, appId, rules, m);
  const { inForce, problems } = enforce(rules, lists, true);
  for (const [id, why] of problems) warnOnce(appId, id, why);
  const match = firstMatch(inForce, lists, m);
  return match ? { ...match, revisionId: match.rule.revisionId } : undefined;
}

const warned = new Lru<string, true>(1000);

/** Says in the log, once per rule and reason, that a stored rule does not run as written. */
function warnOnce(appId: string, ruleId: string, why: string[]) {
  const key = JSON.stringify([appId, ruleId, why]);
  if (warned.has(key)) return;
  warned.set(key, true);
  console.error(`[sandbox] moderation: app ${appId}, rule ${ruleId}: ${why.join(" ")}`);
}

/**
 * The keyword lists the rules name, as the evaluator needs them for this message: a pattern list whole, a
 * word list only with the terms found by the message's own keys (in the list's order), so a send costs
 * what the message holds rather than what the lists hold.
 */
function listsFor(db: Db, appId: string, rules: RuleToEvaluate[], m: Parameters<typeof firstMatch>[2]) {
  const named = [
    ...new Set(
      rules.flatMap((r) => r.conditions.filter((c) => c.isKeywordsReferencePresent).flatMap((c) => c.value)),
    ),
  ];
  const lists = new Map<string, ListToEvaluate>();
  if (!named.length) return lists;
  const rows = prepared(
    db,
    `SELECT id, category, CASE WHEN category = 'pattern' THEN terms END AS terms FROM mod_keyword_lists
      WHERE app_id = ? AND id IN (SELECT value FROM json_each(?))`,
  ).all(appId, JSON.stringify(named)) as { id: string; category: KeywordCategory; terms: string | null }[];
  for (const l of rows)
    lists.set(l.id, { category: l.category, searchTerms: l.terms ? (JSON.parse(l.terms) as string[]) : [] });
  const found = prepared(
    db,
    `SELECT DISTINCT list_id, pos, term FROM mod_keyword_terms
      WHERE app_id = ? AND key IN (SELECT value FROM json_each(?)) AND list_id IN (SELECT value FROM json_each(?))
      ORDER BY list_id, pos`,
  ).all(appId, JSON.stringify(messageKeys(m)), JSON.stringify(named)) as { list_id: string; term: string }[];
  for (const t of found) lists.get(t.list_id)?.searchTerms.push(t.term);
  return lists;
}
