/**
 * Runs `task` over `items`, `parallel` at a time, starting no new task after `budgetMs`; resolves
 * to the results of the tasks that ran (in order of `items`, cut where the budget ran out).
 */
export async function inPool<T, R>(
  items: readonly T[],
  parallel: number,
  budgetMs: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  const deadline = Date.now() + budgetMs;
  let next = 0;
  const worker = async () => {
    while (next < items.length && Date.now() < deadline) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return results.filter((_, index) => index in results);
}
