import type { Db } from "../db/types";
import { GROUP_TAGS, GROUP_TOPICS } from "./corpus";
import type { Rng } from "./prng";
import type { SeedUser } from "./users";

export type Scope = "admin" | "moderator" | "participant";

export interface SeedMember {
  user: SeedUser;
  scope: Scope;
  joinedAt: number;
  addedBy?: SeedUser;
}

export interface SeedGroup {
  guid: string;
  name: string;
  description: string;
  icon?: string;
  type: "public" | "private" | "password";
  owner: SeedUser;
  tags?: string[];
  createdAt: number;
  members: SeedMember[];
  banned: { user: SeedUser; at: number }[];
}

const TYPES = { public: 60, private: 30, password: 10 } as const;

export function makeGroups(
  rng: Rng,
  count: number,
  users: SeedUser[],
  historyStart: number,
  anchor: number,
  existing: ReadonlySet<string> = new Set(),
): SeedGroup[] {
  const active = users.filter((u) => !u.deactivatedAt);
  if (active.length === 0) return [];
  const groups: SeedGroup[] = [];
  for (let i = 0; i < count; i++) {
    const topic = GROUP_TOPICS[i % GROUP_TOPICS.length] as (typeof GROUP_TOPICS)[number];
    const round = Math.floor(i / GROUP_TOPICS.length);
    let guid = round === 0 ? topic[0] : `${topic[0]}-${round + 1}`;
    // Filling an app that already has groups: keep clear of their guids.
    for (let n = 2; existing.has(guid); n++) guid = `${topic[0]}-${round + 1}-${n}`;
    // The first three cover every type; the rest follow the usual mix.
    const type = i < 3 ? ((["public", "private", "password"] as const)[i] ?? "public") : rng.weighted(TYPES);
    const owner = rng.pick(active);
    const createdAt = Math.max(owner.createdAt, historyStart - rng.int(3600, 90 * 86_400));
    const size = Math.min(active.length, Math.max(3, Math.round(rng.logNormal(12, 0.8))));
    const picked = rng.sample(
      active.filter((u) => u !== owner),
      size - 1,
    );
    const members: SeedMember[] = [{ user: owner, scope: "admin", joinedAt: createdAt }];
    const admins = rng.int(0, size > 8 ? 2 : 1);
    const moderators = size > 5 ? rng.int(0, 3) : 0;
    picked.forEach((user, n) => {
      const scope: Scope = n < admins ? "admin" : n < admins + moderators ? "moderator" : "participant";
      const lateJoin = n >= admins + moderators && rng.chance(0.12);
      const joinedAt = lateJoin
        ? rng.int(historyStart, anchor - 60)
        : Math.max(user.createdAt, createdAt) + rng.int(0, 86_400);
      members.push({ user, scope, joinedAt, addedBy: lateJoin ? owner : undefined });
    });
    const memberSet = new Set(members.map((m) => m.user));
    const banned = rng.chance(0.25)
      ? rng
          .sample(
            active.filter((u) => !memberSet.has(u)),
            rng.int(1, 2),
          )
          .map((user) => ({ user, at: rng.int(createdAt, anchor - 60) }))
      : [];
    groups.push({
      guid,
      name: round === 0 ? topic[1] : `${topic[1]} ${round + 1}`,
      description: topic[2],
      icon: rng.chance(0.6) ? `https://cdn.example.com/groups/${guid}.png` : undefined,
      type,
      owner,
      tags: rng.chance(0.5) ? rng.sample(GROUP_TAGS, rng.int(1, 2)) : undefined,
      createdAt,
      members,
      banned,
    });
  }
  return groups;
}

export function groupSnapshot(g: SeedGroup, at: number) {
  const view: Record<string, unknown> = { guid: g.guid, name: g.name, description: g.description };
  if (g.icon) view.icon = g.icon;
  view.type = g.type;
  view.owner = g.owner.uid;
  if (g.tags) view.tags = g.tags;
  view.membersCount = g.members.filter((m) => m.joinedAt <= at).length;
  view.createdAt = g.createdAt;
  view.conversationId = `group_${g.guid}`;
  return view;
}

export function insertGroups(db: Db, appId: string, groups: SeedGroup[], rng: Rng) {
  const group = db.prepare(
    `INSERT INTO groups (app_id, guid, name, description, icon, type, password, owner, metadata, tags, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const member = db.prepare(
    "INSERT INTO group_members (app_id, guid, uid, scope, joined_at) VALUES (?, ?, ?, ?, ?)",
  );
  const ban = db.prepare("INSERT INTO group_bans (app_id, guid, uid, banned_at) VALUES (?, ?, ?, ?)");
  for (const g of groups) {
    group.run(
      appId,
      g.guid,
      g.name,
      g.description,
      g.icon ?? null,
      g.type,
      g.type === "password" ? `pass-${rng.hex(4)}` : null,
      g.owner.uid,
      JSON.stringify({ createdFrom: "simulator" }),
      g.tags ? JSON.stringify(g.tags) : null,
      g.createdAt,
      g.createdAt,
    );
    for (const m of g.members) member.run(appId, g.guid, m.user.uid, m.scope, m.joinedAt);
    for (const b of g.banned) ban.run(appId, g.guid, b.user.uid, b.at);
  }
}
