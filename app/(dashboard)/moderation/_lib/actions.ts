"use server";

import { z } from "zod";
import * as groupsContract from "@/lib/contract/groups";
import * as messagesContract from "@/lib/contract/messages";
import * as moderationContract from "@/lib/contract/moderation";
import * as usersContract from "@/lib/contract/users";
import {
  keywordListForm,
  reasonForm,
  reviewOutcomeInput,
  reviewQueueQuery,
  ruleBodyOf,
  saveRuleInput,
} from "@/lib/inputs/moderation-query";
import { appActionClient, UserFacingError } from "@/lib/server/action";
import { call, callData } from "@/lib/server/api/call";
import { listMessages } from "@/lib/server/api/chat-messages";
import { saveKeywordList } from "@/lib/server/api/chat-moderation";
import type { Connection } from "@/lib/server/api/request";
import { readFigures } from "@/lib/server/moderation-figures";

const idInput = z.object({ id: z.string().min(1).max(100) });

export const listQueueAction = appActionClient
  .metadata({ name: "moderation.queue", minRole: "moderator", mutation: false })
  .inputSchema(z.object({ kind: z.enum(["flagged", "blocked"]), query: reviewQueueQuery }))
  .action(async ({ parsedInput: { kind, query }, ctx }) => {
    const { conn } = ctx;
    return kind === "flagged"
      ? { kind, items: await callData(conn, moderationContract.listFlaggedMessages, { query }) }
      : { kind, items: await callData(conn, moderationContract.listBlockedMessages, { query }) };
  });

/** The figures above the queue, read again after outcomes change them. */
export const moderationFiguresAction = appActionClient
  .metadata({ name: "moderation.figures", minRole: "moderator", mutation: false })
  .inputSchema(z.object({}))
  .action(async ({ ctx }) => readFigures(ctx.conn));

const HISTORY = 10;
const BANS_READ = 1000;

/**
 * What this sender has done before: their messages reviewed earlier (newest first, with the outcome), what
 * else of theirs waits for review, and whether the group of the message has banned them.
 */
export const senderHistoryAction = appActionClient
  .metadata({ name: "moderation.sender-history", minRole: "moderator", mutation: false })
  .inputSchema(z.object({ sender: z.string().min(1).max(100), guid: z.string().min(1).max(100).optional() }))
  .action(async ({ parsedInput: { sender, guid }, ctx }) => {
    const { conn } = ctx;
    const same = (uid: string) => uid.toLowerCase() === sender.toLowerCase();
    const [reviewed, reports, blocked, banned] = await Promise.all([
      call(conn, moderationContract.listReviewedMessages, { query: { limit: 1000, sender } }),
      call(conn, moderationContract.listFlaggedMessages, { query: { limit: 1000, sender } }),
      call(conn, moderationContract.listBlockedMessages, { query: { limit: 1000, sender } }),
      guid
        ? call(conn, groupsContract.listGroupBannedUsers, {
            params: { guid },
            query: { page: 1, perPage: BANS_READ },
          })
        : undefined,
    ]);
    // Narrowing by sender is the sandbox's [ours]: the hosted service answers everyone's, so keep this sender's.
    const of = (m: Record<string, unknown>) => same(String(m.sender ?? ""));
    const theirs = reviewed.data.filter((r) => of(r.message));
    return {
      recent: theirs.slice(0, HISTORY).map((r) => ({
        id: r.id,
        kind: r.kind,
        status: r.status,
        reviewedAt: r.reviewedAt,
        text:
          typeof (r.message.data as { text?: unknown } | undefined)?.text === "string"
            ? String((r.message.data as { text: string }).text)
            : undefined,
      })),
      counts: {
        reportsUpheld: theirs.filter((r) => r.kind === "flagged" && r.status === "disapproved").length,
        reportsDismissed: theirs.filter((r) => r.kind === "flagged" && r.status === "approved").length,
        blocksUpheld: theirs.filter((r) => r.kind === "blocked" && r.status === "rejected").length,
        blocksReleased: theirs.filter((r) => r.kind === "blocked" && r.status === "approved").length,
        reportsWaiting: reports.data.filter((r) => of(r.message)).length,
        blocksWaiting: blocked.data.filter((b) => of(b.message)).length,
      },
      bannedHere: banned ? banned.data.some((u) => same(u.uid)) : undefined,
    };
  });

