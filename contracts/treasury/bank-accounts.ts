import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../common/literal-union.js';
import { defineErrors } from '../common/errors.js';
import { SearchQuery } from './list-query.js';
import { BatchIdsQuery, UuidString } from '../common/schemas.js';
import { money, type ActivityMoney, areaActivity } from '../common/activity-text.js';
import { ACCOUNT_STATUSES, CONNECTION_TYPES, CURRENCIES } from './bank-account-values.js';

export { IdParams } from '../common/schemas.js';

export { CURRENCIES };

export const Currency = LiteralUnion(CURRENCIES);
export const BankAccountConnectionType = LiteralUnion(CONNECTION_TYPES);
export const BankAccountStatus = LiteralUnion(ACCOUNT_STATUSES);
export const BalanceSource = LiteralUnion(['MANUAL', 'CRAWLER', 'API']);

/** A figure as a bank reports it (a balance, a statement line's amount): a decimal string, at most two decimals, below zero when overdrawn; never a number. */
export const BankDecimal = (description: string) =>
  Type.String({ pattern: '^-?\\d{1,18}(\\.\\d{1,2})?$', description });

/** Credentials by connection type (spec: company id, user id, password, CIF, client id, client secret, channel id, partner id, private key). Never answered. */
export const BankAccountCredentialsBody = Type.Object(
  {
    companyId: Type.Optional(Type.String({ maxLength: 100 })),
    userId: Type.Optional(Type.String({ maxLength: 100 })),
    password: Type.Optional(Type.String({ maxLength: 200 })),
    cif: Type.Optional(Type.String({ maxLength: 50 })),
    clientId: Type.Optional(Type.String({ maxLength: 200 })),
    clientSecret: Type.Optional(Type.String({ maxLength: 500 })),
    channelId: Type.Optional(Type.String({ maxLength: 50 })),
    partnerId: Type.Optional(Type.String({ maxLength: 100 })),
    privateKey: Type.Optional(
      Type.String({
        maxLength: 10_000,
        description: 'A PEM RSA private key, for SNAP access-token signatures.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type BankAccountCredentialsBody = Static<typeof BankAccountCredentialsBody>;

export const BalanceResponse = Type.Object({
  available: BankDecimal('The available balance.'),
  ledger: Type.Union([BankDecimal('The ledger balance.'), Type.Null()]),
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
  connectionType: BankAccountConnectionType,
  automatedType: Type.Union([Type.String(), Type.Null()]),
  status: BankAccountStatus,
  hasCredentials: Type.Boolean({
    description: 'Whether credentials are stored (they are never answered).',
  }),
  balance: Type.Union([BalanceResponse, Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.Union([Type.String(), Type.Null()]),
});
export type BankAccountResponse = Static<typeof BankAccountResponse>;

export const BankAccountCreateBody = Type.Object(
  {
    bankCode: Type.String({ maxLength: 10 }),
    accountNumber: Type.String({ maxLength: 64 }),
    accountName: Type.String({ maxLength: 300 }),
    alias: Type.String({ maxLength: 200 }),
    entityId: Type.Optional(UuidString('Default: the organisation’s default entity.')),
    currency: Type.String({ maxLength: 10 }),
    connectionType: BankAccountConnectionType,
    automatedType: Type.Optional(Type.Union([Type.String({ maxLength: 60 }), Type.Null()])),
    credentials: Type.Optional(BankAccountCredentialsBody),
    status: Type.Optional(BankAccountStatus),
  },
  { additionalProperties: false },
);
export type BankAccountCreateBody = Static<typeof BankAccountCreateBody>;

export const BankAccountUpdateBody = Type.Object(
  {
    alias: Type.Optional(Type.String({ maxLength: 200 })),
    accountName: Type.Optional(Type.String({ maxLength: 300 })),
    entityId: Type.Optional(Type.String({ format: 'uuid' })),
    status: Type.Optional(BankAccountStatus),
    connectionType: Type.Optional(BankAccountConnectionType),
    automatedType: Type.Optional(Type.Union([Type.String({ maxLength: 60 }), Type.Null()])),
    credentials: Type.Optional(BankAccountCredentialsBody),
  },
  { additionalProperties: false },
);
export type BankAccountUpdateBody = Static<typeof BankAccountUpdateBody>;

export const BankAccountBalanceBody = Type.Object(
  {
    available: Type.String({ maxLength: 40 }),
    ledger: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    asOf: Type.Optional(Type.String({ format: 'date-time', description: 'Default: now.' })),
  },
  { additionalProperties: false },
);
export type BankAccountBalanceBody = Static<typeof BankAccountBalanceBody>;

export const BankAccountListQuery = Type.Object({
  search: SearchQuery('Matches alias, account number, account name or bank, case-insensitively.'),
  currency: Type.Optional(Currency),
  status: Type.Optional(BankAccountStatus),
  entityId: Type.Optional(Type.String({ format: 'uuid' })),
});
export type BankAccountListQuery = Static<typeof BankAccountListQuery>;

export const BankAccountBatchQuery = BatchIdsQuery;
export type BankAccountBatchQuery = Static<typeof BankAccountBatchQuery>;

export const BankAccountListResponse = Type.Object({ items: Type.Array(BankAccountResponse) });
export type BankAccountListResponse = Static<typeof BankAccountListResponse>;

export const BalancesResponse = Type.Object({
  accounts: Type.Array(BankAccountResponse),
  totals: Type.Array(
    Type.Object({
      currency: Currency,
      available: Type.String(),
      accounts: Type.Integer(),
      lastUpdated: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    }),
  ),
});
export type BalancesResponse = Static<typeof BalancesResponse>;
export type BalanceResponse = Static<typeof BalanceResponse>;
export type Currency = Static<typeof Currency>;
export type BankAccountConnectionType = Static<typeof BankAccountConnectionType>;
export type BankAccountStatus = Static<typeof BankAccountStatus>;
export type BalanceSource = Static<typeof BalanceSource>;

/**
 * The bank account rules' refusals (spec section 4), and the statement sync
 * schedule's (an account's sync, U-TRSY-BA-13 to 16). `notFound` names
 * `bankAccountId` where another resource points at the account.
 */
export const bankAccountErrors = defineErrors({
  notFound: { status: 404, code: 'U-TRSY-BA-1', message: 'Bank account not found.' },
  aliasExists: {
    status: 409,
    code: 'U-TRSY-BA-2',
    message: 'This alias is already used by another bank account.',
    field: 'alias',
  },
  numberExists: {
    status: 409,
    code: 'U-TRSY-BA-3',
    message: 'This account number is already registered at this bank.',
    field: 'accountNumber',
  },
  currencyNotAllowed: {
    status: 400,
    code: 'U-TRSY-BA-4',
    message: 'This currency is not allowed. Choose IDR, USD or SGD.',
    field: 'currency',
  },
  invalidPrivateKey: {
    status: 400,
    code: 'U-TRSY-BA-5',
    message: 'The private key is not a valid RSA private key in PEM format.',
    field: 'credentials.privateKey',
  },
  /** The field is `credentials.<the missing one>`. */
  credentialsRequired: {
    status: 400,
    code: 'U-TRSY-BA-6',
    message: 'This connection needs its credentials.',
  },
  hasReconciledStatements: {
    status: 409,
    code: 'U-TRSY-BA-7',
    message:
      'This bank account has reconciled statement transactions and cannot be deleted. Set its status to Closed instead.',
  },
  unknownBank: {
    status: 400,
    code: 'U-TRSY-BA-8',
    message: 'Choose a bank from the list.',
    field: 'bankCode',
  },
  invalidAccountNumber: {
    status: 400,
    code: 'U-TRSY-BA-9',
    message: 'The account number must be 5 to 34 digits.',
    field: 'accountNumber',
  },
  automatedType: {
    status: 400,
    code: 'U-TRSY-BA-10',
    message: 'Choose the internet banking of this bank the connection reads.',
    field: 'automatedType',
  },
  invalidAmount: {
    status: 400,
    code: 'U-TRSY-BA-11',
    message: 'Enter an amount with at most two decimals.',
  },
  balanceInFuture: {
    status: 400,
    code: 'U-TRSY-BA-12',
    message: 'A balance cannot be dated in the future.',
    field: 'asOf',
  },
  syncExists: {
    status: 409,
    code: 'U-TRSY-BA-13',
    message: 'This bank account already has a statement sync schedule.',
    field: 'bankAccountId',
  },
  syncNeedsApi: {
    status: 400,
    code: 'U-TRSY-BA-14',
    message: 'Only a bank account with an API connection can sync its statements.',
    field: 'bankAccountId',
  },
  syncNotScheduled: {
    status: 404,
    code: 'U-TRSY-BA-15',
    message: 'This bank account has no statement sync schedule.',
    field: 'bankAccountId',
  },
  syncInterval: {
    status: 400,
    code: 'U-TRSY-BA-16',
    message: 'Sync every 15 minutes to once a day (1,440 minutes).',
    field: 'intervalMinutes',
  },
  hasPayments: {
    status: 409,
    code: 'U-TRSY-BA-17',
    message:
      'This bank account has payments or transfers and cannot be deleted. Set its status to Closed instead.',
  },
});

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const BANK_ACCOUNTS_ACTIVITY = areaActivity(['BANK_ACCOUNT'], {
  BANK_ACCOUNT_CREATED: (v: {
    alias: string;
    bank: string;
    accountNumber: string;
    currency: string;
  }) => `Bank account ${v.alias} (${v.bank} ${v.accountNumber}, ${v.currency}) created`,
  BANK_ACCOUNT_CHANGED: (v: { alias: string }) => `Bank account ${v.alias} changed`,
  /** `lines`: the statement transactions deleted with it (0: none). */
  BANK_ACCOUNT_DELETED: (v: { alias: string; lines: number }) =>
    `Bank account ${v.alias} deleted${v.lines > 0 ? ` with its ${v.lines} statement transactions` : ''}`,
  BALANCE_RECORDED: (v: { alias: string; balance: ActivityMoney }) =>
    `Balance of ${v.alias} recorded: ${money(v.balance)}`,
});
