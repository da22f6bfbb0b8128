import type { z } from "zod";
import * as moderationContract from "../../../lib/contract/moderation";
import type { keywordListInput } from "../../../lib/schemas/moderation";
import { csvToTerms } from "../../../lib/shared/moderation/csv";
import { patternError } from "../../../lib/shared/moderation/pattern";
import { currentRules, keywordListView } from "../core/moderation";
import { checkListBudget } from "../core/moderation-budget";
import type { Db } from "../db/types";
import { seconds } from "../deps";
import { ApiError, badRequest, conflict, notFound } from "../http/errors";
import { success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import {
  deleteKeywordList,
  findKeywordList,
  indexKeywordTerms,
  insertKeywordList,
  type KeywordListRow,
  keywordLists,
  updateKeywordList,
} from "../store/moderation-keywords";
import { listMeta, ready } from "./moderation-shared";

const MAX_TERMS = 10_000;

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

export const moderationKeywordRoutes: AnyRoute[] = [
  appRoute({
    ...moderationContract.createKeywordList,
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
      checkListBudget(deps.db, app.id, id, body.category, given.terms);
      const now = seconds(deps);
      insertKeywordList(
        deps.db,
        app.id,
        id,
        {
          name: body.name ?? id,
          description: body.description ?? null,
          category: body.category,
          csv: given.csv,
          terms: given.terms,
        },
        now,
      );
      indexKeywordTerms(deps.db, app.id, id);
      return { data: keywordListView(app.id, requireList(deps.db, app.id, id)) };
    },
  }),
  appRoute({
    ...moderationContract.listKeywordLists,
    handler: ({ deps, app, query }) => {
      ready(deps, app);
      const all = keywordLists(deps.db, app.id).slice(0, query.limit);
      return { data: all.map((l) => keywordListView(app.id, l)), meta: listMeta(query.limit, all.length) };
    },
  }),
  appRoute({
    ...moderationContract.getKeywordList,
    handler: ({ deps, app, params }) => {
      ready(deps, app);
      return { data: keywordListView(app.id, requireList(deps.db, app.id, params.keywordId)) };
    },
  }),
  appRoute({
    ...moderationContract.updateKeywordList,
    handler: ({ deps, app, params, body }) => {
      ready(deps, app);
      const row = requireList(deps.db, app.id, params.keywordId);
      if (body.id !== undefined && body.id !== row.id)
        throw badRequest("A list's id cannot change.", { id: [`must be ${row.id}`] });
      const given = termsOf(body);
      const terms = given?.terms ?? (JSON.parse(row.terms) as string[]);
      checkTerms(body.category, terms);
      checkListBudget(deps.db, app.id, row.id, body.category, terms);
      updateKeywordList(
        deps.db,
        app.id,
        row.id,
        {
          name: body.name ?? row.name,
          description: body.description ?? row.description,
          category: body.category,
          csv: given ? given.csv : row.is_csv === 1,
          terms,
        },
        seconds(deps),
      );
      indexKeywordTerms(deps.db, app.id, row.id);
      return { data: keywordListView(app.id, requireList(deps.db, app.id, row.id)) };
    },
  }),
  appRoute({
    ...moderationContract.deleteKeywordList,
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
      deleteKeywordList(deps.db, app.id, row.id);
      return success(`Keyword with id ${row.id} has been deleted successfully.`);
    },
  }),
];
