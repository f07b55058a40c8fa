import { Type, type Static } from 'typebox';
import { defineErrors } from '../common/errors.js';
import { AmountString, DateString } from '../common/schemas.js';

/**
 * Aged receivables: what buyers still owe on issued invoices (what is left of
 * each, after payments, credit memos and PPh 23 withheld), by days past the
 * due date on the as-of date: current (not past due), 1-30, 31-60, 61-90 and
 * over 90 days; per buyer and in total, per currency (never added together).
 */
export const AGED_RECEIVABLE_BUCKETS = [
  'CURRENT',
  'OVERDUE_1_30',
  'OVERDUE_31_60',
  'OVERDUE_61_90',
  'OVERDUE_OVER_90',
] as const;
export type AgedReceivableBucket = (typeof AGED_RECEIVABLE_BUCKETS)[number];

export const AgedReceivablesQuery = Type.Object(
  {
    asOf: Type.Optional(
      DateString('The day the invoices are aged on; today in Jakarta when left out.'),
    ),
  },
  { additionalProperties: false },
);
export type AgedReceivablesQuery = Static<typeof AgedReceivablesQuery>;

export const AgedReceivableAmounts = Type.Object({
  CURRENT: AmountString('Not past due on the as-of date.'),
  OVERDUE_1_30: AmountString('1 to 30 days past due.'),
  OVERDUE_31_60: AmountString('31 to 60 days past due.'),
  OVERDUE_61_90: AmountString('61 to 90 days past due.'),
  OVERDUE_OVER_90: AmountString('More than 90 days past due.'),
  total: AmountString('All of them.'),
});
export type AgedReceivableAmounts = Static<typeof AgedReceivableAmounts>;

export const AgedReceivablesResponse = Type.Object({
  asOf: Type.String({ format: 'date' }),
  currencies: Type.Array(
    Type.Object({
      currency: Type.String(),
      totals: AgedReceivableAmounts,
      customers: Type.Array(
        Type.Object({
          customer: Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }),
          amounts: AgedReceivableAmounts,
          invoices: Type.Integer({ description: 'How many of its invoices are still owed.' }),
        }),
        { description: 'One per buyer who owes something, the most owed first.' },
      ),
    }),
  ),
});
export type AgedReceivablesResponse = Static<typeof AgedReceivablesResponse>;

/** The aged receivables' refusals, `U-INV-AR-n`. */
export const agedReceivablesErrors = defineErrors({
  invalidDate: { status: 400, code: 'U-INV-AR-1', message: 'Enter a valid date.', field: 'asOf' },
});
