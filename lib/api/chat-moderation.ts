import "server-only";
import { successEnvelope } from "../schemas/common";
import {
  blockedListEnvelope,
  type CreateRuleInput,
  flaggedListEnvelope,
  keywordListEnvelope,
  keywordListListEnvelope,
  reasonDeletedSchema,
  reasonEnvelope,
  reasonListEnvelope,
  reviewedListEnvelope,
  ruleEnvelope,
  ruleListEnvelope,
  type UpdateRuleInput,
} from "../schemas/moderation";
import type { KeywordListForm, ReviewQueueQuery } from "./moderation-query";
import { type Connection, serviceRequest } from "./request";

const enc = encodeURIComponent;
const ALL = 1000;

export async function listFlagged(conn: Connection, q: ReviewQueueQuery) {
  return serviceRequest(conn, {
    api: "chat",
    path: "/moderation/flagged-messages",
    query: { ...q },
    schema: flaggedListEnvelope,
  });
}

export async function listBlocked(conn: Connection, q: ReviewQueueQuery) {
  return serviceRequest(conn, {
    api: "chat",
    path: "/moderation/blocked-messages",
    query: { ...q },
    schema: blockedListEnvelope,
  });
}

/** `sender` narrows them to one sender's: a sandbox extension [ours] the hosted service ignores. */
export async function listReviewed(conn: Connection, q: { limit?: number; sender?: string } = {}) {
  return serviceRequest(conn, {
    api: "chat",
    path: "/moderation/reviewed-messages",
    query: { limit: q.limit ?? 50, sender: q.sender },
    schema: reviewedListEnvelope,
  });
}

export async function reviewFlagged(conn: Connection, id: string, status: "approved" | "disapproved") {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "PATCH",
    path: `/moderation/flagged-messages/${enc(id)}`,
    body: { status },
    schema: successEnvelope,
  });
  return res.data;
}

export async function reviewBlocked(conn: Connection, id: string, status: "approved" | "rejected") {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "PATCH",
    path: `/moderation/blocked-messages/${enc(id)}`,
    body: { status, reviewed: true },
    schema: successEnvelope,
  });
  return res.data;
}

export async function listRules(conn: Connection) {
  return (
    await serviceRequest(conn, {
      api: "chat",
      path: "/moderation/rules",
      query: { limit: ALL },
      schema: ruleListEnvelope,
    })
  ).data;
}

export async function saveRule(conn: Connection, body: CreateRuleInput, existing: boolean) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: existing ? "PUT" : "POST",
    path: existing ? `/moderation/rules/${enc(body.id)}` : "/moderation/rules",
    body: existing ? ({ ...body, id: undefined } satisfies UpdateRuleInput) : body,
    schema: ruleEnvelope,
  });
  return res.data;
}

export async function deleteRule(conn: Connection, id: string) {
  return (
    await serviceRequest(conn, {
      api: "chat",
      method: "DELETE",
      path: `/moderation/rules/${enc(id)}`,
      schema: successEnvelope,
    })
  ).data;
}

export async function listRuleRevisions(conn: Connection, id: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    path: `/moderation/rules/${enc(id)}/revisions`,
    query: { limit: ALL },
    schema: ruleListEnvelope,
  });
  return res.data;
}

export async function listKeywordLists(conn: Connection) {
  const res = await serviceRequest(conn, {
    api: "chat",
    path: "/moderation/keywords",
    query: { limit: ALL },
    schema: keywordListListEnvelope,
  });
  return res.data;
}

/** Keyword lists are sent as a form, as the service publishes; a CSV goes as its file. */
export async function saveKeywordList(conn: Connection, f: KeywordListForm, existing: boolean) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: existing ? "PUT" : "POST",
    path: existing ? `/moderation/keywords/${enc(f.id)}` : "/moderation/keywords",
    form: {
      id: existing ? undefined : f.id,
      name: f.name,
      description: f.description || undefined,
      category: f.category,
      ...(f.csv
        ? { file: { filename: `${f.id}.csv`, type: "text/csv", content: f.csv } }
        : { searchTerms: f.terms.join(",") }),
    },
    schema: keywordListEnvelope,
  });
  return res.data;
}

export async function deleteKeywordList(conn: Connection, id: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `/moderation/keywords/${enc(id)}`,
    schema: successEnvelope,
  });
  return res.data;
}

export async function listReasons(conn: Connection) {
  return (
    await serviceRequest(conn, {
      api: "chat",
      path: "/moderation/reasons",
      query: { limit: ALL },
      schema: reasonListEnvelope,
    })
  ).data;
}

export async function saveReason(
  conn: Connection,
  r: { id: string; name: string; description?: string },
  existing: boolean,
) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: existing ? "PUT" : "POST",
    path: existing ? `/moderation/reasons/${enc(r.id)}` : "/moderation/reasons",
    body: existing ? { name: r.name, description: r.description } : r,
    schema: reasonEnvelope,
  });
  return res.data;
}

export async function deleteReason(conn: Connection, id: string) {
  return serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `/moderation/reasons/${enc(id)}`,
    schema: reasonDeletedSchema,
  });
}
