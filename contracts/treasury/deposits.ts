import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../common/literal-union.js';
import { defineErrors } from '../common/errors.js';
import {
  AmountString,
  BatchIdsQuery,
  BatchOf,
  DateString,
  EdgeOf,
  ListPageOf,
  Nullable,
  ReasonBody,
} from '../common/schemas.js';
import { Currency } from './bank-accounts.js';
import { KeysetPageQuery, SearchQuery } from './list-query.js';
import { DEPOSIT_STATUSES, DEPOSIT_TERMS } from './deposit-values.js';
import {
  money,
  type ActivityMoney,
  type ActivityDate,
  areaActivity,
} from '../common/activity-text.js';

export { IdParams } from '../common/schemas.js';

/**
 * Time deposits (spec section 3: bank, alias, amount, issued date, tenor,
 * tenor type, term, maturity date, interest rate, auto renewal), placed at a
 * bank of the catalogue for a tenor of days or months at a yearly rate.
 *
 * A deposit is ACTIVE until its maturity date. Then the maturity job
 * (services/treasury/deposits/service.ts) either renews it in place for the
 * same tenor (auto renewal) or marks it MATURED (paid out). Before maturity a
 * member may close it early (CLOSED: broken, with a reason). A matured or
 * closed deposit no longer changes (spec section 4: "a matured deposit cannot
 * be processed; closing can be refused").
 */
export const DepositStatus = LiteralUnion(DEPOSIT_STATUSES, {
  description:
    'ACTIVE (placed, before its maturity date), MATURED (paid out at maturity), CLOSED (broken before maturity, with a reason).',
});
export type DepositStatus = Static<typeof DepositStatus>;

export const DepositTenorType = LiteralUnion(['DAYS', 'MONTHS'], {
  description:
    'DAYS: the tenor counts calendar days; MONTHS: calendar months, the day clamped to the end of a shorter month.',
});
export type DepositTenorType = Static<typeof DepositTenorType>;

/** The deposit's term, its maturity instruction (deposit-values.ts says what each one does). */
export const DepositTerm = LiteralUnion(DEPOSIT_TERMS, {
  description:
    'The maturity instruction: NO_RENEWAL (Non-ARO, paid out), RENEW_PRINCIPAL (ARO, interest paid out), RENEW_PRINCIPAL_AND_INTEREST (ARO+, interest added to the principal).',
});
export type DepositTerm = Static<typeof DepositTerm>;

/** The longest alias a deposit may have. */
export const DEPOSIT_ALIAS_MAX = 100;

/**
 * Interest of a stretch of a period, actual/365 simple interest
 * (services/treasury/deposits/interest.ts): gross, the 20% final tax the bank
 * withholds, and net (gross less tax), each rounded to the cent half up.
 */
export const DepositInterest = Type.Object({
  from: DateString('The period’s first day.'),
  to: DateString(
    'The day the interest is counted to (not included): today, the maturity date, or the day it was closed.',
  ),
  days: Type.Integer({ minimum: 0 }),
  gross: AmountString('Principal × rate × days / 365, rounded to the cent half up.'),
  tax: AmountString(
    'The 20% final income tax on deposit interest the bank withholds (PPh final Pasal 4 ayat 2).',
  ),
  net: AmountString('Gross less tax: what the organisation receives.'),
});
export type DepositInterest = Static<typeof DepositInterest>;

/** A period of a deposit that has ended: renewed at its maturity, paid out at maturity, or closed early. */
export const DepositPeriod = Type.Object({
  number: Type.Integer({
    minimum: 1,
    description: '1 for the first placement, 2 for the first renewal, …',
  }),
  principal: AmountString('What the period earned on.'),
  interestRate: Type.String({ description: 'Percent a year, for example `4.25`.' }),
  interest: DepositInterest,
  outcome: LiteralUnion(['RENEWED', 'MATURED', 'CLOSED']),
  rolledOver: AmountString('What was placed again for the next period (0 unless RENEWED).'),
  paidOut: AmountString('What the bank paid out to the organisation at the end of the period.'),
  endedAt: Type.String({ format: 'date-time' }),
});
export type DepositPeriod = Static<typeof DepositPeriod>;

