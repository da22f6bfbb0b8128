import { withoutPrivate } from "../core/users";
import type { Db } from "../db/types";
import {
  DEPARTMENTS,
  FIRST_NAMES,
  LAST_NAMES,
  STATUS_MESSAGES,
  TIMEZONES,
  USER_ROLES,
  USER_TAGS,
} from "./corpus";
import type { Rng } from "./prng";

/** Kept in memory to embed in messages without reading back. */
export interface SeedUser {
  uid: string;
  name: string;
  avatar?: string;
  link?: string;
  role: string;
  status: "available" | "offline";
  statusMessage?: string;
  metadata: Record<string, unknown>;
  tags?: string[];
  createdAt: number;
  updatedAt: number;
  lastActiveAt: number;
  deactivatedAt: number;
}

export function makeUsers(
  rng: Rng,
  count: number,
  historyStart: number,
  anchor: number,
  existing: ReadonlySet<string> = new Set(),
): SeedUser[] {
  const seen = new Set<string>(existing);
  // Per name, the last number given: the next one of that name starts looking there, not at 2.
  const numbered = new Map<string, number>();
  const users: SeedUser[] = [];
  for (let i = 0; i < count; i++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const base = `${first}-${last}`.toLowerCase();
    let uid = base;
    for (let n = numbered.get(base) ?? 2; seen.has(uid); n++) {
      uid = `${base}-${n}`;
      numbered.set(base, n);
    }
    seen.add(uid);
    const createdAt = historyStart - rng.int(86_400, 400 * 86_400);
    const online = rng.chance(0.3);
    const lastActiveAt = online ? anchor - rng.int(0, 900) : anchor - rng.int(3600, 20 * 86_400);
    const tags = rng.chance(0.4) ? rng.sample(USER_TAGS, rng.int(1, 2)) : undefined;
    const user: SeedUser = {
      uid,
      name: `${first} ${last}`,
      avatar: rng.chance(0.75) ? `https://cdn.example.com/avatars/${uid}.png` : undefined,
      link: rng.chance(0.2) ? `https://example.com/people/${uid}` : undefined,
      role: rng.weighted(USER_ROLES),
      status: online ? "available" : "offline",
      statusMessage: rng.chance(0.25) ? rng.pick(STATUS_MESSAGES) : undefined,
      metadata: {
        department: rng.pick(DEPARTMENTS),
        timezone: rng.pick(TIMEZONES),
        "@private": { email: `${uid}@example.com` },
      },
      tags,
      createdAt,
      updatedAt: createdAt + rng.int(0, Math.max(0, historyStart - createdAt)),
      lastActiveAt,
      deactivatedAt: i > 2 && rng.chance(0.02) ? anchor - rng.int(86_400, 10 * 86_400) : 0,
    };
    // A deactivated user is offline and was last seen before the deactivation.
    if (user.deactivatedAt) {
      user.status = "offline";
      user.lastActiveAt = Math.min(user.lastActiveAt, user.deactivatedAt - 60);
    }
    users.push(user);
  }
  return users;
}

export function userSnapshot(u: SeedUser) {
  const view: Record<string, unknown> = { uid: u.uid, name: u.name };
  if (u.avatar) view.avatar = u.avatar;
  if (u.link) view.link = u.link;
  view.role = u.role;
  view.status = u.status;
  if (u.statusMessage) view.statusMessage = u.statusMessage;
  view.metadata = withoutPrivate(u.metadata);
  if (u.tags) view.tags = u.tags;
  view.createdAt = u.createdAt;
  view.updatedAt = u.updatedAt;
  view.lastActiveAt = u.lastActiveAt;
  return view;
}

const SEED_ROLES: Record<string, { name: string; description: string; settings?: Record<string, string> }> = {
  premium: { name: "Premium", description: "Paying customers." },
  moderator: { name: "Moderator", description: "Community moderators." },
  support: {
    name: "Support",
    description: "Support agents: they reach everyone, customers reach them.",
    settings: { listUsers: "all", sendMessagesTo: "all" },
  },
};

export function insertRoles(db: Db, appId: string, at: number) {
  const insert = db.prepare(
    "INSERT OR IGNORE INTO roles (app_id, role, name, description, settings, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  for (const [role, r] of Object.entries(SEED_ROLES)) {
    if (role in USER_ROLES)
      insert.run(appId, role, r.name, r.description, r.settings ? JSON.stringify(r.settings) : null, at);
  }
}

export function insertUsers(db: Db, appId: string, users: SeedUser[], rng: Rng) {
  const user = db.prepare(
    `INSERT INTO users (app_id, uid, name, avatar, link, role, status, status_message, metadata, tags,
                        created_at, updated_at, last_active_at, deactivated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const token = db.prepare(
    "INSERT INTO auth_tokens (app_id, uid, auth_token, created_at) VALUES (?, ?, ?, ?)",
  );
  const block = db.prepare(
    "INSERT OR IGNORE INTO blocked_users (app_id, uid, blocked_uid, created_at) VALUES (?, ?, ?, ?)",
  );
  for (const u of users) {
    user.run(
      appId,
      u.uid,
      u.name,
      u.avatar ?? null,
      u.link ?? null,
      u.role,
      u.status,
      u.statusMessage ?? null,
      JSON.stringify(u.metadata),
      u.tags ? JSON.stringify(u.tags) : null,
      u.createdAt,
      u.updatedAt,
      u.lastActiveAt,
      u.deactivatedAt,
    );
    if (rng.chance(0.7)) {
      const at = u.createdAt + rng.int(0, 3600);
      token.run(appId, u.uid, `${u.uid}_${at}${rng.hex(16)}`, at);
    }
  }
  const blocks = Math.floor(users.length / 40);
  for (let i = 0; i < blocks && users.length > 1; i++) {
    const [a, b] = rng.sample(users, 2);
    if (a && b) block.run(appId, a.uid, b.uid, Math.max(a.createdAt, b.createdAt) + rng.int(3600, 86_400));
  }
}

/**
 * Raises each user's last activity to their latest message, reaction, read receipt or call, so no user
 * was "last active" before something they did. `seen` holds what the seeder knows already (messages and
 * calls, by uid); reactions and read receipts are read from the store. Run once the history is written.
 */
export function settleLastActive(db: Db, appId: string, seen: Map<string, number>) {
  const stored = db
    .prepare(
      `SELECT uid, max(at) AS at FROM (
         SELECT uid, max(reacted_at) AS at FROM reactions WHERE app_id = @appId GROUP BY uid
         UNION ALL SELECT uid, max(read_at) FROM conversation_state WHERE app_id = @appId GROUP BY uid
       ) WHERE at IS NOT NULL GROUP BY uid`,
    )
    .all({ appId }) as { uid: string; at: number }[];
  const latest = new Map(seen);
  for (const r of stored) if (r.at > (latest.get(r.uid) ?? 0)) latest.set(r.uid, r.at);
  const raise = db.prepare(
    `UPDATE users SET last_active_at = ? WHERE app_id = ? AND uid = ? AND deactivated_at = 0
       AND coalesce(last_active_at, 0) < ?`,
  );
  db.transaction(() => {
    for (const [uid, at] of latest) raise.run(at, appId, uid, at);
  })();
}
