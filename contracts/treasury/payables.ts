import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../common/literal-union.js';
import { defineErrors } from '../common/errors.js';
import { AmountString, Nullable } from '../common/schemas.js';
import { Currency } from './bank-accounts.js';
import { BillPaymentStatus, BillStatus } from './bills.js';
import { AGED_PAYABLE_BUCKETS } from './aged-payable-values.js';

export { AGED_PAYABLE_BUCKETS, type AgedPayableBucket } from './aged-payable-values.js';

export const AgedPayableBucketSchema = LiteralUnion(AGED_PAYABLE_BUCKETS, {
  description:
    'Not due yet, due today, or overdue 1-30, 31-90, 91-180, 181-365 or more than 365 days.',
});

export const PayablesQuery = Type.Object({
  asOf: Type.Optional(
    Type.String({
      maxLength: 10,
      description:
        'The day the bills are aged on, YYYY-MM-DD; the organisation’s today (Asia/Jakarta) when left out.',
    }),
  ),
  includeSubmitted: Type.Optional(
    Type.Boolean({
      description:
        'Also count bills submitted and waiting for approval (approved ones only when left out).',
    }),
  ),
});
export type PayablesQuery = Static<typeof PayablesQuery>;

const Amount = (description: string) => AmountString(description);

/** What is owed in each bucket, and in all of them. */
export const AgedPayableAmounts = Type.Object({
  NOT_DUE_YET: Amount('Not due yet.'),
  DUE_TODAY: Amount('Due on the as-of date.'),
  OVERDUE_1_30: Amount('1 to 30 days overdue.'),
  OVERDUE_31_90: Amount('31 to 90 days overdue.'),
  OVERDUE_91_180: Amount('91 to 180 days overdue.'),
  OVERDUE_181_365: Amount('181 to 365 days overdue.'),
  OVERDUE_OVER_365: Amount('More than 365 days overdue.'),
  total: Amount('All of them.'),
});
export type AgedPayableAmounts = Static<typeof AgedPayableAmounts>;

export const AgedPayableBill = Type.Object({
  id: Type.String({ format: 'uuid' }),
  number: Nullable(Type.String()),
  date: Type.String({ format: 'date' }),
  dueDate: Type.String({ format: 'date' }),
  daysOverdue: Type.Integer({
    description: 'The as-of date less the due date: negative while not due yet.',
  }),
  bucket: AgedPayableBucketSchema,
  amount: Amount('The bill’s amount.'),
  paidAmount: Amount('What statement transactions explain of it.'),
  outstanding: Amount('What is still owed: its amount less what is paid.'),
  status: BillStatus,
  paymentStatus: BillPaymentStatus,
});
export type AgedPayableBill = Static<typeof AgedPayableBill>;

export const AgedPayableRow = Type.Object({
  counterparty: Nullable(
    Type.Object({
      id: Type.String({ format: 'uuid' }),
      alias: Type.String(),
      legalName: Type.String(),
    }),
    {
      description: 'The supplier; null for bills whose counterparty was deleted.',
    },
  ),
  amounts: AgedPayableAmounts,
  bills: Type.Array(AgedPayableBill, {
    description: 'Its bills still owed, the longest overdue first.',
  }),
});
export type AgedPayableRow = Static<typeof AgedPayableRow>;

export const AgedPayablesCurrency = Type.Object({
  currency: Currency,
  totals: AgedPayableAmounts,
  rows: Type.Array(AgedPayableRow, { description: 'One per supplier, the most owed first.' }),
});
export type AgedPayablesCurrency = Static<typeof AgedPayablesCurrency>;

export const PayablesResponse = Type.Object({
  asOf: Type.String({ format: 'date' }),
  includeSubmitted: Type.Boolean(),
  currencies: Type.Array(AgedPayablesCurrency, {
    description: 'One per currency bills are owed in (never added together): IDR, USD, SGD.',
  }),
});
export type PayablesResponse = Static<typeof PayablesResponse>;

/** The aged payables' refusals, `U-TRSY-AP-n`. */
export const payablesErrors = defineErrors({
  invalidDate: { status: 400, code: 'U-TRSY-AP-1', message: 'Enter a valid date.', field: 'asOf' },
});
