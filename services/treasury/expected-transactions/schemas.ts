import { Type, type Static, type TSchema } from 'typebox';

export const Currency = Type.Union([Type.Literal('IDR'), Type.Literal('USD'), Type.Literal('SGD')]);
export const Direction = Type.Union([Type.Literal('DEBIT'), Type.Literal('CREDIT')], { description: 'DEBIT is money going out (shown Outgoing); CREDIT is money coming in (shown Incoming).' });
export const ReconciliationStatus = Type.Union([Type.Literal('UNRECONCILED'), Type.Literal('PARTIAL'), Type.Literal('RECONCILED'), Type.Literal('ARCHIVED')]);

const DecimalString = (description: string) => Type.String({ pattern: '^\\d{1,18}\\.\\d{2}$', description });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const DataEntry = Type.Object(
  {
    key: Type.String({ maxLength: 100, description: 'What the value is, for example `invoice_number` or `virtual_account`.' }),
    value: Type.String({ maxLength: 500 }),
  },
  { additionalProperties: false },
);

export const ExpectedTransactionResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  date: Type.String({ format: 'date', description: 'The date the money is expected, YYYY-MM-DD.' }),
  counterpartyId: Nullable(Type.String({ format: 'uuid' })),
  counterparty: Nullable(Type.Object({ id: Type.String(), alias: Type.String(), legalName: Type.String() })),
  description: Type.String(),
  amount: DecimalString('The expected amount, positive; the direction says which way it moves.'),
  currency: Currency,
  direction: Direction,
  internalDescription: Nullable(Type.String()),
  externalId: Nullable(Type.String({ description: 'An id from another system, unique in the organisation.' })),
  reconciliationData: Type.Array(DataEntry, { description: 'Additional data that helps match a statement transaction (invoice number, virtual account …).' }),
  bankAccountId: Nullable(Type.String({ format: 'uuid', description: 'The organisation’s bank account the money is expected on.' })),
  reconciliationStatus: ReconciliationStatus,
  reconciledAmount: DecimalString('How much of the amount reconciliation has matched so far.'),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  createdBy: Nullable(Type.String()),
});
export type ExpectedTransactionResponse = Static<typeof ExpectedTransactionResponse>;

export const ListQuery = Type.Object({
  first: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  after: Type.Optional(Type.String({ maxLength: 500 })),
  dateFrom: Type.Optional(Type.String({ maxLength: 10, description: 'Expected on or after this date (YYYY-MM-DD).' })),
  dateTo: Type.Optional(Type.String({ maxLength: 10, description: 'Expected on or before this date (YYYY-MM-DD).' })),
  direction: Type.Optional(Direction),
  reconciliationStatus: Type.Optional(ReconciliationStatus),
  counterpartyId: Type.Optional(Type.String({ format: 'uuid' })),
  amountMin: Type.Optional(Type.String({ maxLength: 25, description: 'At least this amount.' })),
  amountMax: Type.Optional(Type.String({ maxLength: 25, description: 'No more than this amount; must be greater than `amountMin`.' })),
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Matches description, internal description, external id or counterparty alias, case-insensitively.' })),
});
export type ListQuery = Static<typeof ListQuery>;

export const Edge = Type.Object({ cursor: Type.String(), node: ExpectedTransactionResponse });

export const ListResponse = Type.Object({
  items: Type.Array(Edge),
  pageInfo: Type.Object({
    hasNextPage: Type.Boolean(),
    hasPreviousPage: Type.Boolean(),
    startCursor: Nullable(Type.String()),
    endCursor: Nullable(Type.String()),
  }),
  totalCount: Type.Integer(),
});
export type ListResponse = Static<typeof ListResponse>;

export const BatchQuery = Type.Object({ ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100 }) });
export type BatchQuery = Static<typeof BatchQuery>;

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type IdParams = Static<typeof IdParams>;

/** Shape only; the rules and their messages live in service.ts. */
export const CreateBody = Type.Object(
  {
    date: Type.String({ maxLength: 10, description: 'YYYY-MM-DD.' }),
    counterpartyId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
    description: Type.String({ maxLength: 500 }),
    amount: Type.String({ maxLength: 25, description: 'Greater than zero, at most two decimals, for example `1500000.00`.' }),
    currency: Type.Optional(Currency),
    direction: Direction,
    internalDescription: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    externalId: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    reconciliationData: Type.Optional(Type.Array(DataEntry, { maxItems: 100 })),
    bankAccountId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
  },
  { additionalProperties: false },
);
export type CreateBody = Static<typeof CreateBody>;

/** A field left out keeps its value; `null` clears an optional one. */
export const UpdateBody = Type.Object(
  {
    date: Type.Optional(Type.String({ maxLength: 10 })),
    counterpartyId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    amount: Type.Optional(Type.String({ maxLength: 25 })),
    currency: Type.Optional(Currency),
    direction: Type.Optional(Direction),
    internalDescription: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    externalId: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    reconciliationData: Type.Optional(Type.Array(DataEntry, { maxItems: 100 })),
    bankAccountId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
  },
  { additionalProperties: false },
);
export type UpdateBody = Static<typeof UpdateBody>;
