import { Type, type Static } from 'typebox';

export const Currency = Type.Union([Type.Literal('IDR'), Type.Literal('USD'), Type.Literal('SGD')]);
export const ConnectionType = Type.Union([Type.Literal('MANUAL'), Type.Literal('AUTOMATED'), Type.Literal('API')]);
export const AccountStatus = Type.Union([Type.Literal('NEW'), Type.Literal('ACTIVE'), Type.Literal('DORMANT'), Type.Literal('MATURED'), Type.Literal('CLOSED')]);
export const BalanceSource = Type.Union([Type.Literal('MANUAL'), Type.Literal('CRAWLER'), Type.Literal('API')]);

const Decimal = (description: string) => Type.String({ pattern: '^-?\\d{1,18}(\\.\\d{1,2})?$', description });

/** Credentials by connection type (spec: company id, user id, password, CIF, client id, client secret, channel id, partner id, private key). Never answered. */
export const CredentialsBody = Type.Object(
  {
    companyId: Type.Optional(Type.String({ maxLength: 100 })),
    userId: Type.Optional(Type.String({ maxLength: 100 })),
    password: Type.Optional(Type.String({ maxLength: 200 })),
    cif: Type.Optional(Type.String({ maxLength: 50 })),
    clientId: Type.Optional(Type.String({ maxLength: 200 })),
    clientSecret: Type.Optional(Type.String({ maxLength: 500 })),
    channelId: Type.Optional(Type.String({ maxLength: 50 })),
    partnerId: Type.Optional(Type.String({ maxLength: 100 })),
    privateKey: Type.Optional(Type.String({ maxLength: 10_000, description: 'A PEM RSA private key, for SNAP access-token signatures.' })),
  },
  { additionalProperties: false },
);
export type CredentialsBody = Static<typeof CredentialsBody>;

export const BalanceResponse = Type.Object({
  available: Decimal('The available balance.'),
  ledger: Type.Union([Decimal('The ledger balance.'), Type.Null()]),
  currency: Currency,
  asOf: Type.String({ format: 'date-time' }),
  source: BalanceSource,
  recordedAt: Type.String({ format: 'date-time' }),
});

export const BankAccountResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  bankCode: Type.String(),
  bankName: Type.String(),
  accountNumber: Type.String(),
  accountName: Type.String(),
  alias: Type.String(),
  entity: Type.Object({ id: Type.String(), name: Type.String(), isDefault: Type.Boolean() }),
  currency: Currency,
  connectionType: ConnectionType,
  automatedType: Type.Union([Type.String(), Type.Null()]),
  status: AccountStatus,
  hasCredentials: Type.Boolean({ description: 'Whether credentials are stored (they are never answered).' }),
  balance: Type.Union([BalanceResponse, Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.Union([Type.String(), Type.Null()]),
});
export type BankAccountResponse = Static<typeof BankAccountResponse>;

export const CreateBody = Type.Object(
  {
    bankCode: Type.String({ maxLength: 10 }),
    accountNumber: Type.String({ maxLength: 64 }),
    accountName: Type.String({ maxLength: 300 }),
    alias: Type.String({ maxLength: 200 }),
    entityId: Type.Optional(Type.String({ format: 'uuid', description: 'Default: the organisation’s default entity.' })),
    currency: Type.String({ maxLength: 10 }),
    connectionType: ConnectionType,
    automatedType: Type.Optional(Type.Union([Type.String({ maxLength: 60 }), Type.Null()])),
    credentials: Type.Optional(CredentialsBody),
    status: Type.Optional(AccountStatus),
  },
  { additionalProperties: false },
);
export type CreateBody = Static<typeof CreateBody>;

export const UpdateBody = Type.Object(
  {
    alias: Type.Optional(Type.String({ maxLength: 200 })),
    accountName: Type.Optional(Type.String({ maxLength: 300 })),
    entityId: Type.Optional(Type.String({ format: 'uuid' })),
    status: Type.Optional(AccountStatus),
    connectionType: Type.Optional(ConnectionType),
    automatedType: Type.Optional(Type.Union([Type.String({ maxLength: 60 }), Type.Null()])),
    credentials: Type.Optional(CredentialsBody),
  },
  { additionalProperties: false },
);
export type UpdateBody = Static<typeof UpdateBody>;

export const BalanceBody = Type.Object(
  {
    available: Type.String({ maxLength: 40 }),
    ledger: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    asOf: Type.Optional(Type.String({ format: 'date-time', description: 'Default: now.' })),
  },
  { additionalProperties: false },
);
export type BalanceBody = Static<typeof BalanceBody>;

export const ListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Matches alias, account number, account name or bank, case-insensitively.' })),
  currency: Type.Optional(Currency),
  status: Type.Optional(AccountStatus),
  entityId: Type.Optional(Type.String({ format: 'uuid' })),
});
export type ListQuery = Static<typeof ListQuery>;

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type IdParams = Static<typeof IdParams>;

export const BalancesResponse = Type.Object({
  accounts: Type.Array(BankAccountResponse),
  totals: Type.Array(Type.Object({ currency: Currency, available: Type.String(), accounts: Type.Integer(), lastUpdated: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]) })),
});
