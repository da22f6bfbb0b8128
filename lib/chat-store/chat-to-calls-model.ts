/** What SQL counts for one period; the shares are worked out in `finishChatToCalls`. */
export interface ChatToCallsCounts {
  /** Distinct senders of the period. */
  chatters: number;
  /** Of them, those who took part in a call of the period initiated at or after their first message in it. */
  calledAfter: number;
  /** The period's calls in which at least one of its chatters took part (before or after chatting). */
  calls: number;
}

/**
 * One period's chatters and how far they went on to calls. Taking part in a call is starting it (its
 * initiator, answered or not) or spending time in it (a listed participant with minutes): the service also
 * lists invitees who never answered, and those did not take part.
 */
export interface ChatToCallsFigures extends ChatToCallsCounts {
  /** `calledAfter / chatters`; null without chatters. */
  calledShare: number | null;
  /** `calls / chatters`; null without chatters. */
  callsPerChatter: number | null;
}

/** The range's figures and the previous period's. */
export interface ChatToCalls {
  current: ChatToCallsFigures;
  previous: ChatToCallsFigures;
  /**
   * Whether the stored calls reach back to the previous period (as the call panel's `previousStored`): until
   * the call store's first copy gets there, the previous period's calls are missing, not fewer.
   */
  callsCoverPrevious: boolean;
}

/** The two divisions, done once for SQL's counts and the tests' plain ones alike. */
export function finishChatToCalls(c: ChatToCallsCounts): ChatToCallsFigures {
  return {
    ...c,
    calledShare: c.chatters ? c.calledAfter / c.chatters : null,
    callsPerChatter: c.chatters ? c.calls / c.chatters : null,
  };
}
