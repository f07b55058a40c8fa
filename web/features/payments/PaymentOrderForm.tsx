import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CounterpartySelect_query$key } from '../../__generated__/CounterpartySelect_query.graphql';
import type { PaymentOrderForm_options$key } from '../../__generated__/PaymentOrderForm_options.graphql';
import type { PaymentOrderForm_payment$key } from '../../__generated__/PaymentOrderForm_payment.graphql';
import type { usePaidRecord_bill$key } from '../../__generated__/usePaidRecord_bill.graphql';
import type { usePaidRecord_expectedTransaction$key } from '../../__generated__/usePaidRecord_expectedTransaction.graphql';
import type { usePaidRecord_refund$key } from '../../__generated__/usePaidRecord_refund.graphql';
import { formCounterpartyOf, type OrderCounterparty } from './orderCounterparty';
import {
  MEMO_MAX,
  ONE_TIME,
  orderFormSchema,
  type FormAccount,
  type OrderFormContext,
  type OrderFormValues,
} from './orderFormSchema';
import type { OrderKind } from './orderKinds';
import { PaymentOrderFormBody } from './PaymentOrderFormBody';
import { PaysExpectedNotice, type PaidRecord } from './PaysExpectedNotice';
import { isRecurrenceUnit } from './recurrence';
import { useOrderCounterparty } from './useOrderCounterparty';
import { usePaidRecord } from './usePaidRecord';
import { useSaveOrder } from './useSaveOrder';
import { useSubmitOrder } from './useSubmitOrder';

type PaymentOrderFormProps = {
  kind: OrderKind;
  options: PaymentOrderForm_options$key;
  /** A payment form's counterparties to choose from. */
  counterpartyChoices?: CounterpartySelect_query$key | null;
  /** The payment to change; absent to make a new order. */
  payment?: PaymentOrderForm_payment$key | null;
  /** Today in the organisation's time zone: the date a new order starts with, and the earliest it may take. */
  today: string;
  /** The outgoing expected transaction a new order pays ("Pay" on it): the form starts from it. */
  expectedTransaction?: usePaidRecord_expectedTransaction$key | null;
  /** The approved bill a new payment pays ("Pay" on it): the form starts from it. */
  bill?: usePaidRecord_bill$key | null;
  /** The invoice payment whose credit a new payment pays back to its buyer ("Refund credit" on it). */
  refund?: usePaidRecord_refund$key | null;
};

/**
 * Makes a payment or a transfer, or changes a payment that needs approval:
 * the API-connected account the money leaves, where it goes (a
 * counterparty's bank account, or another account of the same entity), the
 * method with its fee and speed (Same Bank by itself between accounts at one
 * bank), the amount, date, memo and notes, whether it repeats (every so
 * many days, weeks, months or years, until an optional date), and what
 * leaves the account in all. Server refusals land on the field they name. Once saved, the list's
 * Needs Approval tab shows it.
 */
export function PaymentOrderForm({
  kind,
  options,
  counterpartyChoices,
  payment,
  today,
  expectedTransaction,
  bill,
  refund,
}: PaymentOrderFormProps) {
  const existing = useFragment(
    graphql`
      fragment PaymentOrderForm_payment on Payment {
        id
        paymentDate
        method
        memo
        notes
        amount {
          amount
        }
        sourceAccount {
          id
        }
        beneficiary {
          bankCode
          accountNumber
        }
        counterparty {
          ...orderCounterparty_counterparty @relay(mask: false)
        }
        recurrence {
          unit
          every
          until
        }
      }
    `,
    payment ?? null,
  );
  const started = usePaidRecord(kind, expectedTransaction, bill, refund);
  const [pays, setPays] = useState(started?.payable ? started : null);
  const intl = useIntl();
  const { counterparty, loading, choose } = useOrderCounterparty(
    existing?.counterparty ?? (kind === 'PAYMENT' ? pays?.counterparty : null) ?? null,
  );

  const { context, bankAccounts } = useOrderFormContext(kind, today, options, counterparty);
  const schema = useMemo(() => orderFormSchema(intl, context), [intl, context]);

  const save = useSaveOrder(context, existing?.id ?? null, pays ? linkOf(pays) : null);

  const submit = useSubmitOrder(kind, existing != null, save);

  return (
    <Formik<OrderFormValues>
      initialValues={
        existing ? initialValuesOf(existing, counterparty, today) : startingValuesOf(pays, today)
      }
      validationSchema={schema}
      onSubmit={submit}
    >
      <PaymentOrderFormBody
        paysExpected={
          started && (pays || !started.payable) ? (
            <PaysExpectedNotice kind={kind} paid={started} onUnlink={() => setPays(null)} />
          ) : null
        }
        kind={kind}
        context={context}
        bankAccounts={bankAccounts}
        counterpartyChoices={counterpartyChoices ?? null}
        counterparty={counterparty}
        loadingCounterparty={loading}
        onChooseCounterparty={choose}
        editing={existing != null}
      />
    </Formik>
  );
}

