/** Messages of one type (text, image, a custom type…) in the range and the previous period. */
export interface TypeCount {
  type: string;
  messages: number;
  previous: number;
}

/** What was sent, by type, and what became of it. */
export interface MessageKinds {
  byType: TypeCount[];
  /** Of the range's messages: edited since, deleted since (both as the store has them now). */
  edited: number;
  deleted: number;
}

/** Most sent first; ties by type in code-unit order. */
export const byMessages = (a: TypeCount, b: TypeCount) =>
  b.messages - a.messages || b.previous - a.previous || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0);
