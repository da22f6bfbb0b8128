import { RE2JS, RE2JSException, RE2Set } from "re2js";
import { Lru } from "./lru";

// RE2 runs in time linear in the text, but the factor is the pattern's program: a message costs up to its
// length times the steps of the patterns it meets. So each pattern is bounded, and so is what an app's rules
// run together (lib/shared/moderation/budget.ts). Matching is in any case, as before.
const FLAGS = RE2JS.CASE_INSENSITIVE;

/** What one pattern may be, and what all the patterns an app's enabled rules run on a message may cost. */
export const PATTERN_LIMITS = {
  /** Characters in one pattern. */
  length: 200,
  /** The counts of a counted repetition: `{n}`, `{n,}`, `{n,m}` (a repeat costs at least a step). */
  repeat: 50,
  /**
   * RE2 program steps (instructions) of all the patterns an app's enabled rules run on a message, together.
   * A message costs up to its length times these steps, about 1.1 ms a step against a 65 KB message on a
   * 2-core machine when RE2's DFA cannot settle (bench:moderation-patterns): 64 keep a send under 100 ms.
   */
  steps: 64,
} as const;

/** Every pattern compiles to at least this many steps, so a rule of more patterns than steps / this is over. */
export const MIN_PATTERN_STEPS = 2;

/** A DFA's state cache per combined set: past it RE2 falls back to its NFA, whose cost the budget bounds. */
const SET_MEMORY = 256 * 1024;

type Facts = { error: string; steps: 0 } | { error?: undefined; steps: number };
// Known patterns stay known while in use: a list is checked on every send, so nothing in use is compiled again.
const facts = new Lru<string, Facts>(20_000);

/** Features a backtracking engine has and RE2 refuses by design. */
const UNSUPPORTED = /\\[1-9]|\\k<|\(\?<?[=!]/;
const REPEAT = /\{(\d+)(?:,(\d*))?\}/y;

const shown = (pattern: string) => (pattern.length > 40 ? `${pattern.slice(0, 40)}…` : pattern);

/**
 * The largest count of a counted repetition in a pattern RE2 accepts, read as RE2's parser reads it: not in
 * an escape (`\{`, `\p{Greek}`, `\x{41}`, `\Q…\E`) or a class (`[{]`, `[[:alpha:]]`), and `{` that does not
 * open `{n}`, `{n,}` or `{n,m}` is a literal.
 */
export function largestRepeat(pattern: string): { count: number; text: string } | undefined {
  let largest: { count: number; text: string } | undefined;
  let inClass = false;
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i];
    if (ch === "\\") {
      const next = pattern[i + 1];
      if (next === "Q" && !inClass) {
        const end = pattern.indexOf("\\E", i + 2);
        i = end < 0 ? pattern.length : end + 2;
      } else if ((next === "p" || next === "P" || next === "x") && pattern[i + 2] === "{") {
        const end = pattern.indexOf("}", i + 3);
        i = end < 0 ? pattern.length : end + 1;
      } else i += 2;
      continue;
    }
    if (inClass) {
      const posix = ch === "[" && pattern[i + 1] === ":" ? pattern.indexOf(":]", i + 2) : -1;
      if (posix >= 0) i = posix + 2;
      else {
        if (ch === "]") inClass = false;
        i += 1;
      }
      continue;
    }
    if (ch === "[") {
      inClass = true;
      i += pattern[i + 1] === "^" ? 2 : 1;
      // A ] first in a class is itself.
      if (pattern[i] === "]") i += 1;
      continue;
    }
    if (ch === "{") {
      REPEAT.lastIndex = i;
      const m = REPEAT.exec(pattern);
      if (m) {
        const count = Math.max(Number(m[1]), m[2] ? Number(m[2]) : 0);
        if (!largest || count > largest.count) largest = { count, text: m[0] };
        i += m[0].length;
        continue;
      }
    }
    i += 1;
  }
  return largest;
}

function examine(pattern: string): Facts {
  const { length, repeat, steps } = PATTERN_LIMITS;
  if (pattern.length > length)
    return {
      error: `${shown(pattern)} is longer than ${length} characters, the most a pattern may be.`,
      steps: 0,
    };
  let re: RE2JS;
  try {
    re = RE2JS.compile(pattern, FLAGS);
  } catch (e) {
    if (!(e instanceof RE2JSException)) throw e;
    if (UNSUPPORTED.test(pattern))
      return {
        error: `${shown(pattern)} is not supported: backreferences (\\1, \\k<name>) and lookaround ((?=, (?!, (?<=, (?<!) cannot run in linear time.`,
        steps: 0,
      };
    return {
      error: `${shown(pattern)} is not a valid pattern: ${e.message.replace(/^error parsing regexp: /, "")}`,
      steps: 0,
    };
  }
  const largest = largestRepeat(pattern);
  if (largest && largest.count > repeat)
    return {
      error: `${shown(pattern)} repeats ${largest.text}: a counted repetition is at most {${repeat}} (each repeat costs a step on every character of a message).`,
      steps: 0,
    };
  const size = re.programSize();
  if (size > steps)
    return {
      error: `${shown(pattern)} compiles to ${size} steps: the patterns an app's rules run on a message may take ${steps} in all (each step costs up to one pass over the message).`,
      steps: 0,
    };
  return { steps: size };
}

function factsOf(pattern: string): Facts {
  let known = facts.get(pattern);
  if (!known) {
    known = examine(pattern);
    facts.set(pattern, known);
  }
  return known;
}

/** Why a pattern cannot be used (RE2 cannot run it, or it is over a bound of PATTERN_LIMITS), or undefined. */
export function patternError(pattern: string): string | undefined {
  return factsOf(pattern).error;
}

/** The steps a pattern costs per character of a message; 0 for one that cannot run (it is never run). */
export function patternSteps(pattern: string): number {
  return factsOf(pattern).steps;
}

/** Whether a pattern's facts are cached: for tests of the cache. */
export const isPatternKnown = (pattern: string) => facts.has(pattern);

interface Combined {
  /** The patterns that can run, in their order; the set's index i is patterns[i]. */
  patterns: string[];
  set?: RE2Set;
  /** The last text read and the index found, so a message sent to many receivers is read once. */
  last?: { text: string; index: number | undefined };
}
const combined = new Lru<string, Combined>(200);

function combine(patterns: readonly string[], whole: boolean): Combined {
  const runnable = patterns.filter((p) => !patternError(p));
  if (!runnable.length) return { patterns: runnable };
  const set = new RE2Set(whole ? RE2Set.ANCHOR_BOTH : RE2Set.UNANCHORED, FLAGS, SET_MEMORY);
  for (const p of runnable) set.add(p);
  set.compile();
  return { patterns: runnable, set };
}

/**
 * The first of the patterns, in their order, that matches the text anywhere (or as a whole): all of them run
 * in one pass of one compiled set, kept while in use. A pattern that cannot run matches nothing. The caller
 * bounds what it passes (firstMatch runs only the rules in force under the budget).
 */
export function firstPatternMatch(
  patterns: readonly string[],
  text: string,
  whole: boolean,
): string | undefined {
  const key = JSON.stringify([whole, patterns]);
  let c = combined.get(key);
  if (!c) {
    c = combine(patterns, whole);
    combined.set(key, c);
  }
  if (!c.set) return undefined;
  if (c.last?.text !== text) c.last = { text, index: c.set.match(text)[0] };
  return c.last.index === undefined ? undefined : c.patterns[c.last.index];
}
