import type { ConditionView, KeywordCategory, RuleFilter } from "../../schemas/moderation";
import { enforce } from "./budget";
import { firstPatternMatch } from "./pattern";

/** What a rule needs to be evaluated: its current revision. */
export interface RuleToEvaluate {
  id: string;
  name: string;
  revisionId: string;
  enabled: boolean;
  action: string[];
  conditions: ConditionView[];
  filters?: RuleFilter[];
}

export interface ListToEvaluate {
  category: KeywordCategory;
  searchTerms: string[];
}

export interface EntityFacts {
  uid?: string;
  guid?: string;
  name?: string;
  role?: string;
  type?: string;
  tags?: string[];
  createdAt?: number;
}

export interface MessageToEvaluate {
  category: string;
  type: string;
  data: Record<string, unknown>;
  sender: EntityFacts;
  receiverType: "user" | "group";
  receiver: EntityFacts;
}

export interface RuleMatch {
  rule: RuleToEvaluate;
  condition: ConditionView;
  /** The word, phrase or pattern that matched. */
  matched: string;
}

const MEDIA_TYPES = new Set(["image", "video", "audio", "file"]);
const isMedia = (m: MessageToEvaluate) => m.category === "message" && MEDIA_TYPES.has(m.type);

/**
 * The names and links of a media message's files, as words: the sandbox does not analyse images or videos,
 * so an image or video condition reads these ("beach-party.jpg" reads as "beach party jpg").
 */
function mediaText(m: MessageToEvaluate): string | undefined {
  const files = Array.isArray(m.data.attachments) ? (m.data.attachments as Record<string, unknown>[]) : [];
  const parts = [m.data.url, ...files.flatMap((f) => [f?.name, f?.url])].filter(
    (p): p is string => typeof p === "string" && p !== "",
  );
  return parts.length ? parts.join(" ").replace(/[._/\\:?=&#%+-]+/g, " ") : undefined;
}

/** The text a condition's operand reads, or undefined when the message has none. */
function operandText(operand: string, m: MessageToEvaluate): string | undefined {
  if (operand === "text")
    return m.category === "message" && typeof m.data.text === "string" ? m.data.text : undefined;
  if (operand === "custom") {
    if (m.category !== "custom") return undefined;
    return JSON.stringify(m.data.customData ?? {});
  }
  if (operand === "image" || operand === "video") return m.type === operand ? mediaText(m) : undefined;
  return undefined;
}

const WORD = /[\p{L}\p{N}_'-]+/gu;
const normalise = (s: string) => s.toLowerCase().normalize("NFKC");

/**
 * The keys a word or phrase of a list can be found by: the first word of a phrase (or the word itself) for
 * "contains", the whole term for "equals". A message can only match terms one of whose keys is among
 * `messageKeys` of it, so a store may index terms by key and hand the evaluator those alone.
 */
export function termKeys(term: string): string[] {
  const n = term.toLowerCase();
  const first = n.includes(" ") ? normalise(n).match(WORD)?.[0] : n;
  const whole = normalise(term).trim();
  return [...new Set(first === undefined ? [whole] : [first, whole])];
}

/** Every key a term of a word list must have for the message to match it, under any operand. */
export function messageKeys(m: MessageToEvaluate): string[] {
  const keys = new Set<string>();
  for (const operand of ["text", "custom", "image", "video"]) {
    const text = operandText(operand, m);
    if (text === undefined) continue;
    const norm = normalise(text);
    keys.add(norm.trim());
    for (const w of norm.match(WORD) ?? []) keys.add(w);
  }
  return [...keys];
}

function wordMatch(text: string, words: string[], operator: string): string | undefined {
  const norm = normalise(text).trim();
  if (operator === "equals") return words.find((w) => normalise(w).trim() === norm);
  const found = norm.match(WORD) ?? [];
  const tokens = new Set(found);
  const spaced = ` ${found.join(" ")} `;
  // Terms are checked as they are stored, lower-cased; only phrases need splitting into words.
  for (const w of words) {
    const n = w.toLowerCase();
    if (tokens.has(n)) return w;
    if (n.includes(" ")) {
      const parts = normalise(n).match(WORD) ?? [];
      if (parts.length && spaced.includes(` ${parts.join(" ")} `)) return w;
    }
  }
  return undefined;
}

function conditionMatch(
  c: ConditionView,
  m: MessageToEvaluate,
  lists: ReadonlyMap<string, ListToEvaluate>,
): string | undefined {
  if (c.isMediaPresent && !isMedia(m)) return undefined;
  const text = operandText(c.operand, m);
  if (text === undefined) return undefined;
  const sources: ListToEvaluate[] = c.isKeywordsReferencePresent
    ? c.value.flatMap((id) => {
        const list = lists.get(id);
        return list ? [list] : [];
      })
    : [{ category: c.category === "pattern" ? "pattern" : "word", searchTerms: c.value }];
  for (const s of sources) {
    const hit =
      s.category === "pattern"
        ? firstPatternMatch(s.searchTerms, text, c.operator === "equals")
        : wordMatch(text, s.searchTerms, c.operator);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

function filterPasses(f: RuleFilter, m: MessageToEvaluate): boolean {
  const who = f.type === "sender" ? m.sender : m.receiver;
  if (f.entity === "group" && (f.type === "sender" || m.receiverType !== "group")) return false;
  if (f.entity === "user" && f.type === "receiver" && m.receiverType !== "user") return false;
  const raw = who[f.operand as keyof EntityFacts];
  const values = Array.isArray(raw) ? raw.map(String) : raw === undefined ? [] : [String(raw)];
  const wanted = f.value.split(",").map((v) => v.trim());
  const op = f.operator.replace(" ", "").toLowerCase();
  switch (op) {
    case "equals":
      return values.includes(f.value);
    case "notequals":
      return !values.includes(f.value);
    case "in":
      return values.some((v) => wanted.includes(v));
    case "notin":
      return !values.some((v) => wanted.includes(v));
    case "startswith":
      return values.some((v) => v.startsWith(f.value));
    case "endswith":
      return values.some((v) => v.endsWith(f.value));
    case "lessthan":
      return values.some((v) => Number(v) < Number(f.value));
    case "greaterthan":
      return values.some((v) => Number(v) > Number(f.value));
    default:
      return false;
  }
}

/**
 * The first enabled rule in force (in the order given; see `enforce`) whose filters all pass and one of whose
 * conditions matches. A stored pattern that cannot run matches nothing.
 */
export function firstMatch(
  rules: readonly RuleToEvaluate[],
  lists: ReadonlyMap<string, ListToEvaluate>,
  m: MessageToEvaluate,
): RuleMatch | undefined {
  for (const rule of enforce(rules, lists).inForce) {
    if (rule.filters?.some((f) => !filterPasses(f, m))) continue;
    for (const condition of rule.conditions) {
      const matched = conditionMatch(condition, m, lists);
      if (matched !== undefined) return { rule, condition, matched };
    }
  }
  return undefined;
}
