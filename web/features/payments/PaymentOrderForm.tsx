import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { CounterpartySelect_query$key } from '../../__generated__/CounterpartySelect_query.graphql';
import type { PaymentOrderForm_options$key } from '../../__generated__/PaymentOrderForm_options.graphql';
import type { PaymentOrderForm_payment$key } from '../../__generated__/PaymentOrderForm_payment.graphql';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { formCounterpartyOf, loadOrderCounterparty, type OrderCounterparty } from './orderCounterparty';
import { ONE_TIME, orderFormPathOf, orderFormSchema, type FormAccount, type OrderFormContext, type OrderFormValues } from './orderFormSchema';
import { ORDER_KINDS, type OrderKind } from './orderKinds';
import { PaymentOrderFormBody } from './PaymentOrderFormBody';
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
export function PaymentOrderForm({ kind, options, counterpartyChoices, payment, today }: PaymentOrderFormProps) {
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
  const intl = useIntl();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const feedback = useFormFeedback();
  const [counterparty, setCounterparty] = useState<OrderCounterparty | null>(existing?.counterparty ?? null);
  const [loadingCounterparty, setLoadingCounterparty] = useState(false);
  const asked = useRef<string>(existing?.counterparty?.id ?? '');

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

  const save = useSaveOrder(context, existing?.id ?? null);

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
    <Formik<OrderFormValues> initialValues={initialValuesOf(existing, counterparty, today)} validationSchema={schema} onSubmit={submit}>
      <PaymentOrderFormBody
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

/** The recurrence fields of an order's series; one time without one. */
function recurrenceValuesOf(recurrence: { readonly unit: string; readonly every: number; readonly until?: string | null } | null) {
  if (!recurrence || !isRecurrenceUnit(recurrence.unit)) return ONE_TIME;
  return { repeat: 'REPEATS', repeatEvery: String(recurrence.every), repeatUnit: recurrence.unit, repeatUntil: recurrence.until ?? '' } as const;
}
