import type { SeedGroup } from "./groups";
import type { Rng } from "./prng";
import type { SeedUser } from "./users";

export interface SeedConversation {
  id: string;
  type: "user" | "group";
  weight: number;
  pair?: [SeedUser, SeedUser];
  group?: SeedGroup;
}

export function makeConversations(
  rng: Rng,
  users: SeedUser[],
  groups: SeedGroup[],
  messages: number,
  pairTarget?: number,
): SeedConversation[] {
  const active = users.filter((u) => !u.deactivatedAt);
  const pairShare = groups.length === 0 ? 1 : 0.45;
  const derived = Math.max(1, Math.round((messages * pairShare) / 12));
  const asked = pairTarget === undefined ? derived : Math.min(pairTarget, pairsOf(active.length));
  const pairCount = active.length < 2 ? 0 : asked;
  const seen = new Set<string>();
  const pairs: SeedConversation[] = [];
  for (let i = 0; i < pairCount * 3 && pairs.length < pairCount; i++) {
    const [a, b] = rng.sample(active, 2) as [SeedUser, SeedUser];
    const [x, y] = a.uid < b.uid ? [a, b] : [b, a];
    const id = `${x.uid}_user_${y.uid}`;
    if (seen.has(id)) continue;
    seen.add(id);
    pairs.push({ id, type: "user", weight: rng.logNormal(1, 0.9), pair: [x, y] });
  }
  const groupConvs = groups.map((group) => ({
    id: `group_${group.guid}`,
    type: "group" as const,
    weight: Math.sqrt(group.members.length) * rng.logNormal(1, 0.7),
    group,
  }));
  normalise(pairs, pairShare);
  normalise(groupConvs, 1 - pairShare);
  return [...pairs, ...groupConvs];
}

const pairsOf = (n: number) => (n * (n - 1)) / 2;

function normalise(list: SeedConversation[], share: number) {
  const total = list.reduce((s, c) => s + c.weight, 0);
  for (const c of list) c.weight = total > 0 ? (c.weight / total) * share : 0;
}

export function participantsAt(c: SeedConversation, at: number): SeedUser[] {
  if (c.pair) return c.pair;
  const members = c.group?.members ?? [];
  const joined = members.filter((m) => m.joinedAt <= at).map((m) => m.user);
  return joined.length > 0 ? joined : members.slice(0, 1).map((m) => m.user);
}

export function conversationPicker(list: SeedConversation[]) {
  const cumulative = new Float64Array(list.length);
  let total = 0;
  list.forEach((c, i) => {
    total += c.weight;
    cumulative[i] = total;
  });
  return (rng: Rng): SeedConversation => {
    const r = rng.next() * total;
    let lo = 0;
    let hi = list.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > r) hi = mid;
      else lo = mid + 1;
    }
    return list[lo] as SeedConversation;
  };
}
