import { Type, type Static } from 'typebox';

export const CounterpartyType = Type.Union([Type.Literal('COMPANY'), Type.Literal('INDIVIDUAL')]);

export const BankAccountResponse = Type.Object({
  id: Type.String(),
  bankCode: Type.String(),
  bankName: Type.String(),
  accountNumber: Type.String(),
  accountName: Type.String(),
  alias: Type.Union([Type.String(), Type.Null()]),
});

export const CounterpartyResponse = Type.Object({
  id: Type.String(),
  legalName: Type.String(),
  alias: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  type: CounterpartyType,
  bankAccounts: Type.Array(BankAccountResponse),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.Union([Type.String(), Type.Null()], { description: 'Id of the member who created it.' }),
});
export type CounterpartyResponse = Static<typeof CounterpartyResponse>;

export const ListQuery = Type.Object({
  first: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  after: Type.Optional(Type.String({ maxLength: 500 })),
  last: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  before: Type.Optional(Type.String({ maxLength: 500 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  type: Type.Optional(CounterpartyType),
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

/** Shape only; the rules and their messages live in service.ts so they read as the spec words them. */
export const CreateBody = Type.Object(
  {
    legalName: Type.String({ maxLength: 200 }),
    alias: Type.String({ maxLength: 100 }),
    email: Type.Optional(Type.Union([Type.String({ maxLength: 320 }), Type.Null()])),
    type: CounterpartyType,
    bankAccounts: Type.Array(
      Type.Object(
        {
          bankCode: Type.String({ maxLength: 10 }),
          accountNumber: Type.String({ maxLength: 64 }),
          accountName: Type.String({ maxLength: 200 }),
          alias: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
        },
        { additionalProperties: false },
      ),
      { maxItems: 20 },
    ),
  },
  { additionalProperties: false },
);
export type CreateBody = Static<typeof CreateBody>;
