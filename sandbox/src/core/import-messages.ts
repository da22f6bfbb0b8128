import type { ImportMessageRow } from "../../../lib/schemas/data-import";
import type { Db } from "../db/types";
import { ApiError } from "../http/errors";
import { insertImportedMessage, markImported, muidTaken } from "../store/data-import";
import { ensureGroup, ensureUser } from "./data-import";
import { groupEntity } from "./groups";
import { toJson } from "./json";
import { conversationIdFor, messageView, requireMessage } from "./messages";
import { APP_SYSTEM, userEntity } from "./users";

/**
 * Imports one message under the next id with its own times, its sender and receiver made from the details it sends
 * when the app has not got them. A muid imported before is refused (409 ERR_IMPORT_MUID_ALREADY_EXISTS). A user
 * receiver's delivered and read marks move up to it; for a group, whose receipts are each member's, they are only
 * answered. A group's sender need not be a member (history keeps those who since left).
 */
export function importMessage(db: Db, appId: string, m: ImportMessageRow, now: number) {
  if (muidTaken(db, appId, m.muid)) {
    throw new ApiError(409, "ERR_IMPORT_MUID_ALREADY_EXISTS", `The muid ${m.muid} was imported before.`, {
      muid: ["was imported before"],
    });
  }
  const sender = m.sender.toLowerCase();
  if (sender !== APP_SYSTEM) ensureUser(db, appId, sender, m.senderUserDetails, "sender", now);
  const receiver =
    m.receiverType === "user"
      ? ensureUser(db, appId, m.receiver, m.receiverUserDetails, "receiver", now).uid
      : ensureGroup(
          db,
          appId,
          m.receiver,
          { group: m.receiverGroupDetails, owner: m.receiverGroupOwnerDetails },
          "receiver",
          now,
        ).guid;
  for (const [key, details] of Object.entries(m.mentionedUserDetails ?? {})) {
    ensureUser(db, appId, details.uid, details, `mentionedUserDetails.${key}`, now);
  }
  // `entities` and `reactions` are the service's own, as in a sent message.
  const { entities: _e, reactions: _r, ...data } = m.data;
  const entities = {
    sender: userEntity(db, appId, sender),
    receiver:
      m.receiverType === "group"
        ? groupEntity(db, ensureGroup(db, appId, receiver, {}, "receiver", now))
        : userEntity(db, appId, receiver),
  };
  const conversationId = conversationIdFor(m.receiverType, sender, receiver);
  const id = insertImportedMessage(db, appId, {
    conversationId,
    sender,
    receiverType: m.receiverType,
    receiver,
    category: m.category,
    type: m.type,
    data: JSON.stringify({ ...data, entities }),
    tags: toJson(m.tags),
    muid: m.muid,
    sentAt: m.sentAt,
  });
  if (m.receiverType === "user") {
    markImported(db, appId, conversationId, receiver, id, { deliveredAt: m.deliveredAt, readAt: m.readAt });
  }
  return messageView(requireMessage(db, appId, id), { deliveredAt: m.deliveredAt, readAt: m.readAt });
}
