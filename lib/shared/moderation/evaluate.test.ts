import { RE2JS } from "re2js";
import { describe, expect, it } from "vitest";
import { wordCondition } from "@/test/moderation-fixtures";
import type { ConditionView } from "../../schemas/moderation";
import { csvToTerms, termsToCsv } from "./csv";
import { firstMatch, type MessageToEvaluate, messageKeys, type RuleToEvaluate, termKeys } from "./evaluate";
import { patternError } from "./pattern";

const condition = (over: Partial<ConditionView>) => wordCondition({ value: [], ...over });
const rule = (c: Partial<ConditionView>, over: Partial<RuleToEvaluate> = {}): RuleToEvaluate => ({
  id: "r",
  name: "R",
  revisionId: "app_r_1",
  enabled: true,
  action: ["blockMessage"],
  conditions: [condition(c)],
  ...over,
});
const text = (t: string, over: Partial<MessageToEvaluate> = {}): MessageToEvaluate => ({
  category: "message",
  type: "text",
  data: { text: t },
  sender: { uid: "alice", role: "default", tags: ["new"] },
  receiverType: "user",
  receiver: { uid: "bob" },
  ...over,
});
const none = new Map();

describe("firstMatch", () => {
  it("matches whole words and phrases in any case, not parts of words", () => {
    const r = [rule({ value: ["spam", "free money"] })];
    expect(firstMatch(r, none, text("This is SPAM!"))?.matched).toBe("spam");
    expect(firstMatch(r, none, text("get FREE   money now"))?.matched).toBe("free money");
    expect(firstMatch(r, none, text("spammy freedom money"))).toBeUndefined();
  });

  it("matches equals against the whole text, patterns as regular expressions, and keyword lists by id", () => {
    expect(firstMatch([rule({ operator: "equals", value: ["stop"] })], none, text(" Stop "))).toMatchObject({
      matched: "stop",
    });
    expect(
      firstMatch([rule({ operator: "equals", value: ["stop"] })], none, text("stop it")),
    ).toBeUndefined();
    const email = rule({ category: "pattern", value: ["[a-z]+@[a-z]+\\.com"] });
    expect(firstMatch([email], none, text("write to me@example.com"))?.matched).toBe("[a-z]+@[a-z]+\\.com");
    const lists = new Map([["bad", { category: "word" as const, searchTerms: ["jerk"] }]]);
    expect(
      firstMatch([rule({ isKeywordsReferencePresent: true, value: ["bad"] })], lists, text("what a Jerk"))
        ?.matched,
    ).toBe("jerk");
    expect(
      firstMatch([rule({ isKeywordsReferencePresent: true, value: ["gone"] })], lists, text("jerk")),
    ).toBeUndefined();
  });

  it("skips disabled rules, media conditions and messages without the operand, and applies the first match", () => {
    expect(firstMatch([rule({ value: ["x"] }, { enabled: false })], none, text("x"))).toBeUndefined();
    expect(
      firstMatch(
        [rule({ isMediaPresent: true, operand: "image", value: ["AnyOf_greaterThan_30"] })],
        none,
        text("x"),
      ),
    ).toBeUndefined();
    const custom = text("", {
      category: "custom",
      type: "poll",
      data: { customData: { q: "casino tonight?" } },
    });
    expect(firstMatch([rule({ value: ["casino"] })], none, custom)).toBeUndefined();
    expect(firstMatch([rule({ operand: "custom", value: ["casino"] })], none, custom)?.matched).toBe(
      "casino",
    );
    const both = [rule({ value: ["a"] }, { id: "first" }), rule({ value: ["a"] }, { id: "second" })];
    expect(firstMatch(both, none, text("a"))?.rule.id).toBe("first");
  });

  it("reads an image or video condition against the files' names and links, only on messages of that type", () => {
    const image = text("", {
      type: "image",
      data: { attachments: [{ name: "Beach-Party.JPG", url: "https://cdn.example/u/1/nudity_sample.png" }] },
    });
    const imageRule = (value: string[]) => [rule({ isMediaPresent: true, operand: "image", value })];
    expect(firstMatch(imageRule(["party"]), none, image)?.matched).toBe("party");
    expect(firstMatch(imageRule(["nudity"]), none, image)?.matched).toBe("nudity");
    expect(firstMatch(imageRule(["beach party"]), none, image)?.matched).toBe("beach party");
    expect(firstMatch(imageRule(["sunset"]), none, image)).toBeUndefined();
    // The published thresholds of AI categories are not evaluated in the sandbox.
    expect(firstMatch(imageRule(["AnyOf_greaterThan_30"]), none, image)).toBeUndefined();
    const video = { ...image, type: "video" };
    expect(firstMatch(imageRule(["party"]), none, video)).toBeUndefined();
    expect(
      firstMatch([rule({ isMediaPresent: true, operand: "video", value: ["party"] })], none, video)?.matched,
    ).toBe("party");
    // A text condition that asks for media passes over text messages.
    expect(firstMatch([rule({ isMediaPresent: true, value: ["x"] })], none, text("x"))).toBeUndefined();
  });

  it("finds through termKeys and messageKeys every term the whole list would match, first in list order", () => {
    const terms = [
      "spam",
      "Free Money",
      "f*ck",
      "ﬁnance",
      "hello, world",
      "  padded  ",
      "don't",
      "über",
      "x-ray",
      "!!",
    ];
    const messages = [
      text("Get FREE money now, spam!"),
      text("f*ck"),
      text("finance tips"),
      text("ﬁnance"),
      text("hello world"),
      text("hello, world"),
      text("padded"),
      text("DON'T do it"),
      text("Über alles"),
      text("an x-ray image"),
      text("!!"),
      text("", { category: "custom", type: "poll", data: { customData: { q: "spam?" } } }),
      text("", { type: "image", data: { attachments: [{ name: "free-money.png" }] } }),
    ];
    const operands = ["text", "custom", "image"];
    const keyed = (m: MessageToEvaluate) => {
      const wanted = new Set(messageKeys(m));
      return terms.filter((t) => termKeys(t).some((k) => wanted.has(k)));
    };
    for (const m of messages) {
      for (const operand of operands) {
        for (const operator of ["contains", "equals"]) {
          const r = [rule({ operand, operator, isKeywordsReferencePresent: true, value: ["l"] })];
          const whole = firstMatch(r, new Map([["l", { category: "word", searchTerms: terms }]]), m);
          const found = firstMatch(r, new Map([["l", { category: "word", searchTerms: keyed(m) }]]), m);
          expect(found?.matched, `${operand} ${operator} ${JSON.stringify(m.data)}`).toBe(whole?.matched);
        }
      }
    }
    // The lookup is narrow: a message finds only the terms it could match.
    expect(keyed(text("Get FREE money now, spam!"))).toEqual(["spam", "Free Money"]);
  });

  it("applies sender and receiver filters with both published operator spellings", () => {
    const only = (filters: RuleToEvaluate["filters"]) => [rule({ value: ["x"] }, { filters })];
    expect(
      firstMatch(
        only([{ type: "sender", entity: "user", operand: "uid", operator: "not equals", value: "alice" }]),
        none,
        text("x"),
      ),
    ).toBeUndefined();
    expect(
      firstMatch(
        only([{ type: "sender", entity: "user", operand: "tags", operator: "in", value: "vip,new" }]),
        none,
        text("x"),
      ),
    ).toBeDefined();
    expect(
      firstMatch(
        only([{ type: "receiver", entity: "group", operand: "guid", operator: "notIn", value: "a" }]),
        none,
        text("x"),
      ),
    ).toBeUndefined();
    const toGroup = text("x", { receiverType: "group", receiver: { guid: "team", type: "public" } });
    expect(
      firstMatch(
        only([{ type: "receiver", entity: "group", operand: "type", operator: "equals", value: "public" }]),
        none,
        toGroup,
      ),
    ).toBeDefined();
  });

  it("runs a condition's patterns together to the outcome of running them one by one, in order", () => {
    // One by one, as the evaluator did before: the first pattern in order that RE2 finds, in any case.
    const oneByOne = (patterns: string[], t: string, whole: boolean) =>
      patterns.find((p) => {
        if (patternError(p)) return false;
        const re = RE2JS.compile(p, RE2JS.CASE_INSENSITIVE);
        return whole ? re.testExact(t) : re.test(t);
      });
    const table: [string[], string[]][] = [
      [
        ["casino\\d+", "free\\s+money", "win"],
        ["visit CASINO42", "FREE   money, win!", "nothing here", "casino", "win", "Casino7"],
      ],
      [
        ["^hi", "bye$", "\\bcat\\b", "(?m)^dog$"],
        ["hi there", "say bye", "concatenate", "a cat!", "x\ndog\ny", "bye", "hi"],
      ],
      [
        ["é+t[a-z]", "\\p{Greek}+", "ﬁ", "[[:digit:]]{3}"],
        ["ÉÉTA", "αβγ", "ﬁne", "FI", "call 555", "12"],
      ],
      [
        ["(a)\\1", "x{900}", "a|b", "", "(?:)", "[^\\x00-\\x{10FFFF}]"],
        ["xb", "B", "zzz", ""],
      ],
      [
        ["b", "a", "ab", "a.*b"],
        ["ab", "ba", "a\nb", "xxab"],
      ],
      [
        ["[a-z]+@[a-z]+\\.com", "\\+?\\d[\\d\\s().-]{7,}\\d"],
        ["me@ex.com or +1 555 123 4567", "+1 55"],
      ],
    ];
    const outcomes = new Set<string | undefined>();
    for (const [patterns, texts] of table) {
      for (const t of texts) {
        for (const operator of ["contains", "equals"]) {
          const r = [rule({ category: "pattern", operator, value: patterns.filter(Boolean) })];
          const expected = oneByOne(patterns.filter(Boolean), t, operator === "equals");
          expect(firstMatch(r, none, text(t))?.matched, `${operator} ${JSON.stringify(t)}`).toBe(expected);
          outcomes.add(expected);
        }
      }
    }
    // The table reaches most patterns, and misses too.
    expect(outcomes.size).toBeGreaterThan(15);
    expect(outcomes.has(undefined)).toBe(true);
  });

  it("names an invalid pattern", () => {
    expect(patternError("(open")).toMatch(/not a valid pattern/);
    expect(patternError("ok+")).toBeUndefined();
  });
});

describe("keyword list CSV", () => {
  it("round-trips terms with commas, quotes and spreadsheet formulas", () => {
    const terms = ["plain", "with, comma", 'say "hi"', "=cmd()", "+1 555", "-x"];
    const csv = termsToCsv(terms);
    expect(csv).toContain("'=cmd()");
    expect(csvToTerms(csv)).toEqual(terms);
    expect(csvToTerms('a,b\r\n"c, d",,e\n')).toEqual(["a", "b", "c, d", "e"]);
  });
});