/** The messages just before and after one, as its conversation shows them. */
export const messageContextAction = appActionClient
  .metadata({ name: "moderation.context", minRole: "moderator", mutation: false })
  .inputSchema(
    z.object({
      id: z.string().regex(/^\d{1,15}$/),
      sender: z.string().min(1).max(100),
      receiver: z.string().min(1).max(100),
      receiverType: z.enum(["user", "group"]),
    }),
  )
  .action(async ({ parsedInput: p, ctx }) => {
    const { conn } = ctx;
    const around = (affix: "prepend" | "append") =>
      listMessages(conn, {
        receiverType: p.receiverType,
        target: p.receiver,
        onBehalfOf: p.receiverType === "user" ? p.sender : undefined,
        limit: 3,
        affix,
        id: p.id,
      });
    const [before, after] = await Promise.all([around("prepend"), around("append")]);
    return { before: before.data, after: after.data };
  });

/** A withheld message is not in its conversation: the blocked list is where the service keeps it. */
const BLOCKED_READ = 1000;

/** The sender of the message under review and, when it went to a group, that group: as the service has them. */
async function messageUnderReview(conn: Connection, kind: "flagged" | "blocked", id: string) {
  const message =
    kind === "flagged"
      ? await callData(conn, messagesContract.getMessage, { params: { id } })
      : (
          await callData(conn, moderationContract.listBlockedMessages, { query: { limit: BLOCKED_READ } })
        ).find((b) => b.id === id)?.message;
  if (!message || typeof message.sender !== "string" || !message.sender)
    throw new UserFacingError(`Message ${id} no longer waits for review.`);
  const guid =
    message.receiverType === "group" && typeof message.receiver === "string" ? message.receiver : undefined;
  return { sender: message.sender, guid };
}

/** One outcome: the review, then what it does to the message's sender. Audited as one change. */
export const applyOutcomeAction = appActionClient
  .metadata({ name: "moderation.outcome", minRole: "moderator", mutation: true })
  .inputSchema(reviewOutcomeInput)
  .action(async ({ parsedInput: o, ctx }) => {
    const { conn } = ctx;
    // Read before the review: removing a reported message deletes it, and a reviewed one leaves the queue.
    const { sender, guid } = await messageUnderReview(conn, o.kind, o.id);
    if ((o.outcome === "ban" || o.outcome === "kick") && !guid)
      throw new UserFacingError(
        `Message ${o.id} was not sent to a group: there is no group to ${o.outcome} from.`,
      );
    const approve = o.outcome === "approve";
    const { data: answer } =
      o.kind === "flagged"
        ? await call(conn, moderationContract.reviewFlaggedMessage, {
            params: { id: o.id },
            body: { status: approve ? "approved" : "disapproved" },
          })
        : await call(conn, moderationContract.reviewBlockedMessage, {
            params: { id: o.id },
            body: { status: approve ? "approved" : "rejected", reviewed: true },
          });
    if ((o.outcome === "ban" || o.outcome === "kick") && guid) {
      const member = o.outcome === "ban" ? groupsContract.banGroupMember : groupsContract.kickGroupMember;
      await call(conn, member, { params: { guid, uid: sender } });
    }
    if (o.outcome === "deactivate") {
      await call(conn, usersContract.deleteUser, { params: { uid: sender }, body: { permanent: false } });
    }
    return { message: answer.message };
  });

