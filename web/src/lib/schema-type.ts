/**
 * The value a contract schema describes, like zod's z.infer, for the answers the contract names no type for.
 * Only a type: the web app never imports zod for this, so no zod code reaches the public bundle.
 */
export type SchemaOutput<Schema extends { _zod: { output: unknown } }> = Schema['_zod']['output'];

/**
 * A loaded record read defensively: any field, at any depth, may be missing or null. Edit forms prefill from
 * such a record and fall back to their defaults for every gap (admin spec §7).
 */
export type WithGaps<T> = T extends readonly (infer Item)[]
  ? WithGaps<Item>[]
  : T extends object
    ? { [K in keyof T]?: WithGaps<T[K]> | null }
    : T;
