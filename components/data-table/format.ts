const count = new Intl.NumberFormat("en-US");

export function describeRange(page: number, perPage: number, rows: number, total: number): string {
  if (total === 0 || rows === 0) return `0 of ${count.format(total)}`;
  const first = (page - 1) * perPage + 1;
  return `${count.format(first)}–${count.format(first + rows - 1)} of ${count.format(total)}`;
}

// At least one page, so an empty list reads "Page 1 of 1".
export const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));
