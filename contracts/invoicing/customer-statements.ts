import { Type, type Static } from 'typebox';
import { defineErrors } from '../common/errors.js';
import { AmountString, LanguageOf, Nullable, SignedAmountString } from '../common/schemas.js';
import { AgedReceivableAmounts } from './aged-receivables.js';
import { LiteralUnion } from '../common/literal-union.js';

export { IdParams } from '../common/schemas.js';

/**
 * A buyer's statement of account for a period, in one currency: the balance
 * the buyer owed at the start, every movement of the period in date order
 * with the balance after it, the balance at the end, and what is open at the
 * end by days past due.
 *
 * The balance is what the buyer owes: issued invoices less what paid, credited,
 * withheld or cancelled them, less the buyer's credit (payments not allocated).
 * Each movement is dated by its business date, as the records stand when the
 * statement is made:
 * - an issued invoice (debit) on its invoice date; cancelled, reversed (credit)
 *   on the day it was cancelled (in Jakarta), not before its invoice date;
 * - a payment (credit) on its payment date, whether recorded by a member, made
 *   at checkout or a bank credit the reconciliation matched to an invoice: one
 *   line per invoice it paid of an invoice dated by then, one line for the
 *   rest, the buyer's credit (an overpayment); a later invoice it paid is a
 *   line on that invoice's date that moves no balance (the credit applied);
 *   cancelled, reversed (debit);
 * - a credit memo's application to an invoice (credit) on the memo's date, not
 *   before that invoice's date (what is not applied is no movement);
 * - PPh 23 withheld (credit), with its slip's number once received, on the date
 *   of the payment it was withheld from (else the day it was recorded), not
 *   before the invoice's date; cancelled, reversed (debit).
 *
 * The closing balance is exactly what is open on the issued invoices at the
 * end date (`ageing.total`, the same buckets as aged receivables) less the
 * buyer's credit then (`customerCredit`). When no movement is dated after the
 * end date (a statement to today), that is the buyer's total in
 * `GET /aged-receivables?asOf=<to>` less its `GET /customers/{id}/credit` in
 * the currency. Amounts in other currencies are never added in.
 */
export const CUSTOMER_STATEMENT_ENTRY_TYPES = [
  'INVOICE',
  'PAYMENT',
  'CUSTOMER_CREDIT',
  'CREDIT_APPLIED',
  'CREDIT_MEMO',
  'WITHHOLDING',
  'CREDIT_REFUNDED',
  'INVOICE_CANCELLED',
  'PAYMENT_CANCELLED',
  'WITHHOLDING_CANCELLED',
  'REFUND_RELEASED',
] as const;
export type CustomerStatementEntryType = (typeof CUSTOMER_STATEMENT_ENTRY_TYPES)[number];

/** The longest period one statement covers, both ends counted: a leap year. */
export const MAX_STATEMENT_DAYS = 366;

export const CUSTOMER_STATEMENT_FORMATS = ['pdf', 'csv', 'json'] as const;
export type CustomerStatementFormat = (typeof CUSTOMER_STATEMENT_FORMATS)[number];

const DateText = (description: string) =>
  Type.String({ maxLength: 10, description: `${description} \`YYYY-MM-DD\` (U-INV-ST-1).` });

export const CustomerStatementQuery = Type.Object(
  {
    from: DateText('The first day of the period.'),
    to: DateText(
      `The last day of the period: not before \`from\` (U-INV-ST-2), at most ${MAX_STATEMENT_DAYS} days in all (U-INV-ST-3).`,
    ),
    format: Type.Optional(
      LiteralUnion(CUSTOMER_STATEMENT_FORMATS, {
        description:
          '`pdf` (the default: the document for the buyer), `csv` (one header row `date,type,document_number,description,debit,credit,balance`; the opening and closing balances as the first and last rows; ISO dates; amounts with two decimals and a dot), or `json` (`CustomerStatementResponse`).',
      }),
    ),
    language: Type.Optional(
      LanguageOf(
        'The language of the PDF and of the descriptions: English or Indonesian; Indonesian when left out.',
      ),
    ),
    currency: Type.Optional(
      Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217; IDR when left out.' }),
    ),
  },
  { additionalProperties: false },
);
export type CustomerStatementQuery = Static<typeof CustomerStatementQuery>;

const EntryType = Type.Enum(CUSTOMER_STATEMENT_ENTRY_TYPES, {
  description:
    'INVOICE (debit), PAYMENT (credit: what a payment paid of an invoice), CUSTOMER_CREDIT (credit: what a payment paid beyond its invoices), CREDIT_APPLIED (no amount: that credit paying a later invoice), CREDIT_MEMO (credit: a memo applied to an invoice), WITHHOLDING (credit: PPh 23 withheld), CREDIT_REFUNDED (debit: the buyer’s credit paid back, from the day the refund was asked), INVOICE_CANCELLED (credit), PAYMENT_CANCELLED and WITHHOLDING_CANCELLED (debit: reversed), REFUND_RELEASED (credit: a refund that was not paid, its credit back).',
});

export const CustomerStatementEntry = Type.Object({
  date: Type.String({ format: 'date' }),
  type: EntryType,
  documentNumber: Nullable(Type.String(), {
    description: 'The invoice, payment or credit memo; for a withholding, the invoice.',
  }),
  invoiceNumber: Nullable(Type.String(), { description: 'The invoice the movement is about.' }),
  description: Type.String({ description: 'What it is, in the statement’s language.' }),
  debit: Nullable(AmountString('What it adds to the balance.')),
  credit: Nullable(AmountString('What it takes off the balance.')),
  amount: Nullable(AmountString('For CREDIT_APPLIED only: the credit applied.')),
  balance: SignedAmountString('The balance after it.'),
});
export type CustomerStatementEntry = Static<typeof CustomerStatementEntry>;

export const CustomerStatementResponse = Type.Object({
  customer: Type.Object({
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    address: Nullable(Type.String(), { description: 'Its billing (or registered) address.' }),
    taxNumber: Nullable(Type.String(), { description: 'Its NPWP.' }),
  }),
  currency: Type.String(),
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  language: LanguageOf(),
  openingBalance: SignedAmountString(
    'Owed at the start of `from` (below zero: the buyer’s credit).',
  ),
  entries: Type.Array(CustomerStatementEntry, { description: 'In date order.' }),
  totals: Type.Object({
    debit: AmountString('The period’s debits.'),
    credit: AmountString('The period’s credits.'),
  }),
  closingBalance: SignedAmountString(
    'Owed at the end of `to`: the opening balance plus debits less credits, and `ageing.total` less `customerCredit`.',
  ),
  ageing: AgedReceivableAmounts,
  customerCredit: AmountString('What the buyer’s payments had not allocated at the end of `to`.'),
});
export type CustomerStatementResponse = Static<typeof CustomerStatementResponse>;

/** The statement's refusals, `U-INV-ST-n`; a customer of another organisation is `U-INV-CU-1`. */
export const customerStatementErrors = defineErrors({
  invalidDate: {
    status: 400,
    code: 'U-INV-ST-1',
    message: 'Enter the period’s dates as YYYY-MM-DD.',
  },
  fromAfterTo: {
    status: 400,
    code: 'U-INV-ST-2',
    message: 'The period cannot end before it starts.',
    field: 'to',
  },
  tooLong: {
    status: 400,
    code: 'U-INV-ST-3',
    message: `A statement covers at most ${MAX_STATEMENT_DAYS} days.`,
    field: 'to',
  },
});
