/**
 * How GraphQL arguments become an upstream body or query. GraphQL tells an
 * argument left out from one given as null; the services' contracts take a
 * field absent, or (where it clears an optional field) null.
 */

/** Leaves out the fields absent or null: both mean "not given" (a filter not applied, a setting kept). */
export function withoutNulls<T extends Record<string, unknown>>(values: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined)) as { [K in keyof T]?: NonNullable<T[K]> };
}

/** Leaves out only the absent fields: null is kept, as it clears an optional field. */
export function given<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
