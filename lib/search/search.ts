import "server-only";
import { messagesHref } from "@/lib/conversation-links";
import * as callsContract from "../contract/calls";
import * as conversationsContract from "../contract/conversations";
import * as groupsContract from "../contract/groups";
import * as messagesContract from "../contract/messages";
import * as usersContract from "../contract/users";
import { conversationOption, groupOption, userOption } from "../pickers/options";
import { call } from "../server/api/call";
import { isServiceError } from "../server/api/errors";
import type { Connection } from "../server/api/request";
import {
  HITS_PER_KIND,
  looksLikeCallId,
  looksLikeMessageId,
  type SearchAnswer,
  type SearchHit,
  type SearchKind,
} from "./schema";

const enc = encodeURIComponent;

async function byId<T>(find: () => Promise<T>): Promise<T | undefined> {
  try {
    return await find();
  } catch (e) {
    if (isServiceError(e) && (e.status === 404 || e.status === 400)) return undefined;
    throw e;
  }
}

/** One kind failing does not hide the others; it is named in `failed`. */
export async function searchEverything(conn: Connection, text: string): Promise<SearchAnswer> {
  const searches: [SearchKind, () => Promise<SearchHit[]>][] = [
    [
      "user",
      async () =>
        (
          await call(conn, usersContract.listUsers, { query: { searchKey: text, perPage: HITS_PER_KIND } })
        ).data.map((u) => ({
          kind: "user",
          ...toHit(userOption(u)),
          href: `/users/${enc(u.uid)}`,
        })),
    ],
    [
      "group",
      async () =>
        (
          await call(conn, groupsContract.listGroups, { query: { searchKey: text, perPage: HITS_PER_KIND } })
        ).data.map((g) => ({
          kind: "group",
          ...toHit(groupOption(g)),
          href: `/groups/${enc(g.guid)}`,
        })),
    ],
    [
      "conversation",
      async () =>
        (
          await call(conn, conversationsContract.listConversations, {
            query: { page: 1, perPage: HITS_PER_KIND, searchKey: text },
          })
        ).data.map((c) => ({ kind: "conversation", ...toHit(conversationOption(c)), href: messagesHref(c) })),
    ],
  ];
  if (looksLikeCallId(text)) {
    searches.push([
      "call",
      async () => {
        const found = await byId(
          async () => (await call(conn, callsContract.getCall, { params: { sessionId: text } })).data,
        );
        if (!found) return [];
        const detail = `${found.type} call · ${found.status} · ${found.totalParticipants} participants`;
        return [
          {
            kind: "call",
            id: found.sessionId,
            label: found.sessionId,
            detail,
            href: `/calls/${enc(found.sessionId)}`,
          },
        ];
      },
    ]);
  }
  if (looksLikeMessageId(text)) {
    searches.push([
      "message",
      async () => {
        const m = await byId(
          async () => (await call(conn, messagesContract.getMessage, { params: { id: text } })).data,
        );
        if (!m) return [];
        const body = typeof m.data?.text === "string" ? m.data.text : `${m.category} · ${m.type}`;
        return [
          {
            kind: "message",
            id: m.id,
            label: `Message ${m.id}`,
            detail: `${m.sender}: ${body}`.slice(0, 120),
            href: `/messages/${enc(m.id)}`,
          },
        ];
      },
    ]);
  }
  const settled = await Promise.allSettled(searches.map(([, run]) => run()));
  const answer: SearchAnswer = { hits: [], failed: [] };
  settled.forEach((r, i) => {
    const kind = searches[i]?.[0] ?? "user";
    if (r.status === "fulfilled") answer.hits.push(...r.value);
    else answer.failed.push({ kind, message: r.reason instanceof Error ? r.reason.message : "failed" });
  });
  return answer;
}

const toHit = (o: { value: string; label: string; detail?: string; avatar?: string }) => ({
  id: o.value,
  label: o.label,
  ...(o.detail ? { detail: o.detail } : {}),
  ...(o.avatar ? { avatar: o.avatar } : {}),
});