export const DepositResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  alias: Type.String({
    description: 'Unique per organisation, whatever its case, accents or look-alike letters.',
  }),
  bank: Type.Object({ code: Type.String(), name: Type.String() }),
  currency: Currency,
  amount: AmountString('What was placed on the issued date.'),
  principal: AmountString(
    'What the current period earns on: the amount, plus the interest rolled over by RENEW_PRINCIPAL_AND_INTEREST renewals.',
  ),
  issuedDate: DateString('The day it was first placed.'),
  periodStart: DateString(
    'The day the current period started: the issued date, or the last renewal’s maturity date.',
  ),
  tenor: Type.Integer({ minimum: 1 }),
  tenorType: DepositTenorType,
  term: DepositTerm,
  autoRenewal: Type.Boolean({ description: 'Whether it renews at maturity (a renewing term).' }),
  maturityDate: DateString(
    'When the current period ends, from the issued date and the tenor; never typed.',
  ),
  interestRate: Type.String({
    description: 'Percent a year of the current period, for example `4.25`.',
  }),
  status: DepositStatus,
  renewals: Type.Integer({ minimum: 0 }),
  accruedInterest: DepositInterest,
  interestAtMaturity: DepositInterest,
  periods: Type.Array(DepositPeriod, { description: 'The periods that have ended, oldest first.' }),
  closure: Nullable(
    Type.Object(
      {
        reason: Type.String(),
        closedOn: Type.String({ format: 'date' }),
        by: Type.String(),
        at: Type.String({ format: 'date-time' }),
      },
      { description: 'Why and when it was broken, and by whom.' },
    ),
  ),
  maturedAt: Nullable(Type.String({ format: 'date-time' })),
  createdBy: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type DepositResponse = Static<typeof DepositResponse>;

export const DepositEdge = EdgeOf(DepositResponse);
export type DepositEdge = Static<typeof DepositEdge>;

export const DepositListQuery = Type.Object({
  ...KeysetPageQuery,
  status: Type.Optional(DepositStatus),
  search: SearchQuery('Matches the alias or the bank’s name, case-insensitively.'),
});
export type DepositListQuery = Static<typeof DepositListQuery>;

export const DepositListResponse = ListPageOf(DepositResponse);
export type DepositListResponse = Static<typeof DepositListResponse>;

export const DepositBatchQuery = BatchIdsQuery;
export type DepositBatchQuery = Static<typeof DepositBatchQuery>;
export const DepositBatchResponse = BatchOf(DepositResponse);
export type DepositBatchResponse = Static<typeof DepositBatchResponse>;

/** Shape only; the rules live in the service and answer with `depositErrors`. */
export const DepositCreateBody = Type.Object(
  {
    bankCode: Type.String({
      maxLength: 10,
      description: 'A bank of `GET /banks`, by clearing code.',
    }),
    alias: Type.String({ maxLength: DEPOSIT_ALIAS_MAX }),
    currency: Type.Optional(Currency),
    amount: Type.String({
      maxLength: 25,
      description: 'Greater than zero, at most two decimals, for example `1000000000.00`.',
    }),
    issuedDate: Type.String({
      maxLength: 10,
      description: 'YYYY-MM-DD, not after today; the deposit must not have matured by today.',
    }),
    tenor: Type.Integer({ description: '1 to 3,650 days or 1 to 120 months.' }),
    tenorType: DepositTenorType,
    term: DepositTerm,
    interestRate: Type.String({
      maxLength: 12,
      description: 'Percent a year, above 0 and at most 100, at most four decimals: `4.25`.',
    }),
  },
  { additionalProperties: false },
);
export type DepositCreateBody = Static<typeof DepositCreateBody>;

/**
 * What may change while a deposit is ACTIVE: its alias, its term (a renewal
 * instruction given to the bank before maturity) and the rate of the current
 * period (the bank renewed at its rate of the day). What was placed, when and
 * for how long stays: a wrong one is closed and entered again.
 */
export const DepositUpdateBody = Type.Object(
  {
    alias: Type.String({ maxLength: DEPOSIT_ALIAS_MAX }),
    term: DepositTerm,
    interestRate: Type.String({ maxLength: 12 }),
  },
  { additionalProperties: false },
);
export type DepositUpdateBody = Static<typeof DepositUpdateBody>;

export const DepositCloseBody = ReasonBody;
export type DepositCloseBody = ReasonBody;

