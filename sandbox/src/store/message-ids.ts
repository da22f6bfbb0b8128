import type { Db } from "../db/types";

/** Takes the next message id without storing a message (the AUTOINCREMENT sequence moves past it). */
export function reserveMessageId(db: Db): number {
  const row = db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'messages'").get() as
    | { seq: number }
    | undefined;
  const next = (row?.seq ?? 0) + 1;
  if (row) db.prepare("UPDATE sqlite_sequence SET seq = ? WHERE name = 'messages'").run(next);
  else db.prepare("INSERT INTO sqlite_sequence (name, seq) VALUES ('messages', ?)").run(next);
  return next;
}
