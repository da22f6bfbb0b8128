import { beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_MESSAGE_BYTES } from "../../lib/schemas/messages";
import {
  blockedListEnvelope,
  flaggedListEnvelope,
  keywordListEnvelope,
  keywordListListEnvelope,
  reasonDeletedSchema,
  reasonEnvelope,
  reasonListEnvelope,
  reviewAnswerEnvelope,
  reviewedListEnvelope,
  ruleEnvelope,
  ruleListEnvelope,
} from "../../lib/schemas/moderation";
import { PATTERN_LIMITS, patternError, patternSteps } from "../../lib/shared/moderation/pattern";
import { indexUnindexedLists } from "../src/db/migrations/0010-keyword-terms";
import { expectError, okData } from "./answers";
import { chatWorld, expectRefusals, postText, sendText } from "./chat-helpers";
import { addWebhook, outboxPayloads } from "./fixtures";
import type { Sandbox } from "./harness";

let s: Sandbox;

beforeEach(() => {
  s = chatWorld();
});

const form = (fields: Record<string, string | Blob>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};
const count = (table: string) =>
  (s.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
const send = (from: string, to: string, text: string, group = false) => postText(s, from, to, text, group);
const messageIds = async (uid: string, other: string) =>
  (
    (await s.chat("GET", `/users/${other}/messages?perPage=100`, { onBehalfOf: uid })).json.data as {
      id: string;
    }[]
  ).map((m) => m.id);
const rule = (over: Record<string, unknown> = {}) => ({
  id: "no-spam",
  name: "No spam",
  description: "Withholds spam words",
  enabled: true,
  action: ["blockMessage"],
  conditions: [
    {
      entity: "message",
      operand: "text",
      operator: "contains",
      category: "word",
      isKeywordsReferencePresent: false,
      isMediaPresent: false,
      value: ["casino", "free money"],
    },
  ],
  ...over,
});

describe("rules (published /moderation/rules)", () => {
  it("starts with the service's default rules switched off, and a default keyword list and reasons", async () => {
    const rules = ruleListEnvelope.parse((await s.chat("GET", "/moderation/rules")).json);
    expect(rules.data.map((r) => [r.id, r.enabled, r.default])).toEqual(
      expect.arrayContaining([
        ["text-profanity-filter", false, true],
        ["email_filter", false, true],
        ["contact_details_filter", false, true],
      ]),
    );
    expect(rules.meta.current).toEqual({ limit: 50, count: 3 });
    const lists = keywordListListEnvelope.parse((await s.chat("GET", "/moderation/keywords")).json);
    expect(lists.data.map((l) => l.id)).toEqual(["profanity-list"]);
    const reasons = reasonListEnvelope.parse((await s.chat("GET", "/moderation/reasons")).json);
    expect(reasons.data.map((r) => r.id)).toEqual(["harassment", "inappropriate", "other", "spam"]);
  });

  it("creates a rule as published, revises it on every change, and deletes it", async () => {
    const created = await s.chat("POST", "/moderation/rules", { body: rule() });
    const data = okData(created, ruleEnvelope);
    expect(data).toMatchObject({
      id: "no-spam",
      enabled: true,
      active: true,
      revisionId: `${s.app.id}_no-spam_1`,
    });
    expect(data.conditions[0]).toMatchObject({ id: 1, value: ["casino", "free money"] });
    expectError(await s.chat("POST", "/moderation/rules", { body: rule() }), 409, "ERR_RULE_ALREADY_EXISTS");

    const updated = await s.chat("PUT", "/moderation/rules/no-spam", {
      body: rule({ name: "Spam words", enabled: false }),
    });
    expect(ruleEnvelope.parse(updated.json).data).toMatchObject({
      name: "Spam words",
      enabled: false,
      revisionId: `${s.app.id}_no-spam_2`,
    });
    const revisions = ruleListEnvelope.parse(
      (await s.chat("GET", "/moderation/rules/no-spam/revisions")).json,
    ).data;
    expect(revisions.map((r) => [r.revisionId.split("_").pop(), r.active, r.name])).toEqual([
      ["2", true, "Spam words"],
      ["1", false, "No spam"],
    ]);
    const deleted = await s.chat("DELETE", "/moderation/rules/no-spam");
    expect(reviewAnswerEnvelope.parse(deleted.json).data.message).toBe(
      "Rule with id no-spam has been deleted successfully.",
    );
    expectError(await s.chat("GET", "/moderation/rules/no-spam"), 404, "ERR_RULE_NOT_FOUND");
  });

  it("refuses bad conditions, unknown keyword lists and invalid patterns, writing nothing", async () => {
    const before = count("mod_rule_revisions");
    for (const body of [
      rule({ action: ["shout"] }),
      rule({ conditions: [] }),
      rule({ conditions: [{ operand: "smell", operator: "contains", value: ["x"] }] }),
      rule({
        conditions: [
          { operand: "text", operator: "contains", isKeywordsReferencePresent: true, value: ["nope"] },
        ],
      }),
      rule({
        conditions: [{ operand: "text", operator: "contains", category: "pattern", value: ["(unclosed"] }],
      }),
      rule({ id: "bad id!" }),
    ]) {
      expectError(await s.chat("POST", "/moderation/rules", { body }), 400, "ERR_BAD_REQUEST");
    }
    expect(count("mod_rule_revisions")).toBe(before);
  });
});

describe("rule patterns (RE2, linear time)", () => {
  const patternRule = (id: string, pattern: string) =>
    rule({
      id,
      conditions: [{ operand: "text", operator: "contains", category: "pattern", value: [pattern] }],
    });

  it("evaluates a pattern that backtracks catastrophically without stalling the sandbox", async () => {
    // A backtracking engine spends seconds on this at 29 characters, doubling with every one more.
    const created = await s.chat("POST", "/moderation/rules", {
      body: patternRule("words", "^(\\w+\\s?)*$"),
    });
    expect(created.status).toBe(200);
    const sent = await send("alice", "bob", `${"a".repeat(40)}!`);
    expect(sent.status).toBe(200);
    expect(sent.json.data.data.moderation).toBeUndefined();
    expect((await send("alice", "bob", "Only Words here")).json.data.data.moderation).toEqual({
      status: "pending",
    });
  });

  it("refuses backreferences and lookaround with a 400 on the field, storing nothing", async () => {
    const before = count("mod_rule_revisions");
    for (const pattern of ["(\\w)\\1", "casino(?!s)", "(?<=free )money"]) {
      const res = await s.chat("POST", "/moderation/rules", { body: patternRule("echo", pattern) });
      expectError(res, 400, "ERR_BAD_REQUEST");
      expect(JSON.stringify(res.json)).toContain("conditions.0.value");
      expect(JSON.stringify(res.json)).toMatch(/is not supported: backreferences/);
    }
    expect(count("mod_rule_revisions")).toBe(before);
    await s.chat("POST", "/moderation/rules", { body: patternRule("echo", "casino") });
    expectError(
      await s.chat("PUT", "/moderation/rules/echo", { body: patternRule("echo", "(a)\\1") }),
      400,
      "ERR_BAD_REQUEST",
    );
    const echo = s.db.prepare("SELECT revision FROM mod_rule_revisions WHERE rule_id = 'echo'").all();
    expect(echo).toEqual([{ revision: 1 }]);
    const lists = count("mod_keyword_lists");
    const list = await s.chat("POST", "/moderation/keywords", {
      form: form({ id: "echoes", name: "Echoes", category: "pattern", searchTerms: "(a)\\1" }),
    });
    expectError(list, 400, "ERR_BAD_REQUEST");
    expect(count("mod_keyword_lists")).toBe(lists);
  });
});

describe("pattern bounds (no accepted configuration can stall a send)", () => {
  const patternRule = (id: string, value: string[], over: Record<string, unknown> = {}) =>
    rule({
      id,
      conditions: [{ operand: "text", operator: "contains", category: "pattern", value }],
      ...over,
    });
  const details = (res: { json: unknown }) =>
    (res.json as { error: { details?: Record<string, string[]> } }).error.details ?? {};
  /** The largest k for which `make(k)` is accepted within `steps`. */
  const largest = (make: (k: number) => string, steps: number) => {
    let k: number = PATTERN_LIMITS.repeat;
    while (patternError(make(k)) || patternSteps(make(k)) > steps) k--;
    return make(k);
  };

  it("refuses a pattern over the bounds with a 400 on its field, storing nothing", async () => {
    const before = count("mod_rule_revisions");
    const lists = count("mod_keyword_lists");
    for (const [value, said] of [
      ["[a-z]{900}x", /^\[a-z\]\{900\}x repeats \{900\}: a counted repetition is at most \{50\}/],
      [
        "(?:(?:[a-z]{10}){10}){10}",
        /compiles to \d+ steps: the patterns an app's rules run on a message may take 64 in all/,
      ],
      ["a".repeat(201), /is longer than 200 characters/],
    ] as const) {
      const res = await s.chat("POST", "/moderation/rules", { body: patternRule("heavy", ["ok", value]) });
      expectError(res, 400, "ERR_BAD_REQUEST");
      expect(details(res)["conditions.0.value"]?.[0]).toMatch(said);
    }
    const list = await s.chat("POST", "/moderation/keywords", {
      form: form({ id: "heavy", category: "pattern", searchTerms: "ok,[a-z]{900}x" }),
    });
    expectError(list, 400, "ERR_BAD_REQUEST");
    expect(details(list).searchTerms?.[0]).toMatch(/repeats \{900\}/);
    // Each within the bounds, together over the app's budget.
    const many = Array.from({ length: 12 }, (_, i) => `[a-z]{5}word${i}`).join(",");
    const tooMany = await s.chat("POST", "/moderation/keywords", {
      form: form({ id: "heavy", category: "pattern", searchTerms: many }),
    });
    expect(details(tooMany).searchTerms?.[0]).toMatch(
      /^The list's patterns compile to \d+ steps, and an app's enabled rules may run patterns of 64 steps in all/,
    );
    expect(count("mod_rule_revisions")).toBe(before);
    expect(count("mod_keyword_lists")).toBe(lists);
  });

  it("refuses a rule or a list edit that takes the app's enabled rules past the budget; a disabled rule takes none", async () => {
    const sixty = largest((k) => `[a-z]{${k}}!`, 60);
    expect((await s.chat("POST", "/moderation/rules", { body: patternRule("first", [sixty]) })).status).toBe(
      200,
    );
    const before = count("mod_rule_revisions");
    const second = patternRule("second", [largest((k) => `[a-z]{${k}}\\?`, 50)]);
    const refused = await s.chat("POST", "/moderation/rules", { body: second });
    expectError(refused, 400, "ERR_BAD_REQUEST");
    expect(details(refused)["conditions.0.value"]?.[0]).toMatch(
      /^The app's enabled rules would run patterns of \d+ steps on every message \(the other rules: first \d+; this one's up to this condition: \d+\), and an app's enabled rules may run patterns of 64 steps in all/,
    );
    expect(count("mod_rule_revisions")).toBe(before);
    // Stored disabled, and refused when switched on.
    expect((await s.chat("POST", "/moderation/rules", { body: { ...second, enabled: false } })).status).toBe(
      200,
    );
    expectError(
      await s.chat("PUT", "/moderation/rules/second", { body: { ...second, enabled: true } }),
      400,
      "ERR_BAD_REQUEST",
    );
    expect(ruleEnvelope.parse((await s.chat("GET", "/moderation/rules/second")).json).data.enabled).toBe(
      false,
    );

    await s.chat("POST", "/moderation/keywords", {
      form: form({ id: "pats", category: "pattern", searchTerms: "casino\\d+" }),
    });
    await s.chat("POST", "/moderation/rules", {
      body: rule({
        id: "listed",
        conditions: [
          { operand: "text", operator: "contains", isKeywordsReferencePresent: true, value: ["pats"] },
        ],
      }),
    });
    const grown = await s.chat("PUT", "/moderation/keywords/pats", {
      form: form({ category: "pattern", searchTerms: `casino\\d+,${largest((k) => `[a-z]{${k}}#`, 40)}` }),
    });
    expectError(grown, 400, "ERR_BAD_REQUEST");
    expect(details(grown).searchTerms?.[0]).toMatch(/^The rules listed name this list: with these patterns/);
    expect(
      keywordListEnvelope.parse((await s.chat("GET", "/moderation/keywords/pats")).json).data.searchTerms,
    ).toEqual(["casino\\d+"]);
  });

  it("completes a 65 KB send against the worst accepted configuration, to the rules' verdict", async () => {
    // Patterns whose RE2 DFA cannot settle (every character is a new state), filling the app's budget, the
    // costliest found by bench:moderation-patterns.
    const worst: string[] = [];
    let left: number = PATTERN_LIMITS.steps;
    while (left >= 4) {
      const p = largest((k) => `a\\pL{${k}}!`, left);
      worst.push(p);
      left -= patternSteps(p);
    }
    expect(left).toBeLessThan(4);
    expect((await s.chat("POST", "/moderation/rules", { body: patternRule("worst", worst) })).status).toBe(
      200,
    );
    let x = 1;
    const longest = Array.from({ length: MAX_MESSAGE_BYTES - 20 }, () => {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      return "ab"[(x >> 8) % 2];
    }).join("");
    const sent = await send("alice", "bob", longest);
    expect(sent.status).toBe(200);
    expect(sent.json.data.data.moderation).toBeUndefined();
    const k = Number(/\{(\d+)\}/.exec(worst.at(-1) ?? "")?.[1]);
    const caught = await send("alice", "bob", `${longest.slice(0, 1000)}a${"b".repeat(k)}!`);
    expect(caught.json.data.data.moderation).toEqual({ status: "pending" });
  });

  it("flags stored rules that can no longer run as written, runs the rest, and says so in the log once", async () => {
    const store = (id: string, conditions: unknown[], createdAt: number) =>
      s.db
        .prepare(
          "INSERT INTO mod_rule_revisions (app_id, rule_id, revision, body, created_at, updated_at, is_default) VALUES (?, ?, 1, ?, ?, ?, 0)",
        )
        .run(
          s.app.id,
          id,
          JSON.stringify({ name: id, enabled: true, action: ["blockMessage"], conditions }),
          createdAt,
          createdAt,
        );
    const text = (value: string[], keywords = false) => ({
      id: 1,
      entity: "message",
      operand: "text",
      operator: "contains",
      category: keywords ? "word" : "pattern",
      isKeywordsReferencePresent: keywords,
      isMediaPresent: false,
      value,
    });
    s.db
      .prepare(
        "INSERT INTO mod_keyword_lists (app_id, id, name, category, is_csv, terms, revision, created_at, updated_at) VALUES (?, 'huge', 'Huge', 'pattern', 0, ?, 1, 1, 1)",
      )
      .run(s.app.id, JSON.stringify(Array.from({ length: 10_000 }, (_, i) => `term${i}`)));
    store("old-repeat", [text(["[a-z]{900}x", "casino"])], 3);
    store("old-huge", [text(["huge"], true)], 2);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const rules = ruleListEnvelope.parse((await s.chat("GET", "/moderation/rules")).json).data;
      const problems = Object.fromEntries(rules.map((r) => [r.id, r.problems]));
      expect(problems["old-repeat"]).toEqual([
        expect.stringMatching(
          /^conditions\.0\.value: patterns that can no longer run and match nothing until edited \(1: \[a-z\]\{900\}x repeats \{900\}/,
        ),
      ]);
      expect(problems["old-huge"]).toEqual([
        expect.stringMatching(/^Not in force: an app's enabled rules may run patterns of 64 steps/),
      ]);
      expect(problems.email_filter).toBeUndefined();
      // The rest of old-repeat runs; old-huge does not.
      expect((await send("alice", "bob", "casino tonight")).json.data.data.moderation).toEqual({
        status: "pending",
      });
      expect((await send("alice", "bob", "term7")).json.data.data.moderation).toBeUndefined();
      await send("alice", "bob", "term8");
      const said = log.mock.calls.map((c) => String(c[0]));
      expect(said.filter((l) => l.includes("rule old-huge: Not in force"))).toHaveLength(1);
      expect(said.filter((l) => l.includes("rule old-repeat: conditions.0.value"))).toHaveLength(1);
      // Naming such lists in an enabled rule is refused (the huge one is over the budget, the other cannot
      // run); a disabled rule may, and switching the huge rule off takes it out of the budget.
      s.db
        .prepare(
          "INSERT INTO mod_keyword_lists (app_id, id, name, category, is_csv, terms, revision, created_at, updated_at) VALUES (?, 'echoes', 'Echoes', 'pattern', 0, ?, 1, 1, 1)",
        )
        .run(s.app.id, JSON.stringify(["ok", "(a)\\1"]));
      const naming = (id: string, enabled: boolean) =>
        rule({
          id,
          enabled,
          conditions: [
            { operand: "text", operator: "contains", isKeywordsReferencePresent: true, value: [id] },
          ],
        });
      for (const id of ["huge", "echoes"])
        expect((await s.chat("POST", "/moderation/rules", { body: naming(id, false) })).status).toBe(200);
      const huge = await s.chat("PUT", "/moderation/rules/huge", { body: naming("huge", true) });
      expect(details(huge)["conditions.0.value"]?.[0]).toMatch(
        /^The app's enabled rules would run patterns of/,
      );
      const echoes = await s.chat("PUT", "/moderation/rules/echoes", { body: naming("echoes", true) });
      expect(details(echoes)["conditions.0.value"]?.[0]).toMatch(
        /^The keyword list echoes holds patterns that can no longer run: \(a\)\\1 is not supported/,
      );
      const off = await s.chat("PUT", "/moderation/rules/old-huge", {
        body: {
          name: "old-huge",
          enabled: false,
          action: ["blockMessage"],
          conditions: [text(["huge"], true)],
        },
      });
      expect(ruleEnvelope.parse(off.json).data.problems).toBeUndefined();
    } finally {
      log.mockRestore();
    }
  });
});

describe("keyword lists (published /moderation/keywords, multipart)", () => {
  it("creates from comma-separated terms or a CSV file, updates and deletes a list no rule uses", async () => {
    const created = await s.chat("POST", "/moderation/keywords", {
      form: form({
        id: "spam-words",
        name: "Spam words",
        category: "word",
        searchTerms: "casino, lottery ,win big",
      }),
    });
    expect(okData(created, keywordListEnvelope)).toMatchObject({
      id: "spam-words",
      isCSV: false,
      searchTerms: ["casino", "lottery", "win big"],
      revisionId: `${s.app.id}_spam-words_1`,
    });
    const csv = await s.chat("POST", "/moderation/keywords", {
      form: form({
        id: "csv-words",
        category: "word",
        file: new Blob(['"a",b\nc,"d, e"\n'], { type: "text/csv" }),
      }),
    });
    expect(keywordListEnvelope.parse(csv.json).data).toMatchObject({
      isCSV: true,
      searchTerms: ["a", "b", "c", "d, e"],
    });

    const put = await s.chat("PUT", "/moderation/keywords/spam-words", {
      form: form({ category: "word", searchTerms: "casino,jackpot" }),
    });
    expect(keywordListEnvelope.parse(put.json).data).toMatchObject({
      searchTerms: ["casino", "jackpot"],
      revisionId: `${s.app.id}_spam-words_2`,
    });

    await s.chat("POST", "/moderation/rules", {
      body: rule({
        conditions: [
          { operand: "text", operator: "contains", isKeywordsReferencePresent: true, value: ["spam-words"] },
        ],
      }),
    });
    expectError(await s.chat("DELETE", "/moderation/keywords/spam-words"), 400, "ERR_KEYWORD_IN_USE");
    await s.chat("DELETE", "/moderation/rules/no-spam");
    expect((await s.chat("DELETE", "/moderation/keywords/spam-words")).status).toBe(200);
    expectError(await s.chat("GET", "/moderation/keywords/spam-words"), 404, "ERR_KEYWORD_NOT_FOUND");
  });

  it("refuses a list without terms, a bad category, invalid patterns or a taken id", async () => {
    const before = count("mod_keyword_lists");
    for (const fields of <Record<string, string>[]>[
      { id: "x", category: "word" },
      { id: "x", category: "colour", searchTerms: "a" },
      { id: "x", category: "pattern", searchTerms: "([" },
      { id: "profanity-list", category: "word", searchTerms: "a" },
    ]) {
      const res = await s.chat("POST", "/moderation/keywords", { form: form(fields) });
      expect(res.status, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(count("mod_keyword_lists")).toBe(before);
  });
});

describe("rules applied to messages sent through the API", () => {
  it("withholds a matching message for review; approving delivers it once, with message_sent", async () => {
    addWebhook(s, "hook", ["message_sent"]);
    await s.chat("POST", "/moderation/rules", { body: rule() });
    const ok = await send("alice", "bob", "see you at lunch");
    expect(ok.json.data.data.moderation).toBeUndefined();
    const res = await send("alice", "bob", "Win FREE money at the casino!");
    expect(res.status).toBe(200);
    const withheld = res.json.data;
    expect(withheld.data.moderation).toEqual({ status: "pending" });
    expect(await messageIds("bob", "alice")).not.toContain(withheld.id);
    expect(outboxPayloads(s, "message_sent")).toHaveLength(1);

    const blocked = blockedListEnvelope.parse(
      (await s.chat("GET", "/moderation/blocked-messages")).json,
    ).data;
    expect(blocked).toHaveLength(1);
    expect(blocked[0]).toMatchObject({
      id: withheld.id,
      ruleId: "no-spam",
      ruleName: "No spam",
      revisionId: `${s.app.id}_no-spam_1`,
      matched: "casino",
      action: ["blockMessage"],
      status: "pending",
    });

    const approved = await s.chat("PATCH", `/moderation/blocked-messages/${withheld.id}`, {
      body: { status: "approved" },
    });
    expect(reviewAnswerEnvelope.parse(approved.json).data.message).toBe(
      `Message with ID ${withheld.id} has been approved.`,
    );
    expect(await messageIds("bob", "alice")).toContain(withheld.id);
    expect(outboxPayloads(s, "message_sent")).toHaveLength(2);
    expect(
      blockedListEnvelope.parse((await s.chat("GET", "/moderation/blocked-messages")).json).data,
    ).toHaveLength(0);
    const reviewed = reviewedListEnvelope.parse(
      (await s.chat("GET", "/moderation/reviewed-messages")).json,
    ).data;
    expect(reviewed[0]).toMatchObject({ id: withheld.id, kind: "blocked", status: "approved" });
    expectError(
      await s.chat("PATCH", `/moderation/blocked-messages/${withheld.id}`, { body: { status: "approved" } }),
      404,
      "ERR_BLOCKED_MESSAGE_NOT_FOUND",
    );
  });

  it("refuses to deliver a message withheld from a group deleted since; it stays pending to be rejected", async () => {
    await s.chat("POST", "/moderation/rules", { body: rule() });
    const withheld = (await send("bob", "team", "casino night", true)).json.data;
    expect(withheld.data.moderation).toEqual({ status: "pending" });
    expect((await s.chat("DELETE", "/groups/team")).status).toBe(200);
    expectError(
      await s.chat("PATCH", `/moderation/blocked-messages/${withheld.id}`, { body: { status: "approved" } }),
      404,
      "ERR_GUID_NOT_FOUND",
    );
    expect(count("conversations")).toBe(0);
    expect(
      (s.db.prepare("SELECT count(*) AS n FROM messages WHERE id = ?").get(withheld.id) as { n: number }).n,
    ).toBe(0);
    const rejected = await s.chat("PATCH", `/moderation/blocked-messages/${withheld.id}`, {
      body: { status: "rejected" },
    });
    expect(rejected.status).toBe(200);
  });

  it("drops a message under dropMessage, applies keyword lists and equals, and honours sender filters", async () => {
    await s.chat("POST", "/moderation/rules", {
      body: rule({
        id: "drop-profanity",
        action: ["dropMessage"],
        conditions: [
          {
            operand: "text",
            operator: "contains",
            isKeywordsReferencePresent: true,
            value: ["profanity-list"],
          },
        ],
        filters: [{ type: "sender", entity: "user", operand: "uid", operator: "not equals", value: "carol" }],
      }),
    });
    const dropped = await send("alice", "bob", "you idiot");
    expect(dropped.json.data.data.moderation).toEqual({ status: "disapproved" });
    expect(await messageIds("bob", "alice")).not.toContain(dropped.json.data.id);
    expect(count("mod_blocked")).toBe(0);
    const exempt = await send("carol", "bob", "you idiot");
    expect(exempt.json.data.data.moderation).toBeUndefined();
    const word = await send("alice", "bob", "idiotic plans");
    expect(word.json.data.data.moderation).toBeUndefined();

    await s.chat("POST", "/moderation/rules", {
      body: rule({ id: "exact", conditions: [{ operand: "text", operator: "equals", value: ["stop"] }] }),
    });
    expect((await send("alice", "team", "STOP", true)).json.data.data.moderation).toEqual({
      status: "pending",
    });
    expect((await send("alice", "team", "stop it", true)).json.data.data.moderation).toBeUndefined();
  });

  it("leaves messages the app sends itself alone, and a disabled rule does nothing", async () => {
    await s.chat("POST", "/moderation/rules", { body: rule({ enabled: false }) });
    expect((await send("alice", "bob", "casino")).json.data.data.moderation).toBeUndefined();
    await s.chat("PUT", "/moderation/rules/no-spam", { body: rule() });
    const system = await s.chat("POST", "/messages", {
      body: {
        receiver: "bob",
        receiverType: "user",
        category: "message",
        type: "text",
        data: { text: "casino" },
      },
    });
    expect(system.json.data.data.moderation).toBeUndefined();
  });

  it("looks words up in the list as it is now: an edit, a deleted list and a data file without the index", async () => {
    await s.chat("POST", "/moderation/keywords", {
      body: { id: "words", category: "word", searchTerms: "alpha,big deal" },
    });
    await s.chat("POST", "/moderation/rules", {
      body: rule({
        id: "words-rule",
        conditions: [
          { operand: "text", operator: "contains", isKeywordsReferencePresent: true, value: ["words"] },
        ],
      }),
    });
    const caught = async (text: string) =>
      (await send("alice", "bob", text)).json.data.data.moderation !== undefined;
    expect(await caught("ALPHA!")).toBe(true);
    expect(await caught("no big deal")).toBe(true);
    expect(await caught("beta")).toBe(false);
    await s.chat("PUT", "/moderation/keywords/words", { body: { category: "word", searchTerms: "beta" } });
    expect(await caught("alpha")).toBe(false);
    expect(await caught("beta")).toBe(true);
    // A data file written before the index: opening it indexes its lists.
    s.db.prepare("DELETE FROM mod_keyword_terms").run();
    expect(await caught("beta")).toBe(false);
    indexUnindexedLists(s.db);
    expect(await caught("beta")).toBe(true);
    await s.chat("DELETE", "/moderation/rules/words-rule");
    await s.chat("DELETE", "/moderation/keywords/words");
    expect(count("mod_keyword_terms WHERE list_id = 'words'")).toBe(0);
  });

  it("reads an image condition against the attachments' names and links", async () => {
    await s.chat("POST", "/moderation/rules", {
      body: rule({
        id: "no-weapons",
        conditions: [{ operand: "image", operator: "contains", isMediaPresent: true, value: ["weapon"] }],
      }),
    });
    const image = (name: string) =>
      s.chat("POST", "/messages", {
        onBehalfOf: "alice",
        body: {
          receiver: "bob",
          receiverType: "user",
          category: "message",
          type: "image",
          data: {
            attachments: [
              { name, extension: "jpg", mimeType: "image/jpeg", size: 1, url: `https://cdn.example/${name}` },
            ],
          },
        },
      });
    const caught = await image("my-weapon.jpg");
    expect(caught.status, JSON.stringify(caught.json)).toBe(200);
    expect(caught.json.data.data.moderation).toEqual({ status: "pending" });
    expect((await image("sunset.jpg")).json.data.data.moderation).toBeUndefined();
    expect((await send("alice", "bob", "weapon")).json.data.data.moderation).toBeUndefined();
  });
});

describe("reports and their review", () => {
  it("records reports (published and control endpoints), lists them oldest first and reviews them", async () => {
    const first = await sendText(s, "alice", "bob", "buy my stuff");
    const second = await sendText(s, "bob", "alice", "no thanks");
    const flagged = await s.chat("POST", `/messages/${first}/flagged`, {
      onBehalfOf: "bob",
      body: { reasonId: "spam", remark: "again" },
    });
    expect(flagged.status, JSON.stringify(flagged.json)).toBe(200);
    const control = await s.raw("POST", `/us/${s.app.id}/sandbox/v1/messages/${second}/flags`, {
      body: { uid: "alice", reasonId: "harassment" },
    });
    expect(control.status, JSON.stringify(control.json)).toBe(200);

    const queue = flaggedListEnvelope.parse((await s.chat("GET", "/moderation/flagged-messages")).json).data;
    expect(queue.map((f) => f.id)).toEqual([first, second]);
    expect(queue[0]?.flags).toEqual([
      { uid: "bob", reasonId: "spam", reason: "Spam", remark: "again", createdAt: expect.any(Number) },
    ]);
    const bySpam = flaggedListEnvelope.parse(
      (await s.chat("GET", "/moderation/flagged-messages?reasonId=spam")).json,
    );
    expect(bySpam.data.map((f) => f.id)).toEqual([first]);
    const byBob = flaggedListEnvelope.parse(
      (await s.chat("GET", "/moderation/flagged-messages?sender=bob")).json,
    );
    expect(byBob.data.map((f) => f.id)).toEqual([second]);

    const review = await s.chat("PATCH", `/moderation/flagged-messages/${first}`, {
      body: { status: "disapproved" },
    });
    expect(review.status).toBe(200);
    const gone = await s.chat("GET", `/messages/${first}`);
    expect(gone.json.data.deletedAt).toEqual(expect.any(Number));
    await s.chat("PATCH", `/moderation/flagged-messages/${second}`, { body: { status: "approved" } });
    expect(
      flaggedListEnvelope.parse((await s.chat("GET", "/moderation/flagged-messages")).json).data,
    ).toHaveLength(0);
    const reviewed = reviewedListEnvelope.parse(
      (await s.chat("GET", "/moderation/reviewed-messages")).json,
    ).data;
    expect(reviewed.map((r) => [r.id, r.kind, r.status])).toEqual(
      expect.arrayContaining([
        [first, "flagged", "disapproved"],
        [second, "flagged", "approved"],
      ]),
    );
    // [ours] One sender's reviewed messages: alice sent the first, bob the second.
    const bobs = reviewedListEnvelope.parse(
      (await s.chat("GET", "/moderation/reviewed-messages?sender=BOB")).json,
    ).data;
    expect(bobs.map((r) => r.id)).toEqual([second]);
  });

  it("refuses reports of one's own or unknown messages and unknown reasons, and bad review statuses", async () => {
    const id = await sendText(s, "alice", "bob", "hello");
    await expectRefusals(s, [
      ["POST", `/messages/${id}/flagged`, { onBehalfOf: "alice", body: {} }, 400, "ERR_BAD_REQUEST"],
      ["POST", "/messages/99999/flagged", { onBehalfOf: "bob", body: {} }, 404, "ERR_MESSAGE_ID_NOT_FOUND"],
      [
        "POST",
        `/messages/${id}/flagged`,
        { onBehalfOf: "bob", body: { reasonId: "nope" } },
        404,
        "ERR_REASON_NOT_FOUND",
      ],
    ]);
    expect(count("mod_flagged")).toBe(0);
    await s.chat("POST", `/messages/${id}/flagged`, { onBehalfOf: "bob", body: {} });
    expectError(
      await s.chat("PATCH", `/moderation/flagged-messages/${id}`, { body: { status: "maybe" } }),
      400,
      "ERR_BAD_REQUEST",
    );
    expectError(
      await s.chat("PATCH", "/moderation/flagged-messages/424242", { body: { status: "approved" } }),
      404,
      "ERR_FLAGGED_MESSAGE_NOT_FOUND",
    );
  });
});

describe("reasons (published /moderation/reasons)", () => {
  it("creates, renames, reads and deletes a reason; deleting answers outside data, as published", async () => {
    const created = await s.chat("POST", "/moderation/reasons", {
      body: { id: "scam", name: "Scam", description: "Fraud" },
    });
    expect(reasonEnvelope.parse(created.json).data).toMatchObject({
      id: "scam",
      name: "Scam",
      description: "Fraud",
    });
    expectError(
      await s.chat("POST", "/moderation/reasons", { body: { id: "scam", name: "Again" } }),
      409,
      "ERR_REASON_ALREADY_EXISTS",
    );
    const renamed = await s.chat("PUT", "/moderation/reasons/scam", { body: { name: "Fraud or scam" } });
    expect(reasonEnvelope.parse(renamed.json).data.name).toBe("Fraud or scam");
    const deleted = await s.chat("DELETE", "/moderation/reasons/scam");
    expect(reasonDeletedSchema.parse(deleted.json)).toEqual({
      success: true,
      message: "The reason with id scam has been deleted successfully.",
    });
    expectError(await s.chat("GET", "/moderation/reasons/scam"), 404, "ERR_REASON_NOT_FOUND");
  });
});
