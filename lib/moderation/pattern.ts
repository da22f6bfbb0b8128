import { RE2JS, RE2JSException } from "re2js";

// RE2 runs in time linear in the text, so a rule's pattern cannot stall whoever evaluates it (the
// sandbox on every message, the dashboard's dry run in the browser). Matching is in any case, as before.
const FLAGS = RE2JS.CASE_INSENSITIVE;
const MAX_CACHED = 500;
const compiled = new Map<string, RE2JS>();

/** Features a backtracking engine has and RE2 refuses by design. */
const UNSUPPORTED = /\\[1-9]|\\k<|\(\?<?[=!]/;

/** The pattern compiled for matching in any case (cached); throws RE2JSException when RE2 cannot run it. */
export function compilePattern(pattern: string): RE2JS {
  let re = compiled.get(pattern);
  if (!re) {
    re = RE2JS.compile(pattern, FLAGS);
    if (compiled.size >= MAX_CACHED) compiled.clear();
    compiled.set(pattern, re);
  }
  return re;
}

/** Why a pattern cannot be used, or undefined. */
export function patternError(pattern: string): string | undefined {
  try {
    compilePattern(pattern);
    return undefined;
  } catch (e) {
    if (!(e instanceof RE2JSException)) throw e;
    const shown = pattern.length > 40 ? `${pattern.slice(0, 40)}…` : pattern;
    if (UNSUPPORTED.test(pattern))
      return `${shown} is not supported: backreferences (\\1, \\k<name>) and lookaround ((?=, (?!, (?<=, (?<!) cannot run in linear time.`;
    return `${shown} is not a valid pattern: ${e.message.replace(/^error parsing regexp: /, "")}`;
  }
}

/** Whether the text matches the pattern: anywhere in it (contains) or as a whole (equals). */
export function patternMatches(pattern: string, text: string, whole: boolean): boolean {
  const re = compilePattern(pattern);
  return whole ? re.testExact(text) : re.test(text);
}
