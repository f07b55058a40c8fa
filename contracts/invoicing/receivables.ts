import { Type, type Static } from 'typebox';
import { defineErrors } from '../common/errors.js';
import { AfterId, AmountString, IdOrderPageOf } from '../common/schemas.js';

/**
 * Receivables as the treasury's reconciliation reaches them: issued sales
 * invoices still open, read by id or a page at a time, and settled (or
 * settled no more) by a match of a bank credit. A settlement is named by the
 * treasury's match (`reconciliationId`): writing it again with the same
 * amount changes nothing, and removing one that is not there changes nothing,
 * so the treasury may repeat either after a failure without counting twice.
 * A bank credit settles an invoice as a payment of its buyer (source BANK,
 * allocated to the invoice), cancelled when the match is removed; the
 * invoice's paid amount and status follow its allocations in the database
 * (migrations/0028-baseline, invoice payments).
 *
 * Payments members recorded by hand are receivables too
 * (`/receivable-payments`, same shapes, `invoiceDate` and `dueDate` being the
 * payment's date): the bank line that brings a payment's money settles it,
 * and makes no second payment.
 */

/** At most this many receivables in one page or one batch. */
export const MAX_RECEIVABLES_PAGE = 500;

export const ReceivableResponse = Type.Object({
  id: Type.String({ format: 'uuid', description: 'The sales invoice’s id.' }),
  number: Type.String({ description: 'The invoice number (`INV/2026/11/0001`).' }),
  customerName: Type.String(),
  currency: Type.String(),
  invoiceDate: Type.String({ format: 'date' }),
  dueDate: Type.String({ format: 'date' }),
  settleable: AmountString(
    'What bank reconciliation may settle of the invoice in all: its grand total less credit memos and payments recorded otherwise.',
  ),
  settled: AmountString('What matches of bank lines have settled of it.'),
  open: Type.Boolean({
    description:
      'Whether it still takes a settlement: issued (not cancelled, not a draft) and not yet settled in full.',
  }),
});
export type ReceivableResponse = Static<typeof ReceivableResponse>;

export const ReceivableListQuery = Type.Object({
  ids: Type.Optional(
    Type.Array(Type.String({ format: 'uuid' }), {
      minItems: 1,
      maxItems: MAX_RECEIVABLES_PAGE,
      description:
        'These invoices, open or not (cancelled ones too); drafts and another organisation’s are left out.',
    }),
  ),
  after: AfterId('Without `ids`: the open receivables after this id, in id order.'),
});
export type ReceivableListQuery = Static<typeof ReceivableListQuery>;

export const ReceivableListResponse = IdOrderPageOf(ReceivableResponse);
export type ReceivableListResponse = Static<typeof ReceivableListResponse>;

export const SettlementParams = Type.Object({
  id: Type.String({ format: 'uuid', description: 'The sales invoice, or the payment.' }),
  reconciliationId: Type.String({ format: 'uuid', description: 'The treasury’s match.' }),
});
export type SettlementParams = Static<typeof SettlementParams>;

export const SettlementBody = Type.Object(
  {
    amount: AmountString(
      'What the match settles of the invoice: the bank line’s allocation and any fee the payer’s bank deducted.',
    ),
    bookedOn: Type.String({ format: 'date', description: 'The bank line’s booking date.' }),
  },
  { additionalProperties: false },
);
export type SettlementBody = Static<typeof SettlementBody>;

export const receivableErrors = defineErrors({
  notFound: { status: 404, code: 'U-INV-RC-1', message: 'Invoice not found.' },
  notOpen: {
    status: 409,
    code: 'U-INV-RC-2',
    message: 'Only an issued invoice that is not paid in full can be settled.',
  },
  overSettled: {
    status: 409,
    code: 'U-INV-RC-3',
    message: 'Invoice {number} has only {open} left to settle.',
    field: 'amount',
  },
  settlementDiffers: {
    status: 409,
    code: 'U-INV-RC-4',
    message: 'This match already settled another amount of invoice {number}.',
    field: 'amount',
  },
  zeroAmount: {
    status: 400,
    code: 'U-INV-RC-5',
    message: 'A settlement is more than zero.',
    field: 'amount',
  },
  paymentNotFound: { status: 404, code: 'U-INV-RC-6', message: 'Payment not found.' },
  paymentNotOpen: {
    status: 409,
    code: 'U-INV-RC-7',
    message:
      'Only a payment recorded by hand, not in cash, not cancelled and not settled yet can be settled by a bank line.',
  },
  paymentInFull: {
    status: 409,
    code: 'U-INV-RC-8',
    message: 'Payment {number} is settled by one bank line in full: {amount}.',
    field: 'amount',
  },
});
