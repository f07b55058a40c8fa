import { Type, type Static } from 'typebox';

const Decimal = (description: string) => Type.String({ pattern: '^-?\\d{1,18}(\\.\\d{1,2})?$', description });
const DateString = (description: string) => Type.String({ format: 'date', description });

export const Direction = Type.Union([Type.Literal('DEBIT'), Type.Literal('CREDIT')], { description: 'DEBIT is money out (shown Outgoing), CREDIT money in (shown Incoming).' });
export const ReconciliationStatus = Type.Union([Type.Literal('UNRECONCILED'), Type.Literal('PARTIAL'), Type.Literal('RECONCILED'), Type.Literal('ARCHIVED')]);
export const StatementSource = Type.Union([Type.Literal('MANUAL'), Type.Literal('IMPORT'), Type.Literal('API'), Type.Literal('CRAWLER')]);

/** The list filters, shared by the list and the CSV export. */
export const StatementFilters = Type.Object({
  bankAccountId: Type.Optional(Type.String({ format: 'uuid' })),
  dateFrom: Type.Optional(DateString('Lines on or after this date.')),
  dateTo: Type.Optional(DateString('Lines on or before this date.')),
  direction: Type.Optional(Direction),
  status: Type.Optional(ReconciliationStatus),
  amountMin: Type.Optional(Decimal('Lines of at least this amount.')),
  amountMax: Type.Optional(Decimal('Lines of no more than this amount.')),
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Words in the description or reference.' })),
});
export type StatementFilters = Static<typeof StatementFilters>;

export const ListQuery = Type.Intersect([
  StatementFilters,
  Type.Object({
    first: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
    after: Type.Optional(Type.String({ maxLength: 300, description: 'The cursor of the last line of the previous page.' })),
  }),
]);
export type ListQuery = Static<typeof ListQuery>;

export const StatementTransactionResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  bankAccountId: Type.String({ format: 'uuid' }),
  transactionDate: Type.String({ format: 'date' }),
  transactionTime: Type.Union([Type.String(), Type.Null()]),
  postingDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  description: Type.String(),
  reference: Type.Union([Type.String(), Type.Null()]),
  direction: Direction,
  amount: Decimal('Positive; the direction says which way.'),
  currency: Type.String(),
  endingBalance: Type.Union([Decimal('The balance after the line, as the bank reported it.'), Type.Null()]),
  source: StatementSource,
  reconciliationStatus: ReconciliationStatus,
  reconciledAmount: Decimal('How much of the line is reconciled.'),
  importId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  createdBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type StatementTransactionResponse = Static<typeof StatementTransactionResponse>;

export const StatementPage = Type.Object({
  items: Type.Array(Type.Object({ cursor: Type.String(), node: StatementTransactionResponse })),
  pageInfo: Type.Object({ hasNextPage: Type.Boolean(), endCursor: Type.Union([Type.String(), Type.Null()]) }),
  totalCount: Type.Integer(),
});
export type StatementPage = Static<typeof StatementPage>;

export const CreateBody = Type.Object(
  {
    bankAccountId: Type.String({ format: 'uuid' }),
    transactionDate: DateString('The date of the line; not after today, within the last 3 months.'),
    transactionTime: Type.Optional(Type.Union([Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$' }), Type.Null()])),
    description: Type.String({ maxLength: 1000 }),
    reference: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    direction: Direction,
    amount: Type.String({ maxLength: 40 }),
    endingBalance: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type CreateBody = Static<typeof CreateBody>;

export const ExportBody = Type.Object(
  {
    filters: StatementFilters,
    mailTo: Type.String({ format: 'email', maxLength: 320, description: 'Who is mailed the link when the file is ready.' }),
  },
  { additionalProperties: false },
);
export type ExportBody = Static<typeof ExportBody>;

export const ExportResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Literal('STATEMENT_TRANSACTIONS'),
  requestedBy: Type.String({ format: 'uuid', description: 'The user who asked for it.' }),
  status: Type.Union([Type.Literal('QUEUED'), Type.Literal('RUNNING'), Type.Literal('COMPLETED'), Type.Literal('FAILED')]),
  rowCount: Type.Union([Type.Integer(), Type.Null()]),
  fileName: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ExportResponse = Static<typeof ExportResponse>;
