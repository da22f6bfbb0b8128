/** A sender's history answer with no recent messages and no decided reports or blocks, `reportsWaiting` waiting. */
export const quietSenderHistory = (reportsWaiting = 0) => ({
  data: {
    recent: [],
    counts: {
      reportsUpheld: 0,
      reportsDismissed: 0,
      blocksUpheld: 0,
      blocksReleased: 0,
      reportsWaiting,
      blocksWaiting: 0,
    },
  },
});
