/**
 * `task` over every item, at most `limit` at a time; the results in the items' order. An
 * unexpected failure stops the rest: nothing more starts, and the answer waits for the tasks
 * under way, so no row is written after the error is answered.
 */
export async function inTurns<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const settled = await Promise.allSettled(
    Array.from({ length: Math.min(limit, items.length) }, worker),
  );
  const failure = settled.find((s) => s.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}

/**
 * A turn of the event loop: what is waiting (a request, a timer, I/O) runs before the caller
 * goes on. Awaiting a resolved promise is not enough: its continuation is a microtask, which
 * runs before anything else waits its turn.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `step` over every item on the calling thread, giving the event loop a turn after each `size`
 * items, so a long check of a sheet's rows never holds other requests for more than a chunk
 * (issue 26 item 2).
 */
export async function inChunks<T>(items: readonly T[], size: number, step: (item: T) => void) {
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await nextTurn();
    for (const item of items.slice(start, start + size)) step(item);
  }
}
