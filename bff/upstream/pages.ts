/** The page of a connection as the services answer it (their cursor pagination). */
export type Edge<T> = { cursor: string; node: T };
export type PageRecord<T> = {
  items: Edge<T>[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
};
export type PageArgs = { first?: number | null; after?: string | null; last?: number | null; before?: string | null };

/** A query parameter left out when GraphQL passed null. */
export const orUndefined = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);