/**
 * An ACTIVE deposit maturing in a window, for the cash forecast
 * (repository.ts depositsMaturingBetween): what comes back on its maturity
 * date unless it renews.
 */
export type MaturingDeposit = {
  id: string;
  alias: string;
  currency: 'IDR' | 'USD' | 'SGD';
  maturityDate: string;
  principal: string;
  netInterest: string;
  autoRenewal: boolean;
};

/**
 * The spec's deposit errors (section 8: bank not found; already matured;
 * invalid interest percentage; not found; not allowed to close; alias
 * exists) and the form's rules.
 */
export const depositErrors = defineErrors({
  notFound: { status: 404, code: 'U-TRSY-DP-1', message: 'Deposit not found.' },
  alreadyMatured: {
    status: 409,
    code: 'U-TRSY-DP-2',
    message: 'This deposit has already matured: it can no longer be changed or closed.',
  },
  bankNotFound: { status: 400, code: 'U-TRSY-DP-3', message: 'Bank not found.', field: 'bankCode' },
  invalidInterestRate: {
    status: 400,
    code: 'U-TRSY-DP-4',
    message:
      'Enter an interest rate above 0 and at most 100 percent a year, with at most four decimals.',
    field: 'interestRate',
  },
  notAllowedToClose: {
    status: 409,
    code: 'U-TRSY-DP-5',
    message: 'This deposit is not active: it cannot be closed.',
  },
  aliasExists: {
    status: 409,
    code: 'U-TRSY-DP-6',
    message: 'Another deposit already has this alias.',
    field: 'alias',
  },
  invalidAmount: {
    status: 400,
    code: 'U-TRSY-DP-7',
    message: 'Enter an amount greater than zero with at most two decimals.',
    field: 'amount',
  },
  invalidDate: {
    status: 400,
    code: 'U-TRSY-DP-8',
    message: 'Enter a valid date.',
    field: 'issuedDate',
  },
  issuedInFuture: {
    status: 400,
    code: 'U-TRSY-DP-9',
    message: 'The issued date cannot be after today: record a deposit once it is placed.',
    field: 'issuedDate',
  },
  invalidTenor: {
    status: 400,
    code: 'U-TRSY-DP-10',
    message: 'Enter a tenor of 1 to 3,650 days or 1 to 120 months.',
    field: 'tenor',
  },
  maturesBeforeToday: {
    status: 400,
    code: 'U-TRSY-DP-11',
    message:
      'This deposit would already have matured: enter the date its current placement started.',
    field: 'issuedDate',
  },
  reasonRequired: { status: 400, code: 'U-TRSY-DP-12', message: 'Give a reason.', field: 'reason' },
  invalidCursor: {
    status: 400,
    code: 'U-TRSY-DP-13',
    message: 'The list could not continue from that page. Please reload it.',
    field: 'after',
  },
  closed: {
    status: 409,
    code: 'U-TRSY-DP-14',
    message: 'This deposit is closed: it can no longer be changed.',
  },
});

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const DEPOSITS_ACTIVITY = areaActivity(['DEPOSIT'], {
  DEPOSIT_CREATED: (v: {
    alias: string;
    bank: string;
    amount: ActivityMoney;
    maturityDate: ActivityDate;
  }) =>
    `Deposit ${v.alias} of ${money(v.amount)} at ${v.bank} recorded, maturing ${v.maturityDate.date}`,
  DEPOSIT_CHANGED: (v: { alias: string }) => `Deposit ${v.alias} changed`,
  /** `amount`: the principal of the new period. */
  DEPOSIT_RENEWED: (v: { alias: string; amount: ActivityMoney; maturityDate: ActivityDate }) =>
    `Deposit ${v.alias} renewed with ${money(v.amount)} until ${v.maturityDate.date}`,
  /** `amount`: what was paid out, principal and net interest. */
  DEPOSIT_MATURED: (v: { alias: string; amount: ActivityMoney }) =>
    `Deposit ${v.alias} matured: ${money(v.amount)} paid out`,
  DEPOSIT_CLOSED: (v: { alias: string; amount: ActivityMoney; reason: string }) =>
    `Deposit ${v.alias} closed before maturity, ${money(v.amount)} paid out: ${v.reason}`,
});
