/** A period's reactions, on the period's messages. */
export interface ReactionTotals {
  /** Reactions on the messages sent in the period, as each message's counts were last read. */
  reactions: number;
  /** Messages sent in the period with at least one reaction. */
  messagesWithReactions: number;
}

export interface ReactionCount {
  reaction: string;
  reactions: number;
  previous: number;
}

export interface ReactionDay {
  day: string;
  reactions: number;
}

export interface ChatReactions {
  current: ReactionTotals;
  previous: ReactionTotals;
  /** Reactions on each local day's messages, every day of the range. */
  perDay: ReactionDay[];
  /** The range's most used reactions, most first. */
  top: ReactionCount[];
}

export const TOP_REACTIONS = 8;

/** Most used first; ties by the reaction in code-unit order, as SQL's binary collation orders them. */
export const byReactions = (a: ReactionCount, b: ReactionCount) =>
  b.reactions - a.reactions || (a.reaction < b.reaction ? -1 : a.reaction > b.reaction ? 1 : 0);
