/** A period's threads and mentions. */
export interface ThreadsMentionsFigures {
  /** Thread parents whose first stored reply was sent in the period. */
  threadsStarted: number;
  /** Thread parents with at least one reply sent in the period. */
  threadsActive: number;
  /** Messages sent in the period (deleted ones have no mentions) that mention at least one user. */
  messagesWithMentions: number;
  /** Mentions of users in them: a message mentioning three users counts three. */
  mentions: number;
  /** Distinct users mentioned. */
  usersMentioned: number;
}

export interface MentionedUser {
  uid: string;
  /** The range's messages that mention them. */
  mentions: number;
  previous: number;
}

export interface ThreadsMentions {
  current: ThreadsMentionsFigures;
  previous: ThreadsMentionsFigures;
  /** The most mentioned users of the range, most first. */
  topMentioned: MentionedUser[];
}

export const TOP_MENTIONED = 5;

/** Most mentions first; ties by uid in code-unit order, as SQL's binary collation orders them. */
export const byMentions = (a: MentionedUser, b: MentionedUser) =>
  b.mentions - a.mentions || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);
