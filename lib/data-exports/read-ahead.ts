/**
 * Yields `source`'s items while the next one is already being read, so reading a page from the service and
 * writing the one before overlap. A consumer that stops early ends the source once the read under way is
 * done; a failed read surfaces where its item would have been taken, never as an unhandled rejection.
 */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const it = source[Symbol.asyncIterator]();
  const ask = () => {
    const next = it.next();
    // Marks the read as handled: a consumer that leaves before taking it must not crash the process.
    next.catch(() => undefined);
    return next;
  };
  let next = ask();
  let finished = false;
  try {
    for (;;) {
      const r = await next;
      if (r.done) {
        finished = true;
        return;
      }
      next = ask();
      yield r.value;
    }
  } catch (e) {
    finished = true;
    throw e;
  } finally {
    if (!finished) await it.return?.().catch(() => undefined);
  }
}

/**
 * `read` of each of `items`, at most `limit` under way at once, yielded in the items' order: reads of many
 * small things (one service call each) overlap instead of waiting on each other. As with `readAhead`, a read
 * that fails surfaces where its result would have come.
 */
export async function* mapAhead<T, R>(
  items: readonly T[],
  limit: number,
  read: (item: T) => Promise<R>,
): AsyncGenerator<R> {
  const started: Promise<R>[] = [];
  const start = (i: number) => {
    if (i >= items.length) return;
    const p = read(items[i] as T);
    p.catch(() => undefined);
    started.push(p);
  };
  for (let i = 0; i < Math.min(limit, items.length); i++) start(i);
  for (let i = 0; i < items.length; i++) {
    const result = await (started[i] as Promise<R>);
    start(i + limit);
    yield result;
  }
}
