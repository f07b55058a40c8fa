import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { CounterpartySelect_query$key } from '../../__generated__/CounterpartySelect_query.graphql';
import type { PaymentOrderForm_options$key } from '../../__generated__/PaymentOrderForm_options.graphql';
import type { PaymentOrderForm_expectedTransaction$key } from '../../__generated__/PaymentOrderForm_expectedTransaction.graphql';
import type { PaymentOrderForm_payment$key } from '../../__generated__/PaymentOrderForm_payment.graphql';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { formCounterpartyOf, loadOrderCounterparty, type OrderCounterparty } from './orderCounterparty';
import { MEMO_MAX, ONE_TIME, orderFormPathOf, orderFormSchema, type FormAccount, type OrderFormContext, type OrderFormValues } from './orderFormSchema';
import { ORDER_KINDS, type OrderKind } from './orderKinds';
import { PaymentOrderFormBody } from './PaymentOrderFormBody';
import { PaysExpectedNotice } from './PaysExpectedNotice';
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
export function PaymentOrderForm({ kind, options, counterpartyChoices, payment, today, expectedTransaction }: PaymentOrderFormProps) {
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
  // Only an outgoing one with nothing reconciled and no order paying it yet can be paid; a payment pays one with a counterparty, a transfer one without.
  const payable =
    expected !== null && expected.direction === 'DEBIT' && expected.reconciliationStatus === 'UNRECONCILED' && !expected.payingOrder && (kind === 'PAYMENT') === Boolean(expected.counterparty);
  const [pays, setPays] = useState(payable ? expected : null);
  const intl = useIntl();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const feedback = useFormFeedback();
  const [counterparty, setCounterparty] = useState<OrderCounterparty | null>(existing?.counterparty ?? (kind === 'PAYMENT' ? pays?.counterparty : null) ?? null);
  const [loadingCounterparty, setLoadingCounterparty] = useState(false);
  const asked = useRef<string>(counterparty?.id ?? '');

  const accounts = useMemo(
    () =>
      new Map<string, FormAccount>(
        choices.bankAccounts.map((account) => [
          account.id,
          { id: account.id, bankCode: account.bank.code, currency: account.currency, entityId: account.entity.id, api: account.connectionType === 'API' },
        ]),
      ),
    [choices.bankAccounts],
  );
  const context: OrderFormContext = useMemo(
    () => ({ kind, today, accounts, counterparty: formCounterpartyOf(counterparty), methods: choices.paymentMethods }),
    [kind, today, accounts, counterparty, choices.paymentMethods],
  );
  const schema = useMemo(() => orderFormSchema(intl, context), [intl, context]);

  const save = useSaveOrder(context, existing?.id ?? null, pays?.id ?? null);

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
    toastSuccess(intl.formatMessage({ id: existing ? 'paymentForm.updated' : 'paymentForm.created' }, { kind }));
    void navigate(writePaymentSearch(ORDER_KINDS[kind].listPath, { tab: 'NEEDS_APPROVAL', archived: false }));
  };

  return (
    <Formik<OrderFormValues> initialValues={existing ? initialValuesOf(existing, counterparty, today) : startingValuesOf(pays, today)} validationSchema={schema} onSubmit={submit}>
      <PaymentOrderFormBody
        paysExpected={expected && (pays || !payable) ? <PaysExpectedNotice kind={kind} expected={expected} refusal={payable ? null : 'NOT_PAYABLE'} onUnlink={() => setPays(null)} /> : null}
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
        readonly recurrence?: { readonly unit: string; readonly every: number; readonly until?: string | null } | null;
      }
    | null
    | undefined,
  counterparty: OrderCounterparty | null,
  today: string,
): OrderFormValues {
  const account = existing
    ? counterparty?.bankAccounts.find((candidate) => candidate.bank.code === existing.beneficiary.bankCode && candidate.accountNumber === existing.beneficiary.accountNumber)
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
 * transaction it pays (its account, counterparty and the counterparty's one
 * bank account, amount, date when not past, and description as the memo).
 */
function startingValuesOf(
  expected: {
    readonly description: string;
    readonly date: string;
    readonly amount: { readonly amount: string };
    readonly bankAccount?: { readonly id: string } | null;
    readonly counterparty?: OrderCounterparty | null;
  } | null,
  today: string,
): OrderFormValues {
  const blank = initialValuesOf(null, null, today);
  if (!expected) return blank;
  const accounts = expected.counterparty?.bankAccounts ?? [];
  return {
    ...blank,
    sourceAccountId: expected.bankAccount?.id ?? '',
    counterpartyId: expected.counterparty?.id ?? '',
    counterpartyBankAccountId: accounts.length === 1 ? accounts[0]!.id : '',
    amount: expected.amount.amount,
    paymentDate: expected.date > today ? expected.date : today,
    memo: expected.description.slice(0, MEMO_MAX),
  };
}

/** The recurrence fields of an order's series; one time without one. */
function recurrenceValuesOf(recurrence: { readonly unit: string; readonly every: number; readonly until?: string | null } | null) {
  if (!recurrence || !isRecurrenceUnit(recurrence.unit)) return ONE_TIME;
  return { repeat: 'REPEATS', repeatEvery: String(recurrence.every), repeatUnit: recurrence.unit, repeatUntil: recurrence.until ?? '' } as const;
}
