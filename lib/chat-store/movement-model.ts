/** A group's messages in the range against the previous period. */
export interface GroupFall {
  key: string;
  messages: number;
  previous: number;
}

/** Who came and who went, and where activity fell, against the previous period. */
export interface Movement {
  /** Senders whose first stored message was sent in the range. */
  newSenders: number;
  /** Senders of the previous period who sent nothing in the range. */
  quietSenders: number;
  /** The groups whose messages fell most, most lost first (at most `FALLING_N`). */
  fallingGroups: GroupFall[];
}

export const FALLING_N = 5;

/** Most messages lost first; ties by key in code-unit order, as the top lists break theirs. */
export function fallingGroups(rows: readonly GroupFall[]): GroupFall[] {
  const drop = (g: GroupFall) => g.previous - g.messages;
  return rows
    .filter((g) => drop(g) > 0)
    .sort((a, b) => drop(b) - drop(a) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, FALLING_N);
}
