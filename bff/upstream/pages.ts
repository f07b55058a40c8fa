/**
 * A GraphQL connection's paging arguments. The pages the services answer are
 * typed by their contracts (`CounterpartyListResponse`, built on
 * contracts/common/schemas.ts `PageInfo`).
 */
export type PageArgs = {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
};

/** A query parameter left out when GraphQL passed null. */
export const orUndefined = <T>(value: T | null | undefined): T | undefined =>
  value === null ? undefined : value;

/** A forward page's arguments as a service's list query takes them: `first` and `after`, left out where GraphQL passed null. */
export const forwardPage = (page: { first?: number | null; after?: string | null }) => ({
  first: orUndefined(page.first),
  after: orUndefined(page.after),
});
