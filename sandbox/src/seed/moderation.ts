import { sendMessage } from "../core/message-actions";
import { ensureModerationDefaults } from "../core/moderation";
import type { Db } from "../db/types";
import { indexKeywordTerms } from "../store/moderation-keywords";
import { SPAM_PHRASES } from "./corpus";
import type { Rng } from "./prng";

const REMARKS = ["keeps sending this", "not the first time", "this is rude", "please check", ""];
const REASONS = { spam: 5, harassment: 3, inappropriate: 2, other: 1 };

/** A spam rule in force, reports of some messages, and a few messages the rule withheld. */
export function seedModeration(db: Db, appId: string, rng: Rng, anchor: number) {
  ensureModerationDefaults(db, appId, anchor);
  db.prepare(
    `INSERT OR IGNORE INTO mod_keyword_lists (app_id, id, name, description, category, is_csv, terms, revision, created_at, updated_at)
     VALUES (?, 'spam-phrases', 'Spam phrases', 'Phrases of unwanted promotion', 'word', 0, ?, 1, ?, ?)`,
  ).run(appId, JSON.stringify(SPAM_PHRASES), anchor, anchor);
  indexKeywordTerms(db, appId, "spam-phrases");
  const rule = {
    name: "Spam phrases",
    description: "Withholds messages with a spam phrase for review.",
    enabled: true,
    action: ["blockMessage"],
    conditions: [
      {
        id: 1,
        entity: "message",
        operand: "text",
        operator: "contains",
        category: "word",
        isKeywordsReferencePresent: true,
        isMediaPresent: false,
        value: ["spam-phrases"],
      },
    ],
  };
  db.prepare(
    `INSERT OR IGNORE INTO mod_rule_revisions (app_id, rule_id, revision, body, created_at, updated_at)
     VALUES (?, 'spam-phrases-filter', 1, ?, ?, ?)`,
  ).run(appId, JSON.stringify(rule), anchor, anchor);

  const texts = db
    .prepare(
      `SELECT id, sender, receiver_type AS type, receiver, sent_at FROM messages
        WHERE app_id = ? AND category = 'message' AND type = 'text' AND deleted_at IS NULL AND sender <> 'app_system'
        ORDER BY id`,
    )
    .all(appId) as {
    id: number;
    sender: string;
    type: "user" | "group";
    receiver: string;
    sent_at: number;
  }[];
  const members = db.prepare(
    "SELECT uid FROM group_members WHERE app_id = ? AND guid = ? AND uid <> ? ORDER BY uid",
  );
  const flag = db.prepare(
    "INSERT OR IGNORE INTO mod_flagged (app_id, message_id, status, created_at, updated_at) VALUES (?, ?, 'pending', ?, ?)",
  );
  const report = db.prepare(
    "INSERT OR IGNORE INTO mod_flag_reports (app_id, message_id, uid, reason_id, remark, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const reports = Math.min(60, Math.max(3, Math.round(texts.length * 0.02)));
  let flagged = 0;
  db.transaction(() => {
    for (const m of rng.sample(texts, Math.min(reports, texts.length))) {
      const others =
        m.type === "user" ? [m.receiver] : (members.pluck().all(appId, m.receiver, m.sender) as string[]);
      if (!others.length) continue;
      const reporter = rng.pick(others);
      const at = Math.min(anchor, m.sent_at + rng.int(60, 6 * 3600));
      flag.run(appId, m.id, at, at);
      const remark = rng.pick(REMARKS);
      report.run(appId, m.id, reporter, rng.weighted(REASONS), remark || null, at);
      flagged++;
    }
  })();

  const pairs = texts.filter((m) => m.type === "user");
  let blocked = 0;
  for (const m of rng.sample(pairs, Math.min(pairs.length, Math.max(2, Math.round(texts.length / 300))))) {
    const text = `${rng.pick(["Hey", "Psst", "Hi"])}, ${rng.pick(SPAM_PHRASES)} for you today`;
    const at = Math.min(anchor, m.sent_at + rng.int(60, 3600));
    try {
      const sent = sendMessage(
        db,
        appId,
        {
          sender: m.sender,
          receiver: m.receiver,
          receiverType: "user",
          category: "message",
          type: "text",
          data: { text },
        },
        at,
      );
      if ("withheld" in sent) blocked++;
    } catch {
      // A sender deactivated since: that pair sends nothing.
    }
  }
  return { flagged, blocked };
}
