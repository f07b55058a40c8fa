import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { CounterpartySelect_query$key } from '../../__generated__/CounterpartySelect_query.graphql';
import type { PaymentOrderForm_options$key } from '../../__generated__/PaymentOrderForm_options.graphql';
import type { PaymentOrderForm_bill$key } from '../../__generated__/PaymentOrderForm_bill.graphql';
import type { PaymentOrderForm_expectedTransaction$key } from '../../__generated__/PaymentOrderForm_expectedTransaction.graphql';
import type { PaymentOrderForm_payment$key } from '../../__generated__/PaymentOrderForm_payment.graphql';
import { toastSuccess, toastWarning } from '../../ui/toaster';
import { useBalanceWarningText } from './useBalanceWarningText';
import { useFormFeedback } from '../../ui/useFormFeedback';
import {
  formCounterpartyOf,
  loadOrderCounterparty,
  type OrderCounterparty,
} from './orderCounterparty';
import {
  MEMO_MAX,
  ONE_TIME,
  orderFormPathOf,
  orderFormSchema,
  type FormAccount,
  type OrderFormContext,
  type OrderFormValues,
} from './orderFormSchema';
import { ORDER_KINDS, type OrderKind } from './orderKinds';
import { PaymentOrderFormBody } from './PaymentOrderFormBody';
import { PaysExpectedNotice, type PaidRecord } from './PaysExpectedNotice';
import { isRecurrenceUnit } from './recurrence';
import { writePaymentSearch } from './paymentSearch';
import { useSaveOrder } from './useSaveOrder';

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
  expectedTransaction?: PaymentOrderForm_expectedTransaction$key | null;
  /** The approved bill a new payment pays ("Pay" on it): the form starts from it. */
  bill?: PaymentOrderForm_bill$key | null;
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
}: PaymentOrderFormProps) {
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
  const expected =
    useFragment(
      graphql`
        fragment PaymentOrderForm_expectedTransaction on ExpectedTransaction {
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
        fragment PaymentOrderForm_bill on Bill {
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
  // What the order starts from: an outgoing expected transaction with nothing reconciled and no order yet (a payment's with a counterparty,
  // a transfer's without), or an approved bill not paid in any part (by a payment).
  const started: PaidRecord | null = expected
    ? {
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
      }
    : owed
      ? {
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
        }
      : null;
  const [pays, setPays] = useState(started?.payable ? started : null);
  const intl = useIntl();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const feedback = useFormFeedback();
  const warningText = useBalanceWarningText();
  const [counterparty, setCounterparty] = useState<OrderCounterparty | null>(
    existing?.counterparty ?? (kind === 'PAYMENT' ? pays?.counterparty : null) ?? null,
  );
  const [loadingCounterparty, setLoadingCounterparty] = useState(false);
  const asked = useRef<string>(counterparty?.id ?? '');

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
  const schema = useMemo(() => orderFormSchema(intl, context), [intl, context]);

  const save = useSaveOrder(
    context,
    existing?.id ?? null,
    pays ? (pays.kind === 'BILL' ? { billId: pays.id } : { expectedTransactionId: pays.id }) : null,
  );

  const chooseCounterparty = async (id: string): Promise<string | null> => {
    asked.current = id;
    if (!id) {
      setCounterparty(null);
      return null;
    }
    setLoadingCounterparty(true);
    try {
      const found = await loadOrderCounterparty(environment, id);
      if (asked.current !== id) return null;
      setCounterparty(found);
      // A counterparty with one bank account is paid there.
      return found?.bankAccounts.length === 1 ? found.bankAccounts[0]!.id : null;
    } catch {
      if (asked.current === id) setCounterparty(null);
      return null;
    } finally {
      if (asked.current === id) setLoadingCounterparty(false);
    }
  };

  const submit = async (values: OrderFormValues, helpers: FormikHelpers<OrderFormValues>) => {
    const outcome = await feedback.outcome(values, helpers, save(values), orderFormPathOf);
    if (!outcome?.savedId) return;
    if (outcome.warnings.length > 0) {
      // The order is made all the same: a shortfall stays in view on the list it goes to, until closed.
      const shortfall = outcome.warnings.some((warning) => warning.code === 'BALANCE_SHORTFALL');
      toastWarning(
        intl.formatMessage({ id: 'paymentForm.createdWithWarning' }, { kind }),
        outcome.warnings.map(warningText).join(' '),
        shortfall,
      );
    } else
      toastSuccess(
        intl.formatMessage(
          { id: existing ? 'paymentForm.updated' : 'paymentForm.created' },
          { kind },
        ),
      );
    void navigate(
      writePaymentSearch(ORDER_KINDS[kind].listPath, { tab: 'NEEDS_APPROVAL', archived: false }),
    );
  };

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
        bankAccounts={choices.bankAccounts}
        counterpartyChoices={counterpartyChoices ?? null}
        counterparty={counterparty}
        loadingCounterparty={loadingCounterparty}
        onChooseCounterparty={chooseCounterparty}
        editing={existing != null}
      />
    </Formik>
  );
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
