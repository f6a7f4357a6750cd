/**
 * A top-level number of a cached JSON object that moves between purges, such as a detail page's view count.
 * Every answer from the entry shows `current()` in place of the stored value; the entry's bytes, ETag and
 * compressed variants are remade whenever it changes, so a hit stays a replay of ready bytes and a 304 never
 * confirms an old number. `current()` runs on every answer: keep it a lookup, and change its value in steps
 * (say once a second), not on every request.
 */
export interface LiveNumber {
  field: string;
  current: () => number;
}
