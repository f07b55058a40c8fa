import { areaActivity } from '../common/activity-text.js';
import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../common/literal-union.js';
import { defineErrors } from '../common/errors.js';
import {
  BatchIdsQuery,
  BatchOf,
  ListPageOf,
  Nullable,
  SortDirection,
  SortedForwardPageQuery,
  UpdatedSinceQuery,
} from '../common/schemas.js';

export { IdParams } from '../common/schemas.js';

/** Spec section 5: a counterparty is a company or a person. */
export const CounterpartyType = LiteralUnion(['COMPANY', 'INDIVIDUAL']);
export const CounterpartyStatus = LiteralUnion(['ACTIVE', 'INACTIVE'], {
  description: 'Only active counterparties can be paid.',
});
export type CounterpartyType = Static<typeof CounterpartyType>;
export type CounterpartyStatus = Static<typeof CounterpartyStatus>;
const NullableString = (options: { maxLength: number }) => Nullable(Type.String(options));

export const CounterpartyBankAccountResponse = Type.Object({
  id: Type.String(),
  bankCode: Type.String(),
  bankName: Type.String(),
  accountNumber: Type.String(),
  accountName: Type.String(),
  alias: Type.Union([Type.String(), Type.Null()]),
  internalBankAccountId: Type.Union([Type.String(), Type.Null()], {
    description:
      'On a generated counterparty: the organisation’s own bank account this one mirrors.',
  }),
});

