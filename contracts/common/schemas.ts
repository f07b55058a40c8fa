import { Type, type Static, type TSchema } from 'typebox';
import { LiteralUnion } from './literal-union.js';

/** A value or null: `Nullable(Type.String())`. */
export const Nullable = <T extends TSchema>(schema: T, options?: { description?: string }) =>
  Type.Union([schema, Type.Null()], options);

/** `/:id` of a record addressed by its uuid. */
export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type IdParams = Static<typeof IdParams>;

/** Where a keyset page sits in its list (the Relay connection's page info). */
/** The page a list answers when asked for no page size: the services' lists, and what the GraphQL API prices such a page at. */
export const DEFAULT_PAGE_SIZE = 20;

/** A list read forward by keyset: `first` (1 to 100, DEFAULT_PAGE_SIZE when left out) after the cursor `after`. */
export const ForwardPageQuery = {
  first: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: DEFAULT_PAGE_SIZE })),
  after: Type.Optional(Type.String({ maxLength: 200 })),
};

/**
 * What a list an integrator syncs adds to its page query, on every such list
 * the same way: `updatedSince`, only the rows changed at or after that
 * instant (inclusive: a row whose `updatedAt` equals it is read again, never
 * lost), and, on lists read newest first, `orderBy=UPDATED_AT`, the rows in
 * the order they last changed, oldest change first (ties by id). Read in that
 * order, a walk through the pages neither skips nor repeats a row: the cursor
 * names the last row's change time and id, and a row that changes while the
 * walk goes on moves behind the cursor, so it comes again later in the walk
 * (or in the next sync), never lost. Lists with a `sort` offer the same as
 * `sort=UPDATED_AT`.
 */
export const UpdatedSinceQuery = {
  updatedSince: Type.Optional(
    Type.String({
      maxLength: 40,
      description:
        'Only the rows changed at or after this instant (inclusive), an ISO 8601 date-time with its offset: `2026-11-30T00:00:00Z`, `2026-11-30T07:00:00+07:00`.',
    }),
  ),
};

/** When a synced record last changed, as its list's `updatedSince` and `UPDATED_AT` order read it. */
export const UpdatedAt = () =>
  Type.String({
    format: 'date-time',
    description:
      'When it last changed (any write: its status, its amounts, its allocations), to the millisecond; what `updatedSince` and the `UPDATED_AT` order read.',
  });

/** The orders of a list read newest first that also syncs: by creation, newest first (the default), or by last change, oldest first. */
export const SyncOrder = Type.Union([Type.Literal('CREATED_AT'), Type.Literal('UPDATED_AT')], {
  description:
    'CREATED_AT (the default): newest first. UPDATED_AT: by the time each row last changed, oldest change first, ties by id; a row changed during the walk comes again later, never lost.',
});
export type SyncOrder = Static<typeof SyncOrder>;

/** `updatedSince` and `orderBy` of a list read newest first that an integrator syncs (UpdatedSinceQuery). */
export const SyncPageQuery = {
  ...UpdatedSinceQuery,
  orderBy: Type.Optional(SyncOrder),
};

/**
 * A list read forward by keyset in the sort the caller chose: `first` (0 to
 * 100) after the cursor `after`, which keeps its place only in the same sort
 * and direction.
 */
export const SortedForwardPageQuery = {
  first: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  after: Type.Optional(
    Type.String({
      maxLength: 500,
      description:
        'The cursor of the last item of the previous page, of the same sort and direction.',
    }),
  ),
};

export const PageInfo = Type.Object({
  hasNextPage: Type.Boolean(),
  hasPreviousPage: Type.Boolean(),
  startCursor: Type.Union([Type.String(), Type.Null()]),
  endCursor: Type.Union([Type.String(), Type.Null()]),
});
export type PageInfo = Static<typeof PageInfo>;

/** An item of a keyset page with the cursor that continues the list after it. */
export const EdgeOf = <T extends TSchema>(node: T) => Type.Object({ cursor: Type.String(), node });

/**
 * A page of a list read forward by keyset: each item with its cursor, where
 * the page sits, and how many items the filters keep (what `totalCount`
 * counts, when a list says it).
 */
