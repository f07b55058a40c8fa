import { Type } from 'typebox';

/**
 * A treasury list read forward by keyset in its one order: `first` (0 to
 * 100) items after the cursor `after`. Spread it into the list's query.
 */
export const KeysetPageQuery = {
  first: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  after: Type.Optional(Type.String({ maxLength: 500 })),
};

/** A treasury list's free-text filter, at most 200 characters; `description` says what it matches. */
export const SearchQuery = (description: string) =>
  Type.Optional(Type.String({ maxLength: 200, description }));