export const CounterpartyResponse = Type.Object({
  id: Type.String(),
  legalName: Type.String(),
  alias: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  type: CounterpartyType,
  externalId: Type.Union([Type.String(), Type.Null()], {
    description: 'The counterparty’s id in another system; unique in the organisation.',
  }),
  taxNumber: Type.Union([Type.String(), Type.Null()], {
    description: 'NPWP, digits only (15 or 16).',
  }),
  status: CounterpartyStatus,
  generated: Type.Boolean({
    description:
      'The default counterparty generated for an entity: it mirrors the entity’s own bank accounts and cannot be changed or deleted.',
  }),
  entity: Type.Union(
    [
      Type.Object({ id: Type.String(), name: Type.String(), isDefault: Type.Boolean() }),
      Type.Null(),
    ],
    { description: 'The entity a generated counterparty belongs to.' },
  ),
  bankAccounts: Type.Array(CounterpartyBankAccountResponse),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.Union([Type.String(), Type.Null()], {
    description: 'Id of the member who created it; null for a generated one.',
  }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type CounterpartyResponse = Static<typeof CounterpartyResponse>;
export type CounterpartyBankAccountResponse = Static<typeof CounterpartyBankAccountResponse>;

/** The columns the counterparties list sorts by; the one entered first breaks a tie. */
export const CounterpartySort = LiteralUnion([
  'NAME',
  'ALIAS',
  'TYPE',
  'STATUS',
  'EMAIL',
  'CREATED_AT',
  'UPDATED_AT',
]);
export type CounterpartySort = Static<typeof CounterpartySort>;

export const CounterpartyListQuery = Type.Object({
  ...SortedForwardPageQuery,
  last: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  before: Type.Optional(
    Type.String({
      maxLength: 500,
      description: 'The cursor of the first item of the next page, of the same sort and direction.',
    }),
  ),
  /** The column the list is sorted by (NAME, the legal name, when left out), ascending unless `sortDirection` is DESC. */
  sort: Type.Optional(CounterpartySort),
  sortDirection: Type.Optional(SortDirection),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  type: Type.Optional(CounterpartyType),
  status: Type.Optional(CounterpartyStatus),
  ...UpdatedSinceQuery,
});
export type CounterpartyListQuery = Static<typeof CounterpartyListQuery>;

export const CounterpartyListResponse = ListPageOf(CounterpartyResponse);
export type CounterpartyListResponse = Static<typeof CounterpartyListResponse>;

export const CounterpartyBatchQuery = BatchIdsQuery;
export type CounterpartyBatchQuery = Static<typeof CounterpartyBatchQuery>;

export const CounterpartyBatchResponse = BatchOf(CounterpartyResponse);
export type CounterpartyBatchResponse = Static<typeof CounterpartyBatchResponse>;

/** A created counterparty with its cursor in the list, so a client can insert it in a loaded page. */
export const CounterpartyCreatedResponse = Type.Object({
  cursor: Type.String(),
  node: CounterpartyResponse,
});
export type CounterpartyCreatedResponse = Static<typeof CounterpartyCreatedResponse>;

export const CounterpartyNewBankAccount = Type.Object(
  {
    bankCode: Type.String({ maxLength: 10 }),
    accountNumber: Type.String({ maxLength: 64 }),
    accountName: Type.String({ maxLength: 200 }),
    alias: Type.Optional(NullableString({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

/** The counterparty's NPWP as a body gives it: null or empty clears it. */
const CounterpartyTaxNumber = Nullable(
  Type.String({
    maxLength: 32,
    description:
      'NPWP: 15 or 16 digits; dots, dashes and spaces are ignored. Null or empty clears it.',
  }),
);

/** Shape only; the rules live in the service (services/treasury/counterparties/service.ts) and answer with `counterpartyErrors`. */
export const CounterpartyCreateBody = Type.Object(
  {
    legalName: Type.String({ maxLength: 200 }),
    alias: Type.String({ maxLength: 100 }),
    email: Type.Optional(Type.Union([Type.String({ maxLength: 320 }), Type.Null()])),
    type: CounterpartyType,
    externalId: Type.Optional(NullableString({ maxLength: 100 })),
    taxNumber: Type.Optional(CounterpartyTaxNumber),
    bankAccounts: Type.Array(CounterpartyNewBankAccount, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type CounterpartyCreateBody = Static<typeof CounterpartyCreateBody>;

/**
 * A change to a counterparty: absent fields stay; `email` and `externalId`
 * are cleared with null or an empty string. Bank accounts are added, removed
 * (by id; at least one stays) and given another alias; their bank, number and
 * name on account cannot change, so giving a different one is refused.
 */
export const CounterpartyUpdateBody = Type.Object(
  {
    legalName: Type.Optional(Type.String({ maxLength: 200 })),
    alias: Type.Optional(Type.String({ maxLength: 100 })),
    email: Type.Optional(NullableString({ maxLength: 320 })),
    type: Type.Optional(CounterpartyType),
    externalId: Type.Optional(NullableString({ maxLength: 100 })),
    taxNumber: Type.Optional(CounterpartyTaxNumber),
    status: Type.Optional(CounterpartyStatus),
    addBankAccounts: Type.Optional(Type.Array(CounterpartyNewBankAccount, { maxItems: 20 })),
    updateBankAccounts: Type.Optional(
      Type.Array(
        Type.Object(
          {
            id: Type.String({ maxLength: 64 }),
            alias: Type.Optional(NullableString({ maxLength: 100 })),
            bankCode: Type.Optional(
              Type.String({
                maxLength: 10,
                description: 'Refused when it differs: the bank cannot change.',
              }),
            ),
            accountNumber: Type.Optional(
              Type.String({
                maxLength: 64,
                description: 'Refused when it differs: the number cannot change.',
              }),
            ),
            accountName: Type.Optional(
              Type.String({
                maxLength: 200,
                description: 'Refused when it differs: the name on account cannot change.',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        { maxItems: 50 },
      ),
    ),
    removeBankAccountIds: Type.Optional(
      Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 }),
    ),
  },
  { additionalProperties: false },
);
export type CounterpartyUpdateBody = Static<typeof CounterpartyUpdateBody>;

/** The counterparty rules' refusals (spec sections 5 and 8). A definition without a field names it where it is raised (`bankAccounts.0.accountNumber`). */
export const counterpartyErrors = defineErrors({
  duplicateBankAccount: {
    status: 409,
    code: 'U-TRSY-CP-1',
    message: 'This bank account is already registered.',
  },
  aliasExists: {
    status: 409,
    code: 'U-TRSY-CP-2',
    message: 'This alias is already used by another counterparty.',
    field: 'alias',
  },
  invalidCursor: {
    status: 400,
    code: 'U-TRSY-CP-3',
    message: 'The pagination cursor is not valid.',
  },
  bankAccountRequired: {
    status: 400,
    code: 'U-TRSY-CP-4',
    message: 'Add at least one bank account.',
    field: 'bankAccounts',
  },
  unknownBank: { status: 400, code: 'U-TRSY-CP-5', message: 'Choose a bank from the list.' },
  invalidAccountNumber: {
    status: 400,
    code: 'U-TRSY-CP-6',
    message: 'The account number must be 5 to 34 digits.',
  },
  bothDirections: {
    status: 400,
    code: 'U-TRSY-CP-7',
    message: 'Page forward (first, after) or backward (last, before), not both.',
    field: 'first',
  },
  repeatedBankAccount: {
    status: 400,
    code: 'U-TRSY-CP-8',
    message: 'This bank account appears more than once.',
  },
  /** Spec: "cannot update account number or name". The bank is part of the account too. */
  immutableBankAccount: {
    status: 409,
    code: 'U-TRSY-CP-9',
    message: 'The bank, account number and name on account of a bank account cannot be changed.',
  },
  /** Spec: "default not editable or deletable". */
  generatedProtected: {
    status: 409,
    code: 'U-TRSY-CP-10',
    message: 'A generated default counterparty cannot be changed or deleted.',
  },
  externalIdExists: {
    status: 409,
    code: 'U-TRSY-CP-11',
    message: 'This external id is already used by another counterparty.',
    field: 'externalId',
  },
  lastBankAccount: {
    status: 409,
    code: 'U-TRSY-CP-12',
    message: 'A counterparty keeps at least one bank account.',
    field: 'removeBankAccountIds',
  },
  bankAccountNotFound: {
    status: 404,
    code: 'U-TRSY-CP-13',
    message: 'This bank account is not one of the counterparty’s.',
  },
  /** An internal (own) account whose number a user's counterparty holds: its generated mirror cannot be made. */
  taxNumber: {
    status: 400,
    code: 'U-TRSY-CP-15',
    message: 'The tax number (NPWP) has 15 or 16 digits.',
    field: 'taxNumber',
  },
  heldByCounterparty: {
    status: 409,
    code: 'U-TRSY-CP-14',
    message:
      'A counterparty already holds this bank account. Remove it from that counterparty first.',
  },
  /** Spec: "ongoing or in-progress transfer". */
  ongoingTransfer: {
    status: 409,
    code: 'U-TRSY-CP-16',
    message:
      'A payment to this counterparty is still under way. Cancel it, or wait until it is sent, before deleting the counterparty or its bank account.',
  },
});

/**
 * The counterparty-import codes, `U-TRSY-CPI-n`, and their English message
 * templates. The issues of a counterparty CSV import
 * (an import's result lists them). Templates name their
 * values in braces; `{row}` is the 1-based line number in the file (the header
 * is line 1; 0 when the problem is the file as a whole).
 */
export const COUNTERPARTY_IMPORT_CODES = {
  'U-TRSY-CPI-1': 'Row {row}: the file cannot be read as CSV ({value}).',
  'U-TRSY-CPI-2': 'The header row has no column {value}.',
  'U-TRSY-CPI-3': 'The file contains no counterparties.',
  'U-TRSY-CPI-4': 'Row {row}: {value} is required.',
  'U-TRSY-CPI-5': 'Row {row}: the type "{value}" is not COMPANY or INDIVIDUAL.',
  'U-TRSY-CPI-6': 'Row {row}: "{value}" is not a valid email address.',
  'U-TRSY-CPI-7': 'Row {row}: the bank code "{value}" is not a bank in the list.',
  'U-TRSY-CPI-8': 'Row {row}: the account number "{value}" must be 5 to 34 digits.',
  'U-TRSY-CPI-9':
    'Row {row}: the alias "{value}" is already used by a counterparty of the organisation.',
  'U-TRSY-CPI-10':
    'Row {row}: the external id "{value}" is already used by a counterparty of the organisation.',
  'U-TRSY-CPI-11':
    'Row {row}: the external id "{value}" is already given to another counterparty in row {expected}.',
  'U-TRSY-CPI-12':
    'Row {row}: the bank account {value} is already registered to a counterparty of the organisation.',
  'U-TRSY-CPI-13': 'Row {row}: the bank account {value} already appears in row {expected}.',
  'U-TRSY-CPI-14':
    'Row {row}: "{value}" differs from row {expected}, which has the same alias; rows of one counterparty must agree.',
  'U-TRSY-CPI-15': 'Row {row}: "{value}" is longer than {expected} characters.',
  'U-TRSY-CPI-16': 'Row {row}: the counterparty has no email address.',
  'U-TRSY-CPI-17':
    'Row {row}: the name on account "{value}" does not match the legal name "{expected}".',
  'U-TRSY-CPI-18': 'The column {value} is not one of the template’s and was ignored.',
  'U-TRSY-CPI-19':
    'Row {row}: this value holds an invisible, control or text-direction character ({value}), which names cannot hold.',
} as const;

export type CounterpartyImportCode = keyof typeof COUNTERPARTY_IMPORT_CODES;

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const COUNTERPARTIES_ACTIVITY = areaActivity(['COUNTERPARTY'], {
  COUNTERPARTY_CREATED: (v: { legalName: string; alias: string }) =>
    `Counterparty ${v.legalName} (${v.alias}) created`,
  COUNTERPARTY_IMPORTED: (v: { legalName: string; alias: string }) =>
    `Counterparty ${v.legalName} (${v.alias}) imported`,
  COUNTERPARTY_CHANGED: (v: { legalName: string; alias: string }) =>
    `Counterparty ${v.legalName} (${v.alias}) changed`,
  /** `status`: ACTIVE or INACTIVE. */
  COUNTERPARTY_STATUS_CHANGED: (v: { legalName: string; alias: string; status: string }) =>
    `Counterparty ${v.legalName} (${v.alias}) ${v.status === 'ACTIVE' ? 'activated' : 'deactivated'}`,
  COUNTERPARTY_DELETED: (v: { legalName: string; alias: string }) =>
    `Counterparty ${v.legalName} (${v.alias}) deleted`,
  DEFAULT_COUNTERPARTY_CREATED: (v: { entity: string }) =>
    `Default counterparty of entity ${v.entity} generated`,
  DEFAULT_COUNTERPARTY_CHANGED: (v: { entity: string }) =>
    `Default counterparty of entity ${v.entity} kept in step with the entity`,
  DEFAULT_COUNTERPARTY_DELETED: (v: { legalName: string; alias: string }) =>
    `Default counterparty ${v.legalName} (${v.alias}) deleted with its entity`,
});
