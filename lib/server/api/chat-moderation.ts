import "server-only";
import * as moderationContract from "../../contract/moderation";
import type { KeywordListForm } from "../../inputs/moderation-query";
import { call } from "./call";
import type { Connection } from "./request";

/** Keyword lists are sent as a form, as the service publishes; a CSV goes as its file. */
export async function saveKeywordList(conn: Connection, f: KeywordListForm, existing: boolean) {
  const form = {
    id: existing ? undefined : f.id,
    name: f.name,
    description: f.description || undefined,
    category: f.category,
    ...(f.csv
      ? { file: { filename: `${f.id}.csv`, type: "text/csv", content: f.csv } }
      : { searchTerms: f.terms.join(",") }),
  };
  const res = existing
    ? await call(conn, moderationContract.updateKeywordList, { params: { keywordId: f.id }, form })
    : await call(conn, moderationContract.createKeywordList, { form });
  return res.data;
}
