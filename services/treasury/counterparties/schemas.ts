import { Type, type Static } from 'typebox';

export const CounterpartyType = Type.Union([Type.Literal('COMPANY'), Type.Literal('INDIVIDUAL')]);
export const CounterpartyStatus = Type.Union([Type.Literal('ACTIVE'), Type.Literal('INACTIVE')], { description: 'Only active counterparties can be paid.' });
const NullableString = (options: { maxLength: number }) => Type.Union([Type.String(options), Type.Null()]);

export const BankAccountResponse = Type.Object({
  id: Type.String(),
  bankCode: Type.String(),
  bankName: Type.String(),
  accountNumber: Type.String(),
  accountName: Type.String(),
  alias: Type.Union([Type.String(), Type.Null()]),
  internalBankAccountId: Type.Union([Type.String(), Type.Null()], { description: 'On a generated counterparty: the organisation’s own bank account this one mirrors.' }),
});

export const CounterpartyResponse = Type.Object({
  id: Type.String(),
  legalName: Type.String(),
  alias: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  type: CounterpartyType,
  externalId: Type.Union([Type.String(), Type.Null()], { description: 'The counterparty’s id in another system; unique in the organisation.' }),
  status: CounterpartyStatus,
  generated: Type.Boolean({ description: 'The default counterparty generated for an entity: it mirrors the entity’s own bank accounts and cannot be changed or deleted.' }),
  entity: Type.Union([Type.Object({ id: Type.String(), name: Type.String(), isDefault: Type.Boolean() }), Type.Null()], { description: 'The entity a generated counterparty belongs to.' }),
  bankAccounts: Type.Array(BankAccountResponse),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.Union([Type.String(), Type.Null()], { description: 'Id of the member who created it; null for a generated one.' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type CounterpartyResponse = Static<typeof CounterpartyResponse>;

export const ListQuery = Type.Object({
  first: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  after: Type.Optional(Type.String({ maxLength: 500 })),
  last: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  before: Type.Optional(Type.String({ maxLength: 500 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  type: Type.Optional(CounterpartyType),
  status: Type.Optional(CounterpartyStatus),
});
export type ListQuery = Static<typeof ListQuery>;

export const ListResponse = Type.Object({
  items: Type.Array(Type.Object({ cursor: Type.String(), node: CounterpartyResponse })),
  pageInfo: Type.Object({
    hasNextPage: Type.Boolean(),
    hasPreviousPage: Type.Boolean(),
    startCursor: Type.Union([Type.String(), Type.Null()]),
    endCursor: Type.Union([Type.String(), Type.Null()]),
  }),
  totalCount: Type.Integer(),
});
export type ListResponse = Static<typeof ListResponse>;

export const BatchQuery = Type.Object({
  ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100 }),
});
export type BatchQuery = Static<typeof BatchQuery>;

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type IdParams = Static<typeof IdParams>;

const NewBankAccount = Type.Object(
  {
    bankCode: Type.String({ maxLength: 10 }),
    accountNumber: Type.String({ maxLength: 64 }),
    accountName: Type.String({ maxLength: 200 }),
    alias: Type.Optional(NullableString({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

/** Shape only; the rules and their messages live in service.ts so they read as the spec words them. */
export const CreateBody = Type.Object(
  {
    legalName: Type.String({ maxLength: 200 }),
    alias: Type.String({ maxLength: 100 }),
    email: Type.Optional(Type.Union([Type.String({ maxLength: 320 }), Type.Null()])),
    type: CounterpartyType,
    externalId: Type.Optional(NullableString({ maxLength: 100 })),
    bankAccounts: Type.Array(NewBankAccount, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type CreateBody = Static<typeof CreateBody>;

/**
 * A change to a counterparty: absent fields stay; `email` and `externalId`
 * are cleared with null or an empty string. Bank accounts are added, removed
 * (by id; at least one stays) and given another alias; their bank, number and
 * name on account cannot change, so giving a different one is refused.
 */
export const UpdateBody = Type.Object(
  {
    legalName: Type.Optional(Type.String({ maxLength: 200 })),
    alias: Type.Optional(Type.String({ maxLength: 100 })),
    email: Type.Optional(NullableString({ maxLength: 320 })),
    type: Type.Optional(CounterpartyType),
    externalId: Type.Optional(NullableString({ maxLength: 100 })),
    status: Type.Optional(CounterpartyStatus),
    addBankAccounts: Type.Optional(Type.Array(NewBankAccount, { maxItems: 20 })),
    updateBankAccounts: Type.Optional(
      Type.Array(
        Type.Object(
          {
            id: Type.String({ maxLength: 64 }),
            alias: Type.Optional(NullableString({ maxLength: 100 })),
            bankCode: Type.Optional(Type.String({ maxLength: 10, description: 'Refused when it differs: the bank cannot change.' })),
            accountNumber: Type.Optional(Type.String({ maxLength: 64, description: 'Refused when it differs: the number cannot change.' })),
            accountName: Type.Optional(Type.String({ maxLength: 200, description: 'Refused when it differs: the name on account cannot change.' })),
          },
          { additionalProperties: false },
        ),
        { maxItems: 50 },
      ),
    ),
    removeBankAccountIds: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type UpdateBody = Static<typeof UpdateBody>;
