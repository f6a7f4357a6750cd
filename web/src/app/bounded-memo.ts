/**
 * A function of a string, remembered for the last `size` distinct arguments (the oldest forgotten first): for
 * work that depends on an address alone and is asked for again on every render of it.
 */
export function boundedMemo<T>(compute: (key: string) => T, size = 500): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    if (known.has(key)) return known.get(key) as T;
    const value = compute(key);
    if (known.size >= size) known.delete(known.keys().next().value as string);
    known.set(key, value);
    return value;
  };
}
