import type { z } from "zod";
import * as moderationContract from "../../../lib/contract/moderation";
import type { ConditionInput, updateRuleInput } from "../../../lib/schemas/moderation";
import { patternError } from "../../../lib/shared/moderation/pattern";
import {
  currentRules,
  findRule,
  type RuleBody,
  requireRule,
  ruleRevisions,
  ruleView,
} from "../core/moderation";
import { checkRuleBudget, ruleProblems } from "../core/moderation-budget";
import type { Db } from "../db/types";
import { seconds } from "../deps";
import { badRequest, conflict } from "../http/errors";
import { success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import { findKeywordList } from "../store/moderation-keywords";
import { deleteRule, writeRuleRevision } from "../store/moderation-rules";
import { listMeta, ready } from "./moderation-shared";

/** Keyword references must name lists, and patterns must compile within the bounds of PATTERN_LIMITS. */
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

/** A rule's current revision as answered, with why it does not run as stored, if it does not. */
const viewOf = (db: Db, appId: string, id: string) =>
  ruleView(appId, requireRule(db, appId, id), true, ruleProblems(db, appId).get(id));

export const moderationRuleRoutes: AnyRoute[] = [
  appRoute({
    ...moderationContract.createRule,
    handler: ({ deps, app, body }) => {
      ready(deps, app);
      if (findRule(deps.db, app.id, body.id))
        throw conflict("ERR_RULE_ALREADY_EXISTS", `The rule ${body.id} already exists.`);
      checkConditions(deps.db, app.id, body.conditions);
      const rule = bodyOf(body);
      checkRuleBudget(deps.db, app.id, body.id, rule);
      const now = seconds(deps);
      writeRuleRevision(deps.db, app.id, body.id, rule, now, now, false);
      return { data: viewOf(deps.db, app.id, body.id) };
    },
  }),
  appRoute({
    ...moderationContract.listRules,
    handler: ({ deps, app, query }) => {
      ready(deps, app);
      const all = currentRules(deps.db, app.id).slice(0, query.limit);
      const problems = ruleProblems(deps.db, app.id);
      return {
        data: all.map((r) => ruleView(app.id, r, true, problems.get(r.id))),
        meta: listMeta(query.limit, all.length),
      };
    },
  }),
  appRoute({
    ...moderationContract.getRule,
    handler: ({ deps, app, params }) => {
      ready(deps, app);
      return { data: viewOf(deps.db, app.id, params.ruleId) };
    },
  }),
  appRoute({
    ...moderationContract.updateRule,
    handler: ({ deps, app, params, body }) => {
      ready(deps, app);
      const rule = requireRule(deps.db, app.id, params.ruleId);
      if (body.id !== undefined && body.id !== rule.id)
        throw badRequest("A rule's id cannot change.", { id: [`must be ${rule.id}`] });
      checkConditions(deps.db, app.id, body.conditions);
      const next = bodyOf(body, rule.body.enabled);
      checkRuleBudget(deps.db, app.id, rule.id, next);
      writeRuleRevision(deps.db, app.id, rule.id, next, rule.createdAt, seconds(deps), rule.isDefault);
      return { data: viewOf(deps.db, app.id, rule.id) };
    },
  }),
  appRoute({
    ...moderationContract.deleteRule,
    handler: ({ deps, app, params }) => {
      ready(deps, app);
      const rule = requireRule(deps.db, app.id, params.ruleId);
      deleteRule(deps.db, app.id, rule.id);
      return success(`Rule with id ${rule.id} has been deleted successfully.`);
    },
  }),
  appRoute({
    ...moderationContract.listRuleRevisions,
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
