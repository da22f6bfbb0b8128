import { isServiceId } from "../ids";
import type { Conversation } from "../schemas/conversations";
import type { Group } from "../schemas/groups";
import type { User } from "../schemas/users";
import type { PickerOption } from "./schema";

/**
 * A full page of suggestions can leave out the row whose id the text is (the service orders by id, not by
 * closeness), and Enter takes that row: it is asked for by id (`byId` answers undefined when there is none)
 * and put first.
 */
export async function withExactId<T>(
  rows: readonly T[],
  search: string,
  limit: number,
  idOf: (row: T) => string,
  byId: (id: string) => Promise<T | undefined>,
): Promise<T[]> {
  const id = search.trim();
  const named = rows.some((r) => idOf(r).toLowerCase() === id.toLowerCase());
  if (rows.length < limit || named || !isServiceId(id)) return [...rows];
  const exact = await byId(id);
  return exact ? [exact, ...rows.slice(0, limit - 1)] : [...rows];
}

export function userOption(u: Pick<User, "uid" | "name" | "avatar">): PickerOption {
  return { value: u.uid, label: u.name || u.uid, detail: u.uid, ...(u.avatar ? { avatar: u.avatar } : {}) };
}

export function groupOption(
  g: Pick<Group, "guid" | "name" | "icon" | "type" | "membersCount">,
): PickerOption {
  const members = `${g.membersCount} member${g.membersCount === 1 ? "" : "s"}`;
  return {
    value: g.guid,
    label: g.name || g.guid,
    detail: `${g.guid} · ${g.type} · ${members}`,
    ...(g.icon ? { avatar: g.icon } : {}),
  };
}

export function conversationOption(
  c: Pick<Conversation, "conversationId" | "conversationWith">,
): PickerOption {
  const w = c.conversationWith;
  const picture = "uid" in w ? w.avatar : w.icon;
  const name = w.name || ("uid" in w ? w.uid : w.guid);
  return {
    value: c.conversationId,
    label: "uid" in w ? name : `Group ${name}`,
    detail: c.conversationId,
    ...(picture ? { avatar: picture } : {}),
  };
}
