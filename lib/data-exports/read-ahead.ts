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
