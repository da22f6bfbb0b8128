/**
 * The kinds of item an erasure removes, in the order its job removes them: the auth tokens first (the user can
 * no longer sign in), the user last (only once nothing else of theirs is left).
 */
export const ERASE_KINDS = [
  "auth",
  "reaction",
  "message",
  "owner",
  "group",
  "member",
  "blocked",
  "friend",
  "user",
] as const;
export type EraseKind = (typeof ERASE_KINDS)[number];

/** What each kind is called on the dry run and the receipt. */
export const ERASE_KIND_LABELS: Record<EraseKind, string> = {
  auth: "Auth tokens",
  reaction: "Reactions",
  message: "Messages (deleted for everyone, permanently)",
  owner: "Groups they own, handed to another member",
  group: "Groups they own with no other member (deleted)",
  member: "Group memberships",
  blocked: "Users they blocked (unblocked)",
  friend: "Friendships (ended both ways)",
  user: "The user (deleted permanently)",
};

/**
 * One item of an erasure, as its job row keeps it. An auth token is kept masked with its creation time (the job
 * finds the token again by both), never as the credential itself.
 */
export type EraseTarget =
  | { kind: "auth"; createdAt: number; masked: string }
  | { kind: "reaction"; messageId: string; reaction: string }
  | { kind: "message"; id: string }
  | { kind: "owner"; guid: string; to: string }
  | { kind: "group"; guid: string }
  | { kind: "member"; guid: string }
  | { kind: "blocked"; uid: string }
  | { kind: "friend"; uid: string }
  | { kind: "user"; uid: string };
/** The item of one kind. */
export type EraseTargetOf<K extends EraseKind> = Extract<EraseTarget, { kind: K }>;

/** The row's text: `kind:` then its fields joined by `:` (a reaction, last, may hold `:` itself). */
export function encodeEraseTarget(t: EraseTarget): string {
  switch (t.kind) {
    case "auth":
      return `auth:${t.createdAt}:${t.masked}`;
    case "reaction":
      return `reaction:${t.messageId}:${t.reaction}`;
    case "message":
      return `message:${t.id}`;
    case "owner":
      return `owner:${t.guid}:${t.to}`;
    case "group":
    case "member":
      return `${t.kind}:${t.guid}`;
    default:
      return `${t.kind}:${t.uid}`;
  }
}

const rest = (s: string, n: number) => {
  const parts = s.split(":");
  return [...parts.slice(0, n - 1), parts.slice(n - 1).join(":")];
};

/** The item a row names; undefined for text that is not an erasure row. */
export function decodeEraseTarget(text: string): EraseTarget | undefined {
  const colon = text.indexOf(":");
  if (colon < 1) return undefined;
  const kind = text.slice(0, colon);
  const body = text.slice(colon + 1);
  if (!body) return undefined;
  switch (kind) {
    case "auth": {
      const [at = "", masked = ""] = rest(body, 2);
      return /^\d+$/.test(at) && masked ? { kind, createdAt: Number(at), masked } : undefined;
    }
    case "reaction": {
      const [messageId = "", reaction = ""] = rest(body, 2);
      return /^\d+$/.test(messageId) && reaction ? { kind, messageId, reaction } : undefined;
    }
    case "message":
      return /^\d+$/.test(body) ? { kind, id: body } : undefined;
    case "owner": {
      const [guid = "", to = ""] = rest(body, 2);
      return guid && to ? { kind, guid, to } : undefined;
    }
    case "group":
    case "member":
      return { kind, guid: body };
    case "blocked":
    case "friend":
    case "user":
      return { kind, uid: body };
    default:
      return undefined;
  }
}

/** How a row's item reads on the job's page. */
export function eraseTargetLabel(t: EraseTarget): string {
  switch (t.kind) {
    case "auth":
      return `Auth token ${t.masked}`;
    case "reaction":
      return `Reaction ${t.reaction} on message ${t.messageId}`;
    case "message":
      return `Message ${t.id}`;
    case "owner":
      return `Ownership of group ${t.guid}, to ${t.to}`;
    case "group":
      return `Group ${t.guid} (deleted)`;
    case "member":
      return `Membership of group ${t.guid}`;
    case "blocked":
      return `Block of ${t.uid}`;
    case "friend":
      return `Friendship with ${t.uid}`;
    case "user":
      return `User ${t.uid}`;
  }
}

/** The id a receipt lists for an item. */
export function eraseTargetId(t: EraseTarget): string {
  switch (t.kind) {
    case "auth":
      return t.masked;
    case "reaction":
      return `${t.messageId}:${t.reaction}`;
    case "message":
      return t.id;
    case "owner":
      return `${t.guid}→${t.to}`;
    case "group":
    case "member":
      return t.guid;
    default:
      return t.uid;
  }
}
