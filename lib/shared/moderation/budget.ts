import type { ConditionView } from "../../schemas/moderation";
import type { ListToEvaluate, RuleToEvaluate } from "./evaluate";
import { MIN_PATTERN_STEPS, PATTERN_LIMITS, patternError, patternSteps } from "./pattern";

type Lists = ReadonlyMap<string, ListToEvaluate>;

/** The patterns a condition runs, by source: its own values, or each pattern list it names. */
export function patternSources(
  c: ConditionView,
  lists: Lists,
): { list?: string; patterns: readonly string[] }[] {
  if (c.isKeywordsReferencePresent)
    return c.value.flatMap((id) => {
      const list = lists.get(id);
      return list?.category === "pattern" ? [{ list: id, patterns: list.searchTerms }] : [];
    });
  return c.category === "pattern" ? [{ patterns: c.value }] : [];
}

// A pattern that cannot run (stored before it was checked) is counted as the least a pattern costs, so a
// rule of thousands of them is over the budget without compiling them all.
const cost = (pattern: string) => Math.max(MIN_PATTERN_STEPS, patternSteps(pattern));

/** The steps a condition's patterns cost per character of a message (a list named twice counts twice). */
export function conditionSteps(c: ConditionView, lists: Lists, limit = Number.POSITIVE_INFINITY): number {
  let steps = 0;
  for (const source of patternSources(c, lists))
    for (const p of source.patterns) {
      steps += cost(p);
      if (steps > limit) return steps;
    }
  return steps;
}

/** The steps a rule's patterns cost; counting stops once past `limit`, so a huge stored rule costs little to judge. */
export function ruleSteps(rule: RuleToEvaluate, lists: Lists, limit = Number.POSITIVE_INFINITY): number {
  let steps = 0;
  for (const c of rule.conditions) {
    steps += conditionSteps(c, lists, limit - steps);
    if (steps > limit) return steps;
  }
  return steps;
}

/** Why patterns cannot be saved as one list: a pattern's own error, or their steps together past the budget. */
export function patternListError(patterns: readonly string[]): string | undefined {
  const bad = patterns.map(patternError).find(Boolean);
  if (bad) return bad;
  const { steps: budget } = PATTERN_LIMITS;
  const steps = patterns.reduce((n, p) => n + patternSteps(p), 0);
  if (steps > budget)
    return `The list's patterns compile to ${steps} steps, and an app's enabled rules may run patterns of ${budget} steps in all on a message (each step costs up to one pass over it).`;
  return undefined;
}

/** Looked at per source when explaining: enough to name what is wrong, bounded for huge stored lists. */
const EXPLAINED = 200;

/** Sentences naming a rule's stored patterns that can no longer run, per condition. */
function brokenPatterns(rule: RuleToEvaluate, lists: Lists): string[] {
  return rule.conditions.flatMap((c, i) =>
    patternSources(c, lists).flatMap((source) => {
      const errors = source.patterns
        .slice(0, EXPLAINED)
        .map(patternError)
        .filter((e): e is string => e !== undefined);
      if (!errors.length) return [];
      const where = source.list ? `the keyword list ${source.list} holds patterns that` : "patterns that";
      return [
        `conditions.${i}.value: ${where} can no longer run and match nothing until edited (${errors.length}${errors.length > 1 ? ", the first" : ""}: ${errors[0]})`,
      ];
    }),
  );
}

export interface Enforcement {
  /** The enabled rules that run, in their order. */
  inForce: RuleToEvaluate[];
  /** Why a rule does not run as stored, by rule id (only when asked to explain). */
  problems: Map<string, string[]>;
}

/**
 * Which enabled rules run, in their order: each takes its patterns' steps from the app's budget
 * (PATTERN_LIMITS.steps), and one past it is not in force. Saving refuses a rule or list that would go past it,
 * so only rules stored before the budget can be out; `explain` says why, and names patterns that cannot run.
 */
export function enforce(rules: readonly RuleToEvaluate[], lists: Lists, explain = false): Enforcement {
  const { steps: budget } = PATTERN_LIMITS;
  const inForce: RuleToEvaluate[] = [];
  const problems = new Map<string, string[]>();
  let spent = 0;
  for (const rule of rules) {
    const why = explain ? brokenPatterns(rule, lists) : [];
    if (rule.enabled) {
      const steps = ruleSteps(rule, lists, budget - spent);
      if (spent + steps <= budget) {
        spent += steps;
        inForce.push(rule);
      } else if (explain) {
        why.push(
          `Not in force: an app's enabled rules may run patterns of ${budget} steps in all on a message; the rules before it take ${spent} and its own take more than the ${budget - spent} left. Edit its patterns or disable rules.`,
        );
      }
    }
    if (why.length) problems.set(rule.id, why);
  }
  return { inForce, problems };
}
