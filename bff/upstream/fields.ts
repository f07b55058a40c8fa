/**
 * How GraphQL arguments become an upstream body or query. GraphQL tells an
 * argument left out from one given as null; the services' contracts take a
 * field absent, or (where it clears an optional field) null.
 */

/** Leaves out the fields absent or null: both mean "not given" (a filter not applied, a setting kept). */
export function withoutNulls<T extends Record<string, unknown>>(
  values: T,
): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== null && value !== undefined),
  ) as { [K in keyof T]?: NonNullable<T[K]> };
}

/** Leaves out only the absent fields: null is kept, as it clears an optional field. */
export function given<T extends Record<string, unknown>>(values: T): Partial<T> {
  return givenClearing(values, NO_FIELD);
}

const NO_FIELD: ReadonlySet<string> = new Set();

/**
 * Leaves out the absent fields, and null where `keptWhenNull` names the field:
 * there the service cannot clear it, so null means "leave it as it is"; elsewhere
 * null is kept to clear it. `given` is this with no such field, `withoutNulls` with every one.
 */
export function givenClearing<T extends object>(
  values: T,
  keptWhenNull: ReadonlySet<string>,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) => value !== undefined && !(value === null && keptWhenNull.has(name)),
    ),
  ) as Partial<T>;
}

/**
 * A mailed link's token as a header can carry it to a service (a buyer's
 * request form, an invoice): 1 to 500 visible ASCII characters. Anything
 * else names no link and is not sent on.
 */
export const LINK_TOKEN = /^[\x21-\x7e]{1,500}$/;

/** A service's own id of a record that is no GraphQL node (an upload, a payment's allocation): a UUID. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The sync arguments of a list read newest first (`updatedSince`, `orderBy`),
 * as its service's query takes them (contracts' SyncPageQuery): every such
 * list passes them on the same way.
 */
export const syncArgs = <Order extends string>(args: {
  updatedSince?: string | null;
  orderBy?: Order | null;
}) => withoutNulls({ updatedSince: args.updatedSince, orderBy: args.orderBy });
