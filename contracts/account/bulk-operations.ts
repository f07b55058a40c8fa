import { Type, type Static } from 'typebox';
import { defineErrors } from '../common/errors.js';
import { LiteralUnion } from '../common/literal-union.js';
import { Nullable } from '../common/schemas.js';

export { IdParams } from '../common/schemas.js';

/*
 * Bulk operations, after Shopify's (shopify.dev, "Perform bulk operations with the GraphQL Admin API":
 * `bulkOperationRunQuery`, `currentBulkOperation`, a JSONL file, the `bulk_operations/finish` webhook):
 * one query over a whole list, run in the background under its caller's identity by the BFF, which
 * pages through the list itself and streams one JSON object per node per line into a file. The
 * account service keeps each operation's state and its file; the BFF validates and runs the query.
 */

/** Where a bulk operation stands. */
export const BULK_OPERATION_STATUSES = [
  'CREATED',
  'RUNNING',
  'COMPLETED',
  'FAILED',
  'CANCELED',
] as const;
export type BulkOperationStatus = (typeof BULK_OPERATION_STATUSES)[number];

/** The longest query text a bulk operation takes. */
export const BULK_QUERY_MAX = 20_000;

export const BulkOperationResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  status: LiteralUnion(BULK_OPERATION_STATUSES),
  query: Type.String(),
  rootField: Type.String({ description: 'The connection the query runs over.' }),
  objectCount: Type.String({
    description: 'How many objects the file holds so far (a decimal string: it may pass 2^53).',
  }),
  fileSize: Nullable(Type.String({ description: 'The file’s size in bytes, once written.' })),
  errorCode: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  completedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type BulkOperationResponse = Static<typeof BulkOperationResponse>;

export const BulkOperationCreateBody = Type.Object(
  {
    query: Type.String({ minLength: 1, maxLength: BULK_QUERY_MAX }),
    rootField: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type BulkOperationCreateBody = Static<typeof BulkOperationCreateBody>;

/** How the runner ends an operation it ran: with its count once its file is stored, or failed with the error's code. */
export const BulkOperationFinishBody = Type.Union([
  Type.Object(
    {
      status: Type.Literal('COMPLETED'),
      objectCount: Type.Integer({ minimum: 0 }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      status: Type.Literal('FAILED'),
      objectCount: Type.Integer({ minimum: 0 }),
      errorCode: Type.String({ minLength: 1, maxLength: 100 }),
    },
    { additionalProperties: false },
  ),
]);
export type BulkOperationFinishBody = Static<typeof BulkOperationFinishBody>;

/** The runner's word that it is alive, with how many objects it has written so far. */
export const BulkOperationProgressBody = Type.Object(
  { objectCount: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);
export type BulkOperationProgressBody = Static<typeof BulkOperationProgressBody>;

/** How long an unfinished operation may go without its runner's word before it counts as interrupted. */
export const BULK_HEARTBEAT_LIMIT_SECONDS = 120;

/** The error code of an operation whose runner stopped (its BFF instance ended) before it finished. */
export const BULK_INTERRUPTED = 'INTERRUPTED';

/** The current operation of the caller: none before its first. */
export const CurrentBulkOperationResponse = Type.Object({
  operation: Nullable(BulkOperationResponse),
});
export type CurrentBulkOperationResponse = Static<typeof CurrentBulkOperationResponse>;

/**
 * The refusals of bulk operations. The query's own checks (1 to 5) are made
 * by the BFF, which holds the schema; the service answers the others.
 */
export const bulkOperationErrors = defineErrors({
  unparsable: {
    status: 400,
    code: 'U-ACC-BULK-1',
    message: 'The bulk query could not be read: {detail}',
    field: 'query',
  },
  notAQuery: {
    status: 400,
    code: 'U-ACC-BULK-2',
    message:
      'A bulk operation runs one query without variables: no mutation, subscription or second operation.',
    field: 'query',
  },
  notOneConnection: {
    status: 400,
    code: 'U-ACC-BULK-3',
    message:
      'A bulk query selects exactly one field at its top, a list (a connection such as statementTransactions), with its edges’ nodes.',
    field: 'query',
  },
  invalid: {
    status: 400,
    code: 'U-ACC-BULK-4',
    message: 'The bulk query does not fit the schema: {detail}',
    field: 'query',
  },
  nestedConnection: {
    status: 400,
    code: 'U-ACC-BULK-5',
    message:
      'A bulk query may not select a list inside its list’s nodes; run one bulk operation per list.',
    field: 'query',
  },
  alreadyRunning: {
    status: 409,
    code: 'U-ACC-BULK-6',
    message:
      'A bulk operation of yours is already running in this organisation; wait for it to finish or cancel it.',
  },
  finished: {
    status: 409,
    code: 'U-ACC-BULK-7',
    message: 'The bulk operation has already finished; it can no longer be canceled or changed.',
  },
  notFound: { status: 404, code: 'U-ACC-BULK-8', message: 'Bulk operation not found.' },
});
