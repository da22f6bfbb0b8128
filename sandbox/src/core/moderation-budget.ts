import { conditionSteps, enforce, patternListError, ruleSteps } from "../../../lib/shared/moderation/budget";
import type { ListToEvaluate, RuleToEvaluate } from "../../../lib/shared/moderation/evaluate";
import { PATTERN_LIMITS, patternError } from "../../../lib/shared/moderation/pattern";
import { prepared } from "../db/prepared";
import type { Db } from "../db/types";
import { badRequest } from "../http/errors";
import { currentRules, type RuleBody, type RuleRecord, revisionIdOf } from "./moderation";

const BUDGET = PATTERN_LIMITS.steps;
const WHY = `an app's enabled rules may run patterns of ${BUDGET} steps in all on a message (each step costs up to one pass over it)`;

/** The app's pattern lists, whole: all that the pattern budget reads of its lists. */
export function patternLists(db: Db, appId: string): Map<string, ListToEvaluate> {
  const rows = prepared(
    db,
    "SELECT id, terms FROM mod_keyword_lists WHERE app_id = ? AND category = 'pattern'",
  ).all(appId) as { id: string; terms: string }[];
  return new Map(
    rows.map((r) => [r.id, { category: "pattern", searchTerms: JSON.parse(r.terms) as string[] }]),
  );
}

export const ruleToEvaluate = (appId: string, r: RuleRecord): RuleToEvaluate => ({
  id: r.id,
  revisionId: revisionIdOf(appId, r.id, r.revision),
  ...r.body,
});

/** The steps each other enabled rule takes, counted up to the budget (a huge stored rule is not read whole). */
function otherRules(db: Db, appId: string, lists: Map<string, ListToEvaluate>, except?: string) {
  let total = 0;
  const named: string[] = [];
  for (const r of currentRules(db, appId)) {
    if (!r.body.enabled || r.id === except) continue;
    const steps = ruleSteps(ruleToEvaluate(appId, r), lists, BUDGET - total);
    if (steps) named.push(`${r.id} ${steps > BUDGET - total ? `over ${BUDGET - total}` : steps}`);
    total += steps;
    if (total > BUDGET) break;
  }
  return { total, named: named.join(", ") };
}

/**
 * Refuses an enabled rule that names a pattern list holding patterns that cannot run, or whose patterns would
 * take the app's enabled rules past the budget: a 400 on the condition that does, nothing stored. A disabled
 * rule runs nothing, so it can always be stored (switched off).
 */
export function checkRuleBudget(db: Db, appId: string, ruleId: string, body: RuleBody) {
  if (!body.enabled) return;
  const lists = patternLists(db, appId);
  body.conditions.forEach((c, i) => {
    if (!c.isKeywordsReferencePresent) return;
    for (const id of c.value) {
      const broken = lists.get(id)?.searchTerms.find((t) => patternError(t) !== undefined);
      if (broken !== undefined) {
        const message = `The keyword list ${id} holds patterns that can no longer run: ${patternError(broken)} Edit the list first.`;
        throw badRequest(message, { [`conditions.${i}.value`]: [message] });
      }
    }
  });
  const others = otherRules(db, appId, lists, ruleId);
  let steps = others.total;
  body.conditions.forEach((c, i) => {
    steps += conditionSteps(c, lists);
    if (steps <= BUDGET) return;
    const message = `The app's enabled rules would run patterns of ${steps} steps on every message (${others.named ? `the other rules: ${others.named}; ` : ""}this one's up to this condition: ${steps - others.total}), and ${WHY}. Remove patterns, or disable a rule.`;
    throw badRequest(message, { [`conditions.${i}.value`]: [message] });
  });
}

/** Refuses pattern-list terms over the budget, alone or with the enabled rules that name the list (400 on searchTerms). */
export function checkListBudget(db: Db, appId: string, listId: string, category: string, terms: string[]) {
  if (category !== "pattern") return;
  const own = patternListError(terms);
  if (own) throw badRequest(own, { searchTerms: [own] });
  const lists = patternLists(db, appId);
  lists.set(listId, { category: "pattern", searchTerms: terms });
  const enabled = currentRules(db, appId).filter((r) => r.body.enabled);
  const users = enabled.filter((r) =>
    r.body.conditions.some((c) => c.isKeywordsReferencePresent && c.value.includes(listId)),
  );
  if (!users.length) return;
  const total = enabled.reduce(
    (n, r) => n + (n > BUDGET ? 0 : ruleSteps(ruleToEvaluate(appId, r), lists, BUDGET - n)),
    0,
  );
  if (total <= BUDGET) return;
  const message = `The rules ${users.map((r) => r.id).join(", ")} name this list: with these patterns the app's enabled rules would take over ${BUDGET} steps on every message, and ${WHY}.`;
  throw badRequest(message, { searchTerms: [message] });
}

/** Why each rule does not run as stored (patterns that cannot run, or not in force), by rule id. */
export function ruleProblems(db: Db, appId: string): Map<string, string[]> {
  const rules = currentRules(db, appId).map((r) => ruleToEvaluate(appId, r));
  return enforce(rules, patternLists(db, appId), true).problems;
}
