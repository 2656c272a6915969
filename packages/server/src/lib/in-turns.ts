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
