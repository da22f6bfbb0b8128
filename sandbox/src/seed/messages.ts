import type { Db } from "../db/types";
import { type ChatSpan, inSpan, overlap } from "./chat-spans";
import { conversationPicker, participantsAt, type SeedConversation } from "./conversations";
import { EDITED_SUFFIXES, MESSAGE_TEXTS, REPLY_TEXTS } from "./corpus";
import { groupSnapshot, type SeedGroup, type SeedMember } from "./groups";
import type { Rng } from "./prng";
import { type ConversationLog, insertReceipts } from "./receipts";
import type { Timeline } from "./timeline";
import { type SeedUser, userSnapshot } from "./users";

interface PlannedText {
  kind: "text";
  at: number;
  conv: SeedConversation;
  sender: SeedUser;
  text: string;
  edit?: { at: number; text: string };
  deleteAt?: number;
  id?: number;
  /** A reply in this message's thread. */
  parent?: PlannedText;
}

type Planned =
  | PlannedText
  | { kind: "edited" | "deleted"; at: number; target: PlannedText }
  | { kind: "added"; at: number; conv: SeedConversation; member: SeedMember; group: SeedGroup };

const BATCH = 5000;

export function seedMessages(
  db: Db,
  appId: string,
  rng: Rng,
  timeline: Timeline,
  conversations: SeedConversation[],
  count: number,
  {
    everyConversation = false,
    threads = 0,
    spans,
  }: { everyConversation?: boolean; threads?: number; spans?: Map<string, ChatSpan> } = {},
): ConversationLog {
  const plan = planMessages(rng, timeline, conversations, count, everyConversation, spans);
  // Their own stream: without threads the rest of the history is the same as before.
  if (threads > 0) planReplies(rng.fork("threads"), timeline, plan, threads);
  // Stable sort: same-second items keep plan order, so an edit never precedes its message.
  plan.sort((a, b) => a.at - b.at);
  const log: ConversationLog = new Map();
  const insert = db.prepare(
    `INSERT INTO messages (app_id, conversation_id, sender, receiver_type, receiver, category, type, data,
                           sent_at, updated_at, edited_at, edited_by, deleted_at, deleted_by, parent_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const convUpsert = db.prepare(
    `INSERT INTO conversations (app_id, conversation_id, conversation_type, created_at, updated_at, last_message_id)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (app_id, conversation_id) DO UPDATE SET updated_at = excluded.updated_at, last_message_id = excluded.last_message_id`,
  );
  const writeBatch = db.transaction((items: Planned[]) => {
    for (const item of items) {
      const conv = item.kind === "text" || item.kind === "added" ? item.conv : item.target.conv;
      const row = messageRow(item);
      const id = Number(
        insert.run(
          appId,
          conv.id,
          row.sender,
          conv.type,
          row.receiver,
          row.category,
          row.type,
          JSON.stringify(row.data),
          item.at,
          row.updatedAt,
          row.editedAt,
          row.editedBy,
          row.deletedAt,
          row.deletedBy,
          item.kind === "text" ? (item.parent?.id ?? null) : null,
        ).lastInsertRowid,
      );
      if (item.kind === "text") item.id = id;
      const entry = log.get(conv.id) ?? { conv, messages: [] };
      entry.messages.push({
        id,
        at: item.at,
        sender: row.sender,
        text: item.kind === "text" ? item : undefined,
      });
      log.set(conv.id, entry);
      convUpsert.run(appId, conv.id, conv.type, item.at, item.at, id);
    }
  });
  for (let i = 0; i < plan.length; i += BATCH) writeBatch(plan.slice(i, i + BATCH));
  insertReceipts(db, appId, rng.fork("receipts"), log, timeline.end);
  return log;
}

/** With `everyConversation`, each conversation gets one message in turn before the rest are spread by weight. */
function planMessages(
  rng: Rng,
  timeline: Timeline,
  conversations: SeedConversation[],
  count: number,
  everyConversation: boolean,
  spans?: Map<string, ChatSpan>,
) {
  const plan: Planned[] = [];
  if (conversations.length === 0) return plan;
  const pick = conversationPicker(conversations);
  const covered = everyConversation ? Math.min(count, conversations.length) : 0;
  // Its own stream, so the rest of the history draws what it drew before the spans.
  const respan = rng.fork("chat-spans");
  const spanOf = (u: SeedUser) => spans?.get(u.uid);
  for (let i = 0; i < count; i++) {
    const conv = i < covered ? (conversations[i] as SeedConversation) : pick(rng);
    let at = timeline.pick(rng);
    // Two users chat while both are around; a group hears from its members who are.
    const both = conv.pair ? overlap(spanOf(conv.pair[0]), spanOf(conv.pair[1])) : undefined;
    if (both && !inSpan(both, at)) at = timeline.pickBetween(respan, both.from, both.until);
    const people = participantsAt(conv, at);
    const around = people.filter((p) => inSpan(spanOf(p), at));
    const drawn = rng.pick(people);
    const sender = inSpan(spanOf(drawn), at) || around.length === 0 ? drawn : respan.pick(around);
    const other = people.find((p) => p !== sender) ?? sender;
    const text = rng.pick(MESSAGE_TEXTS).replace("{name}", other.name.split(" ")[0] ?? other.name);
    const msg: PlannedText = { kind: "text", at, conv, sender, text };
    const roll = rng.next();
    const later = (max: number) => Math.min(timeline.end - 1, at + rng.int(20, max));
    if (roll < 0.03) msg.edit = { at: later(1800), text: `${text}${rng.pick(EDITED_SUFFIXES)}` };
    else if (roll < 0.05) msg.deleteAt = later(6 * 3600);
    plan.push(msg);
    if (msg.edit) plan.push({ kind: "edited", at: msg.edit.at, target: msg });
    if (msg.deleteAt) plan.push({ kind: "deleted", at: msg.deleteAt, target: msg });
  }
  for (const conv of conversations) {
    for (const member of conv.group?.members ?? []) {
      if (member.addedBy && conv.group)
        plan.push({ kind: "added", at: member.joinedAt, conv, member, group: conv.group });
    }
  }
  return plan;
}

/**
 * Threads under `threads` messages still there (one to five replies each, by the conversation's
 * participants, within hours of the one before), pushed onto the plan before it is sorted.
 */
function planReplies(rng: Rng, timeline: Timeline, plan: Planned[], threads: number) {
  const parents = plan.filter(
    (p): p is PlannedText => p.kind === "text" && !p.deleteAt && p.at < timeline.end - 600,
  );
  for (const parent of rng.sample(parents, threads)) {
    let at = parent.at;
    for (let n = rng.int(1, 5); n > 0; n--) {
      at = Math.min(timeline.end - 1, at + rng.int(30, 3 * 3600));
      const people = participantsAt(parent.conv, at);
      const sender = rng.pick(people);
      const other = sender === parent.sender ? (people.find((p) => p !== sender) ?? sender) : parent.sender;
      const text = rng.pick(REPLY_TEXTS).replace("{name}", other.name.split(" ")[0] ?? other.name);
      plan.push({ kind: "text", at, conv: parent.conv, sender, text, parent });
    }
  }
}

function receiverOf(c: SeedConversation, sender: SeedUser): string {
  if (c.group) return c.group.guid;
  const [a, b] = c.pair as [SeedUser, SeedUser];
  return a === sender ? b.uid : a.uid;
}

const userEntity = (u: SeedUser) => ({ entity: userSnapshot(u), entityType: "user" });

function receiverEntity(conv: SeedConversation, sender: SeedUser, at: number) {
  if (conv.group) return { entity: groupSnapshot(conv.group, at), entityType: "group" };
  const [a, b] = conv.pair as [SeedUser, SeedUser];
  return userEntity(a === sender ? b : a);
}

function textView(m: PlannedText) {
  const data: Record<string, unknown> = m.deleteAt ? {} : { text: m.edit ? m.edit.text : m.text };
  data.entities = { sender: userEntity(m.sender), receiver: receiverEntity(m.conv, m.sender, m.at) };
  return {
    sender: m.sender.uid,
    receiver: receiverOf(m.conv, m.sender),
    category: "message",
    type: "text",
    data,
    updatedAt: m.deleteAt ?? m.edit?.at ?? m.at,
    editedAt: m.edit?.at ?? null,
    editedBy: m.edit ? m.sender.uid : null,
    deletedAt: m.deleteAt ?? null,
    deletedBy: m.deleteAt ? m.sender.uid : null,
  };
}

function messageRow(item: Planned) {
  if (item.kind === "text") return textView(item);
  const none = { editedAt: null, editedBy: null, deletedAt: null, deletedBy: null, updatedAt: item.at };
  if (item.kind === "added") {
    const data = {
      action: "added",
      entities: {
        by: userEntity(item.member.addedBy ?? item.group.owner),
        on: userEntity(item.member.user),
        for: { entity: groupSnapshot(item.group, item.at), entityType: "group" },
      },
    };
    const receiver = item.group.guid;
    return { ...none, sender: "app_system", receiver, category: "action", type: "groupMember", data };
  }
  const target = item.target;
  const view = textView(target);
  const on = {
    id: String(target.id),
    conversationId: target.conv.id,
    sender: target.sender.uid,
    receiverType: target.conv.type,
    receiver: view.receiver,
    category: "message",
    type: "text",
    data: view.data,
    sentAt: target.at,
    updatedAt: item.at,
    ...(item.kind === "edited"
      ? { editedAt: item.at, editedBy: target.sender.uid }
      : { deletedAt: item.at, deletedBy: target.sender.uid }),
  };
  const data = {
    action: item.kind,
    entities: {
      by: userEntity(target.sender),
      on: { entity: on, entityType: "message" },
      for: receiverEntity(target.conv, target.sender, item.at),
    },
  };
  // Like the API's edits and deletions: the system records the action, `by` names who acted.
  return {
    ...none,
    sender: "app_system",
    receiver: view.receiver,
    category: "action",
    type: "message",
    data,
  };
}