/**
 * What the form checks against: the organisation's accounts (by id, with
 * bank, currency, entity and whether the API connects it) and payment
 * methods, the chosen counterparty, the order's kind and today; and the
 * accounts to choose from.
 */
function useOrderFormContext(
  kind: OrderKind,
  today: string,
  options: PaymentOrderForm_options$key,
  counterparty: OrderCounterparty | null,
) {
  const choices = useFragment(
    graphql`
      fragment PaymentOrderForm_options on Query {
        paymentMethods {
          method
          fee {
            amount
            currency
          }
          upTo {
            amount
          }
          above {
            amount
          }
          interbank
        }
        bankAccounts {
          id
          alias
          accountNumber
          currency
          connectionType
          entity {
            id
            name
          }
          bank {
            code
            name
          }
        }
      }
    `,
    options,
  );
  const accounts = useMemo(
    () =>
      new Map<string, FormAccount>(
        choices.bankAccounts.map((account) => [
          account.id,
          {
            id: account.id,
            bankCode: account.bank.code,
            currency: account.currency,
            entityId: account.entity.id,
            api: account.connectionType === 'API',
          },
        ]),
      ),
    [choices.bankAccounts],
  );
  const context: OrderFormContext = useMemo(
    () => ({
      kind,
      today,
      accounts,
      counterparty: formCounterpartyOf(counterparty),
      methods: choices.paymentMethods,
    }),
    [kind, today, accounts, counterparty, choices.paymentMethods],
  );
  return { context, bankAccounts: choices.bankAccounts };
}

/** The form's values: the payment's when editing (its counterparty account found by bank and number), today's blank order otherwise. */
function initialValuesOf(
  existing:
    | {
        readonly paymentDate: string;
        readonly method: string;
        readonly memo?: string | null;
        readonly notes?: string | null;
        readonly amount: { readonly amount: string };
        readonly sourceAccount?: { readonly id: string } | null;
        readonly beneficiary: { readonly bankCode: string; readonly accountNumber: string };
        readonly recurrence?: {
          readonly unit: string;
          readonly every: number;
          readonly until?: string | null;
        } | null;
      }
    | null
    | undefined,
  counterparty: OrderCounterparty | null,
  today: string,
): OrderFormValues {
  const account = existing
    ? counterparty?.bankAccounts.find(
        (candidate) =>
          candidate.bank.code === existing.beneficiary.bankCode &&
          candidate.accountNumber === existing.beneficiary.accountNumber,
      )
    : undefined;
  return {
    sourceAccountId: existing?.sourceAccount?.id ?? '',
    counterpartyId: existing ? (counterparty?.id ?? '') : '',
    counterpartyBankAccountId: account?.id ?? '',
    destinationAccountId: '',
    method: existing && existing.method !== 'SAME_BANK' ? existing.method : '',
    amount: existing?.amount.amount ?? '',
    paymentDate: existing?.paymentDate ?? today,
    memo: existing?.memo ?? '',
    notes: existing?.notes ?? '',
    ...recurrenceValuesOf(existing?.recurrence ?? null),
  };
}

/**
 * A new order's values: blank for today, or those of the expected
 * transaction or the bill it pays (its account, counterparty and the counterparty's one
 * bank account, amount, date when not past, and description as the memo).
 */
function startingValuesOf(expected: PaidRecord | null, today: string): OrderFormValues {
  const blank = initialValuesOf(null, null, today);
  if (!expected) return blank;
  const accounts = expected.counterparty?.bankAccounts ?? [];
  return {
    ...blank,
    sourceAccountId: expected.bankAccountId ?? '',
    counterpartyId: expected.counterparty?.id ?? '',
    counterpartyBankAccountId: accounts.length === 1 ? accounts[0]!.id : '',
    amount: expected.amount.amount,
    paymentDate: expected.date > today ? expected.date : today,
    memo: expected.description.slice(0, MEMO_MAX),
  };
}

/** What the saved order names of what it pays: the bill, the expected transaction, or the credit it pays back. */
function linkOf(pays: PaidRecord) {
  if (pays.kind === 'BILL') return { billId: pays.id };
  if (pays.kind === 'REFUND') return { refundOf: pays.id };
  return { expectedTransactionId: pays.id };
}

/** The recurrence fields of an order's series; one time without one. */
function recurrenceValuesOf(
  recurrence: {
    readonly unit: string;
    readonly every: number;
    readonly until?: string | null;
  } | null,
) {
  if (!recurrence || !isRecurrenceUnit(recurrence.unit)) return ONE_TIME;
  return {
    repeat: 'REPEATS',
    repeatEvery: String(recurrence.every),
    repeatUnit: recurrence.unit,
    repeatUntil: recurrence.until ?? '',
  } as const;
}