export const ListPageOf = <T extends TSchema>(node: T, totalCount?: string) =>
  Type.Object({
    items: Type.Array(EdgeOf(node)),
    pageInfo: PageInfo,
    totalCount: Type.Integer(totalCount === undefined ? {} : { description: totalCount }),
  });

/** `?ids=…&ids=…`: the records a batch read asks for by id, 1 to 100 of them. */
export const BatchIdsQuery = Type.Object({
  ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100 }),
});
export type BatchIdsQuery = Static<typeof BatchIdsQuery>;

/** `?ids=…&ids=…` as a list's filter: only these records (1 to 100 of them), as `description` says. */
export const IdsFilter = (description: string) =>
  Type.Optional(
    Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100, description }),
  );

/** A reason a person gives for a refusal, a cancellation or an early close: at most 1,000 characters. */
export const ReasonBody = Type.Object(
  { reason: Type.String({ maxLength: 1000 }) },
  { additionalProperties: false },
);
export type ReasonBody = Static<typeof ReasonBody>;

/**
 * A page of a list read in id order, as one service reads another's (the
 * treasury its receivables and checkout mismatches from invoicing): the items,
 * and whether more follow the last one; the next page asks for those `after`
 * its id (`AfterId`).
 */
export const IdOrderPageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    hasMore: Type.Boolean({ description: 'Whether a page after the last item holds more.' }),
  });

/** `?after=`: the id of the last item of the page before, in id order (`IdOrderPageOf`). */
export const AfterId = (description: string) =>
  Type.Optional(Type.String({ format: 'uuid', description }));

/** What a batch read answers: the records found, those of other organisations left out. */
export const BatchOf = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item) });

/** A positive-or-zero money amount as the API answers it: a decimal string with exactly two decimals (`"1500000.00"`), never a number. */
export const AmountString = (description: string) =>
  Type.String({ pattern: '^\\d{1,18}\\.\\d{2}$', description });

/** A record's id as the API reads and answers it (a UUID), with whose id it is. */
export const UuidString = (description: string) => Type.String({ format: 'uuid', description });

/** A calendar day as the API reads and answers it: `YYYY-MM-DD`, with what the day means. */
export const DateString = (description: string) => Type.String({ format: 'date', description });

/** A money amount that may be below zero (a balance in the buyer's favour): `"-150000.00"`, two decimals, never a number. */
export const SignedAmountString = (description: string) =>
  Type.String({ pattern: '^-?\\d{1,18}\\.\\d{2}$', description });

/** Which way a sorted list runs. */
export const SortDirection = Type.Union([Type.Literal('ASC'), Type.Literal('DESC')]);
export type SortDirection = Static<typeof SortDirection>;

/**
 * The total of a list's amounts in one currency (and one direction, for lists
 * of debits and credits) over every row its filters keep, not only one page.
 */
export const ListTotal = Type.Object({
  currency: Type.String(),
  direction: Nullable(Type.Union([Type.Literal('DEBIT'), Type.Literal('CREDIT')]), {
    description: 'Null when the list does not split by direction.',
  }),
  count: Type.Integer({ description: 'How many rows the total adds up.' }),
  amount: Type.String({
    pattern: '^-?\\d+\\.\\d{2}$',
    description: 'The sum as a decimal string with two decimals.',
  }),
});
export type ListTotal = Static<typeof ListTotal>;

/** A page of a list read forward by keyset (ListPageOf) with the totals of every row its filters keep (`totals`, as `description` says). */
export const TotalledListPageOf = <T extends TSchema>(node: T, description: string) =>
  Type.Object({
    items: Type.Array(EdgeOf(node)),
    pageInfo: PageInfo,
    totalCount: Type.Integer(),
    totals: Type.Array(ListTotal, { description }),
  });

/** The languages the product writes in (mails, PDFs, descriptions): English and Indonesian. */
export const LANGUAGES = ['en', 'id'] as const;

/** One of `LANGUAGES`, as a schema, with what the language chooses. */
export const LanguageOf = (description?: string) =>
  LiteralUnion(LANGUAGES, description === undefined ? undefined : { description });
