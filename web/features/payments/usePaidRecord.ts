import { graphql, useFragment } from 'react-relay';
import { compareAmounts } from '../../../formats/amount';
import type {
  usePaidRecord_bill$data,
  usePaidRecord_bill$key,
} from '../../__generated__/usePaidRecord_bill.graphql';
import type {
  usePaidRecord_expectedTransaction$data,
  usePaidRecord_expectedTransaction$key,
} from '../../__generated__/usePaidRecord_expectedTransaction.graphql';
import type {
  usePaidRecord_refund$data,
  usePaidRecord_refund$key,
} from '../../__generated__/usePaidRecord_refund.graphql';
import type { OrderKind } from './orderKinds';
import type { PaidRecord } from './PaysExpectedNotice';

/**
 * What a new order starts from ("Pay" on it): an outgoing expected
 * transaction with nothing reconciled and no order yet (a payment's with a
 * counterparty, a transfer's without), or an approved bill not paid in any
 * part (by a payment), or a buyer's invoice payment whose credit it pays
 * back ("Refund credit" on it: a payment to the buyer's bank account, of at
 * most that credit); payable says whether this order may pay it. Null when
 * the order starts from none.
 */
export function usePaidRecord(
  kind: OrderKind,
  expectedTransaction: usePaidRecord_expectedTransaction$key | null | undefined,
  bill: usePaidRecord_bill$key | null | undefined,
  refund?: usePaidRecord_refund$key | null,
): PaidRecord | null {
  const expected =
    useFragment(
      graphql`
        fragment usePaidRecord_expectedTransaction on ExpectedTransaction {
          id
          description
          date
          direction
          reconciliationStatus
          amount {
            amount
            currency
          }
          bankAccount {
            id
          }
          payingOrder {
            id
          }
          counterparty {
            ...orderCounterparty_counterparty @relay(mask: false)
          }
        }
      `,
      expectedTransaction ?? null,
    ) ?? null;
  const owed =
    useFragment(
      graphql`
        fragment usePaidRecord_bill on Bill {
          id
          number
          description
          dueDate
          status
          paymentStatus
          amount {
            amount
            currency
          }
          payingOrder {
            id
          }
          counterparty {
            ...orderCounterparty_counterparty @relay(mask: false)
          }
        }
      `,
      bill ?? null,
    ) ?? null;
  const credit =
    useFragment(
      graphql`
        fragment usePaidRecord_refund on InvoicePayment {
          id
          number
          customerName
          paymentDate
          status
          unallocatedAmount {
            amount
            currency
          }
        }
      `,
      refund ?? null,
    ) ?? null;
  if (credit) return refundOf(kind, credit);
  if (expected) return expectedOf(kind, expected);
  if (owed) return billOf(kind, owed);
  return null;
}

/** A buyer's invoice payment whose credit the order pays back: only a payment, while it is open with credit left. */
function refundOf(kind: OrderKind, credit: usePaidRecord_refund$data): PaidRecord {
  return {
    kind: 'REFUND',
    id: credit.id,
    description: `${credit.number} · ${credit.customerName}`,
    date: credit.paymentDate,
    amount: credit.unallocatedAmount,
    bankAccountId: null,
    counterparty: null,
    payable:
      kind === 'PAYMENT' &&
      credit.status === 'OPEN' &&
      compareAmounts(credit.unallocatedAmount.amount, '0') > 0,
  };
}

/** An outgoing expected transaction the order pays: unreconciled, with no order yet, a payment's with a counterparty and a transfer's without. */
function expectedOf(kind: OrderKind, expected: usePaidRecord_expectedTransaction$data): PaidRecord {
  return {
    kind: 'EXPECTED_TRANSACTION',
    id: expected.id,
    description: expected.description,
    date: expected.date,
    amount: expected.amount,
    bankAccountId: expected.bankAccount?.id ?? null,
    counterparty: expected.counterparty ?? null,
    payable:
      expected.direction === 'DEBIT' &&
      expected.reconciliationStatus === 'UNRECONCILED' &&
      !expected.payingOrder &&
      (kind === 'PAYMENT') === Boolean(expected.counterparty),
  };
}

/** A bill the order pays: only a payment, of an approved bill with a counterparty not paid in any part and with no order yet. */
function billOf(kind: OrderKind, owed: usePaidRecord_bill$data): PaidRecord {
  return {
    kind: 'BILL',
    id: owed.id,
    description:
      [owed.number, owed.description].filter(Boolean).join(' · ') ||
      owed.counterparty?.alias ||
      '—',
    date: owed.dueDate,
    amount: owed.amount,
    bankAccountId: null,
    counterparty: owed.counterparty ?? null,
    payable:
      kind === 'PAYMENT' &&
      owed.status === 'APPROVED' &&
      owed.paymentStatus === 'UNPAID' &&
      !owed.payingOrder &&
      Boolean(owed.counterparty),
  };
}
