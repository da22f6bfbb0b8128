/** Where to read one page of an ordered list whose total is known. */
export interface PageWindow {
  limit: number;
  offset: number;
  /** Read in the opposite order, then reversed: a page past the middle skips fewer rows from the other end. */
  fromEnd: boolean;
}

export function pageWindow(total: number, offset: number, perPage: number): PageWindow {
  const limit = Math.max(0, Math.min(perPage, total - offset));
  const fromEndOffset = total - offset - limit;
  return fromEndOffset < offset
    ? { limit, offset: fromEndOffset, fromEnd: true }
    : { limit, offset, fromEnd: false };
}
