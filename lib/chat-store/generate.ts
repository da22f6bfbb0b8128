import type { Db } from "../db";
import type { Message } from "../schemas/messages";
import { mulberry32 } from "../shared/prng";
import { upsertMessages } from "./upsert";

export interface GenerateOptions {
  count: number;
  from: number;
  to: number;
  seed: number;
  users?: number;
  groups?: number;
  firstId?: number;
}

/**
 * Messages in id order between `from` and `to`: one-on-one and group ones, replies, media, edits and
 * deletions, a few action messages among them (which the store leaves out).
 */
export function generateMessages(o: GenerateOptions): Message[] {
  const rnd = mulberry32(o.seed);
  // Mentions and reactions draw from a sequence of their own, so the rest is what it was without them.
  const extra = mulberry32(o.seed + 7919);
  const users = o.users ?? 40;
  const groups = o.groups ?? 6;
  const pick = (n: number) => Math.floor(rnd() * n);
  // Skewed, so the top lists have clear leaders and ties below them.
  const uid = () => `user-${String(Math.floor(users * rnd() ** 2)).padStart(3, "0")}`;
  const times = Array.from({ length: o.count }, () => o.from + pick(o.to - o.from)).sort((a, b) => a - b);
  const out: Message[] = [];
  let id = o.firstId ?? 1;
  for (const sentAt of times) {
    const sender = uid();
    const group = rnd() < 0.4;
    const receiver = group ? `group-${pick(groups)}` : uid();
    const action = rnd() < 0.03;
    const media = !action && rnd() < 0.15;
    const reply = !action && out.length > 0 && rnd() < 0.1;
    out.push({
      id: String(id++),
      conversationId: group ? `group_${receiver}` : [sender, receiver].sort().join("_user_"),
      sender: action ? "app_system" : sender,
      receiverType: group ? "group" : "user",
      receiver,
      category: action ? "action" : "message",
      type: action ? "groupMember" : media ? "image" : "text",
      data: {
        ...(media
          ? { attachments: [{ url: "https://example.com/p.png" }] }
          : { text: textWith(mentions(extra, uid)) }),
        ...reactionsOf(extra),
      },
      sentAt,
      updatedAt: sentAt,
      ...(reply ? { parentId: out[pick(out.length)]?.id ?? "1" } : {}),
      ...(rnd() < 0.05 ? { editedAt: sentAt + 60 } : {}),
      ...(rnd() < 0.03 ? { deletedAt: sentAt + 120 } : {}),
    });
  }
  return out;
}

const REACTIONS = ["👍", "❤️", "😂", ":tada:", "🙏"];

/** A fifth of texts mention one to three users (sometimes the same one twice, or in capitals). */
function mentions(rnd: () => number, uid: () => string): string[] {
  if (rnd() >= 0.2) return [];
  return Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => (rnd() < 0.1 ? uid().toUpperCase() : uid()));
}

const textWith = (uids: string[]) => ["…", ...uids.map((u) => `<@uid:${u}>`)].join(" ");

/** A quarter of messages carry reactions: one to three emojis, skewed to the first, up to 5 each. */
function reactionsOf(rnd: () => number): { reactions?: { reaction: string; count: number }[] } {
  if (rnd() >= 0.25) return {};
  const kinds = new Set(
    Array.from(
      { length: 1 + Math.floor(rnd() * 3) },
      () => REACTIONS[Math.floor(REACTIONS.length * rnd() ** 2)] as string,
    ),
  );
  return { reactions: [...kinds].map((reaction) => ({ reaction, count: 1 + Math.floor(rnd() * 5) })) };
}

/** Stretches of history one after another, ids going on from one to the next: later stretches with more
 * users bring newcomers, with fewer groups make groups fall quiet. */
export function generateStretches(
  stretches: readonly Omit<GenerateOptions, "seed" | "firstId">[],
  seed: number,
): Message[] {
  const out: Message[] = [];
  for (const [i, s] of stretches.entries()) {
    out.push(...generateMessages({ ...s, seed: seed + i, firstId: out.length + 1 }));
  }
  return out;
}

/**
 * Stores each app's generated messages a thousand at a time, as a sync's pages come; tests store another
 * app's beside theirs, which no figure may count.
 */
export async function storeGenerated(db: Db, byApp: Record<string, readonly Message[]>): Promise<void> {
  for (const [appId, messages] of Object.entries(byApp)) {
    for (let i = 0; i < messages.length; i += 1000)
      await upsertMessages(db, appId, messages.slice(i, i + 1000));
  }
}
