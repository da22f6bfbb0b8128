/**
 * A page cut from rows read one past `limit`: the page in the order it is shown (the reading order,
 * turned round when `reversed`), the last row read into it (the edge to go on from), and whether
 * more lie beyond it.
 */
export function cursorPageOf<T>(rows: T[], limit: number, reversed: boolean) {
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (reversed) page.reverse();
  return { page, more, edge: reversed ? page[0] : page[page.length - 1] };
}
