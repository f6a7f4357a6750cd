/**
 * Runs `work` on every item, at most `limit` at a time. Tests that write through Strapi many times use it instead
 * of one Promise.all: SQLite takes one write at a time, so dozens of writes at once queue every read behind them
 * past the proxy's CMS timeout (a 503 that says nothing about the behaviour under test).
 */
export async function atMostAtOnce<T>(limit: number, items: readonly T[], work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) await work(items[index]!, index);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
