import type { EntityFacts } from "../../../lib/shared/moderation/evaluate";
import type { Db } from "../db/types";
import { ApiError, badRequest } from "../http/errors";
import { findGroup, findMember, groupEntity, requireGroup } from "./groups";
import { compact, fromJson } from "./json";
import {
  conversationIdFor,
  insertActionMessage,
  insertMessage,
  type MessageRow,
  messageView,
  requireMessage,
  reserveMessageId,
} from "./messages";
import { screenMessage } from "./moderation";
import { APP_SYSTEM, findUser, requireUser, userEntity } from "./users";

export interface SendInput {
  sender: string;
  receiver: string;
  receiverType: "user" | "group";
  category: "message" | "custom";
  type: string;
  data: Record<string, unknown>;
  tags?: string[];
  muid?: string;
  parentId?: number;
}

function receiverEntity(db: Db, appId: string, receiverType: "user" | "group", receiver: string) {
  return receiverType === "group"
    ? groupEntity(db, requireGroup(db, appId, receiver))
    : userEntity(db, appId, receiver);
}

/** Delivered, or withheld by a moderation rule (kept for review when blocked, gone when dropped). */
export type SendResult = { row: MessageRow } | { withheld: Record<string, unknown> };

/** A group's sender must be a member; `app_system` may send anywhere, unscreened. */
export function sendMessage(db: Db, appId: string, m: SendInput, nowSec: number): SendResult {
  if (m.sender !== APP_SYSTEM) requireUser(db, appId, m.sender);
  if (m.receiverType === "user") {
    requireUser(db, appId, m.receiver);
    if (m.receiver === m.sender) {
      throw badRequest("A user cannot send a message to themselves.", {
        receiver: ["must not be the sender"],
      });
    }
  } else {
    requireGroup(db, appId, m.receiver);
    if (m.sender !== APP_SYSTEM && !findMember(db, appId, m.receiver, m.sender)) {
      throw new ApiError(
        403,
        "ERR_GROUP_NOT_JOINED",
        `The user ${m.sender} is not a member of the group ${m.receiver}.`,
      );
    }
  }
  // `entities` and `reactions` are the service's own; a client cannot set them.
  const { entities: _e, reactions: _r, ...data } = m.data;
  const entities = {
    sender: userEntity(db, appId, m.sender),
    receiver: receiverEntity(db, appId, m.receiverType, m.receiver),
  };
  const message = { ...m, data: { ...data, entities } };
  if (m.sender !== APP_SYSTEM) {
    const withheld = screen(db, appId, message, nowSec);
    if (withheld) return { withheld };
  }
  return { row: insertMessage(db, appId, message, nowSec) };
}

function facts(db: Db, appId: string, type: "user" | "group", id: string): EntityFacts {
  if (type === "group") {
    const g = findGroup(db, appId, id);
    return g
      ? {
          guid: g.guid,
          name: g.name,
          type: g.type,
          tags: fromJson<string[]>(g.tags) ?? [],
          createdAt: g.created_at,
        }
      : { guid: id };
  }
  const u = findUser(db, appId, id);
  return u
    ? {
        uid: u.uid,
        name: u.name,
        role: u.role,
        tags: fromJson<string[]>(u.tags) ?? [],
        createdAt: u.created_at,
      }
    : { uid: id };
}