export const listRulesAction = appActionClient
  .metadata({ name: "moderation.rules.list", minRole: "moderator", mutation: false })
  .inputSchema(z.object({}))
  .action(({ ctx }) =>
    callData(ctx.conn, moderationContract.listRules, {
      query: { limit: moderationContract.MAX_LIMIT },
    }),
  );

export const saveRuleAction = appActionClient
  .metadata({ name: "moderation.rules.save", minRole: "admin", mutation: true })
  .inputSchema(saveRuleInput)
  .action(async ({ parsedInput: { form, existing, filters }, ctx }) => {
    const { conn } = ctx;
    const body = ruleBodyOf(form, filters);
    const res = existing
      ? await call(conn, moderationContract.updateRule, {
          params: { ruleId: body.id },
          body: { ...body, id: undefined },
        })
      : await call(conn, moderationContract.createRule, { body });
    return res.data;
  });

export const deleteRuleAction = appActionClient
  .metadata({ name: "moderation.rules.delete", minRole: "admin", mutation: true })
  .inputSchema(idInput)
  .action(({ parsedInput, ctx }) =>
    callData(ctx.conn, moderationContract.deleteRule, {
      params: { ruleId: parsedInput.id },
    }),
  );

export const listRevisionsAction = appActionClient
  .metadata({ name: "moderation.rules.revisions", minRole: "moderator", mutation: false })
  .inputSchema(idInput)
  .action(({ parsedInput, ctx }) =>
    callData(ctx.conn, moderationContract.listRuleRevisions, {
      params: { ruleId: parsedInput.id },
      query: { limit: moderationContract.MAX_LIMIT },
    }),
  );

export const listKeywordListsAction = appActionClient
  .metadata({ name: "moderation.keywords.list", minRole: "moderator", mutation: false })
  .inputSchema(z.object({}))
  .action(({ ctx }) =>
    callData(ctx.conn, moderationContract.listKeywordLists, {
      query: { limit: moderationContract.MAX_LIMIT },
    }),
  );

export const saveKeywordListAction = appActionClient
  .metadata({ name: "moderation.keywords.save", minRole: "admin", mutation: true })
  .inputSchema(z.object({ list: keywordListForm, existing: z.boolean() }))
  .action(async ({ parsedInput: { list, existing }, ctx }) => saveKeywordList(ctx.conn, list, existing));

export const deleteKeywordListAction = appActionClient
  .metadata({ name: "moderation.keywords.delete", minRole: "admin", mutation: true })
  .inputSchema(idInput)
  .action(({ parsedInput, ctx }) =>
    callData(ctx.conn, moderationContract.deleteKeywordList, {
      params: { keywordId: parsedInput.id },
    }),
  );

export const listReasonsAction = appActionClient
  .metadata({ name: "moderation.reasons.list", minRole: "moderator", mutation: false })
  .inputSchema(z.object({}))
  .action(({ ctx }) =>
    callData(ctx.conn, moderationContract.listReasons, {
      query: { limit: moderationContract.MAX_LIMIT },
    }),
  );

export const saveReasonAction = appActionClient
  .metadata({ name: "moderation.reasons.save", minRole: "admin", mutation: true })
  .inputSchema(z.object({ reason: reasonForm, existing: z.boolean() }))
  .action(async ({ parsedInput: { reason, existing }, ctx }) => {
    const { conn } = ctx;
    const description = reason.description || undefined;
    const res = existing
      ? await call(conn, moderationContract.updateReason, {
          params: { id: reason.id },
          body: { name: reason.name, description },
        })
      : await call(conn, moderationContract.createReason, { body: { ...reason, description } });
    return res.data;
  });

export const deleteReasonAction = appActionClient
  .metadata({ name: "moderation.reasons.delete", minRole: "admin", mutation: true })
  .inputSchema(idInput)
  .action(async ({ parsedInput, ctx }) =>
    call(ctx.conn, moderationContract.deleteReason, {
      params: { id: parsedInput.id },
    }),
  );