/** Runs the app's rules; a match withholds the message under an id of its own and answers it as the service would. */
function screen(db: Db, appId: string, m: SendInput, nowSec: number): Record<string, unknown> | undefined {
  const match = screenMessage(
    db,
    appId,
    {
      category: m.category,
      type: m.type,
      data: m.data,
      sender: facts(db, appId, "user", m.sender),
      receiverType: m.receiverType,
      receiver: facts(db, appId, m.receiverType, m.receiver),
    },
    nowSec,
  );
  if (!match) return undefined;
  const id = reserveMessageId(db, appId, nowSec);
  const blocked = match.rule.action.includes("blockMessage");
  const view = compact({
    id: String(id),
    muid: m.muid,
    conversationId: conversationIdFor(m.receiverType, m.sender, m.receiver),
    sender: m.sender,
    receiverType: m.receiverType,
    receiver: m.receiver,
    category: m.category,
    type: m.type,
    data: { ...m.data, moderation: { status: blocked ? "pending" : "disapproved" } },
    tags: m.tags,
    sentAt: nowSec,
    updatedAt: nowSec,
    parentId: m.parentId === undefined ? undefined : String(m.parentId),
  });
  if (blocked) {
    db.prepare(
      `INSERT INTO mod_blocked (app_id, message_id, rule_id, rule_name, revision_id, condition, matched, action, message, send, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      appId,
      id,
      match.rule.id,
      match.rule.name,
      match.revisionId,
      JSON.stringify({ ...match.condition, weight: 1 }),
      match.matched,
      JSON.stringify(match.rule.action),
      JSON.stringify(view),
      JSON.stringify(m),
      nowSec,
      nowSec,
    );
  }
  return view;
}

/** The app, the sender, and a group's admins and moderators may change a message. [ours] */
export function requireAuthority(db: Db, appId: string, row: MessageRow, actor: string | undefined) {
  if (!actor || actor === row.sender) return;
  if (row.receiver_type === "group") {
    const member = findMember(db, appId, row.receiver, actor);
    if (member && member.scope !== "participant") return;
  }
  throw new ApiError(
    403,
    "ERR_PERMISSION_DENIED",
    `The user ${actor} may not change the message ${row.id} of ${row.sender}.`,
  );
}

function refuseDeleted(row: MessageRow) {
  if (row.deleted_at) {
    throw new ApiError(400, "ERR_MESSAGE_ALREADY_DELETED", `The message ${row.id} has been deleted.`);
  }
}

function recordAction(db: Db, appId: string, row: MessageRow, action: string, by: string, nowSec: number) {
  return insertActionMessage(
    db,
    appId,
    {
      sender: APP_SYSTEM,
      receiverType: row.receiver_type,
      receiver: row.receiver,
      conversationId: row.conversation_id,
      type: "message",
      action,
      by: userEntity(db, appId, by),
      on: { entity: messageView(row), entityType: "message" },
      for: receiverEntity(db, appId, row.receiver_type, row.receiver),
    },
    nowSec,
  );
}

export function editMessage(
  db: Db,
  appId: string,
  input: {
    id: string | number;
    text?: string;
    metadata?: Record<string, unknown>;
    tags?: string[];
    by?: string;
  },
  nowSec: number,
): MessageRow {
  const row = requireMessage(db, appId, input.id);
  requireAuthority(db, appId, row, input.by);
  refuseDeleted(row);
  if (row.category === "action" || row.category === "call") {
    throw badRequest(`A message of category ${row.category} cannot be edited.`, {
      id: [`is a ${row.category} message`],
    });
  }
  if (input.text !== undefined && (row.category !== "message" || row.type !== "text")) {
    throw badRequest("Only a text message's text can be edited.", { "data.text": ["is not a text message"] });
  }
  const editor = input.by ?? APP_SYSTEM;
  const data = JSON.parse(row.data) as Record<string, unknown>;
  if (input.text !== undefined) data.text = input.text;
  if (input.metadata !== undefined) data.metadata = input.metadata;
  const tags = input.tags !== undefined ? JSON.stringify(input.tags) : row.tags;
  db.prepare(
    "UPDATE messages SET data = ?, tags = ?, edited_at = ?, edited_by = ?, updated_at = ? WHERE id = ?",
  ).run(JSON.stringify(data), tags, nowSec, editor, nowSec, row.id);
  return recordAction(db, appId, requireMessage(db, appId, row.id), "edited", editor, nowSec);
}

/** Deleting a deleted message again is 400 `ERR_MESSAGE_ALREADY_DELETED`, unless permanently. */
export function deleteMessage(
  db: Db,
  appId: string,
  input: { id: string | number; by?: string; permanent?: boolean },
  nowSec: number,
): MessageRow {
  const row = requireMessage(db, appId, input.id);
  requireAuthority(db, appId, row, input.by);
  if (!input.permanent) refuseDeleted(row);
  const deleter = input.by ?? APP_SYSTEM;
  const { text: _text, ...data } = JSON.parse(row.data) as Record<string, unknown>;
  const deleted: MessageRow = {
    ...row,
    data: JSON.stringify(data),
    deleted_at: row.deleted_at ?? nowSec,
    deleted_by: row.deleted_by ?? deleter,
    updated_at: nowSec,
  };
  if (input.permanent) {
    db.prepare("DELETE FROM messages WHERE id = ?").run(row.id);
  } else {
    db.prepare(
      "UPDATE messages SET data = ?, deleted_at = ?, deleted_by = ?, updated_at = ? WHERE id = ?",
    ).run(deleted.data, deleted.deleted_at, deleted.deleted_by, nowSec, row.id);
  }
  return recordAction(db, appId, deleted, "deleted", deleter, nowSec);
}
