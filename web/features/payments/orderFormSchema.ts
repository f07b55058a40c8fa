import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { parseWrittenAmount } from '../../../formats/amount';
import { positiveAmountRule } from '../../ui/amountRule';
import type { OrderKind } from './orderKinds';
import { effectiveMethod, methodLimitCode, sameBankOf, type MethodTerms } from './paymentMethods';
import { isRecurrenceEvery, isRecurrenceUnit, type RecurrenceUnit } from './recurrence';

/** The create and edit forms' values: ids are GraphQL global ids, '' while not chosen; the amount as typed. */
export type OrderFormValues = {
  sourceAccountId: string;
  /** A payment's counterparty, then one of its bank accounts. */
  counterpartyId: string;
  counterpartyBankAccountId: string;
  /** A transfer's internal account to move the money to. */
  destinationAccountId: string;
  /** The method picked between banks; ignored between accounts at one bank (Same Bank). */
  method: string;
  amount: string;
  paymentDate: string;
  memo: string;
  notes: string;
  /** One time, or a series repeating every `repeatEvery` `repeatUnit` until `repeatUntil` ('' for good). */
  repeat: 'ONCE' | 'REPEATS';
  repeatEvery: string;
  repeatUnit: RecurrenceUnit;
  repeatUntil: string;
};

/** The form's recurrence fields of a new order: one time, and monthly once it repeats. */
export const ONE_TIME = {
  repeat: 'ONCE',
  repeatEvery: '1',
  repeatUnit: 'MONTHS',
  repeatUntil: '',
} as const satisfies Pick<OrderFormValues, 'repeat' | 'repeatEvery' | 'repeatUnit' | 'repeatUntil'>;

/** The form's field of a server `field` (the recurrence's parts are flat in the form); others as they are. */
export function orderFormPathOf(field: string | null | undefined): string | null {
  if (field === 'recurrence' || field === 'recurrence.every') return 'repeatEvery';
  if (field === 'recurrence.unit') return 'repeatUnit';
  if (field === 'recurrence.until') return 'repeatUntil';
  return field ?? null;
}

/** An internal account as the forms weigh it. */
export type FormAccount = {
  readonly id: string;
  readonly bankCode: string;
  readonly currency: string;
  readonly entityId: string;
  readonly api: boolean;
};

/** The counterparty a payment goes to, with what the service checks of it and its bank accounts. */
export type FormCounterparty = {
  readonly id: string;
  readonly status: string;
  readonly type: string;
  readonly taxNumber: string | null;
  readonly generated: boolean;
  readonly accounts: readonly { readonly id: string; readonly bankCode: string }[];
};

/** What the rules need beside the values. */
export type OrderFormContext = {
  kind: OrderKind;
  /** Today in the organisation's time zone (`YYYY-MM-DD`): the earliest payment date. */
  today: string;
  accounts: ReadonlyMap<string, FormAccount>;
  /** The chosen counterparty, once its accounts are loaded (payments). */
  counterparty: FormCounterparty | null;
  methods: readonly MethodTerms[];
};

export const MEMO_MAX = 500;
export const NOTES_MAX = 2000;

/** The bank the money goes to, once the beneficiary account is chosen. */
export function beneficiaryBankCode(
  values: OrderFormValues,
  context: OrderFormContext,
): string | null {
  if (context.kind === 'TRANSFER')
    return context.accounts.get(values.destinationAccountId)?.bankCode ?? null;
  return (
    context.counterparty?.accounts.find(
      (account) => account.id === values.counterpartyBankAccountId,
    )?.bankCode ?? null
  );
}

/** Whether source and beneficiary are at one bank (null until both are chosen). */
export function sameBankFor(values: OrderFormValues, context: OrderFormContext): boolean | null {
  return sameBankOf(
    context.accounts.get(values.sourceAccountId)?.bankCode,
    beneficiaryBankCode(values, context),
  );
}

/**
 * The rules of the create and edit forms, with the service's messages for
 * the same rules (contracts/treasury/payments.ts): an API-connected source;
 * a payment's active counterparty (a company with its tax number) and one of
 * its accounts; a transfer's other account of the same entity and currency;
 * a method between banks, in rupiah, within Bank Indonesia's limits for the
 * amount; a positive amount with at most two decimals; a date from today on;
 * memo and notes within their lengths; a series every 1 to the unit's most
 * (365 days, 52 weeks, 12 months, 5 years), ending, when it ends, after its
 * first payment date.
 */
export function orderFormSchema(intl: IntlShape, context: OrderFormContext) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  const message = (code: string) => intl.formatMessage({ id: `error.${code}` });
  const tooLong = (max: number) => intl.formatMessage({ id: 'paymentForm.tooLong' }, { max });
  const source = (values: OrderFormValues) => context.accounts.get(values.sourceAccountId);
  const payment = context.kind === 'PAYMENT';
  return yup.object({
    sourceAccountId: yup
      .string()
      .required(required)
      .test('api', message('U-TRSY-TRF-2'), (id) => !id || context.accounts.get(id)?.api === true)
      .test('rupiah', message('U-TRSY-TRF-23'), function rupiah(id) {
        const values = this.parent as OrderFormValues;
        return !id || sameBankFor(values, context) !== false || source(values)?.currency === 'IDR';
      }),
    counterpartyId: payment ? yup.string().required(required) : yup.string(),
    counterpartyBankAccountId: payment
      ? yup
          .string()
          .required(message('U-TRSY-TRF-24'))
          .test(
            'active',
            message('U-TRSY-TRF-4'),
            () => !context.counterparty || context.counterparty.status === 'ACTIVE',
          )
          .test('tax-number', message('U-TRSY-TRF-13'), () => {
            const chosen = context.counterparty;
            return (
              !chosen || chosen.type !== 'COMPANY' || chosen.generated || Boolean(chosen.taxNumber)
            );
          })
      : yup.string(),
    destinationAccountId: payment
      ? yup.string()
      : yup
          .string()
          .required(message('U-TRSY-TRF-24'))
          .test('different', message('U-TRSY-TRF-3'), function different(id) {
            return !id || id !== (this.parent as OrderFormValues).sourceAccountId;
          })
          .test('entity', message('U-TRSY-TRF-14'), function entity(id) {
            const from = source(this.parent as OrderFormValues);
            const to = id ? context.accounts.get(id) : undefined;
            return !from || !to || from.entityId === to.entityId;
          })
          .test('currency', message('U-TRSY-TRF-31'), function currency(id) {
            const from = source(this.parent as OrderFormValues);
            const to = id ? context.accounts.get(id) : undefined;
            return !from || !to || from.currency === to.currency;
          }),
    method: yup.string().test('required', message('U-TRSY-TRF-21'), function picked(value) {
      return (
        sameBankFor(this.parent as OrderFormValues, context) !== false ||
        effectiveMethod(value ?? '', false) !== null
      );
    }),
    amount: positiveAmountRule(required, message('U-TRSY-TRF-19')).test(
      'limit',
      function limit(value) {
        const values = this.parent as OrderFormValues;
        const code = methodLimitCode(
          effectiveMethod(values.method, sameBankFor(values, context)),
          value ? parseWrittenAmount(value) : null,
          context.methods,
        );
        return code ? this.createError({ message: message(code) }) : true;
      },
    ),
    paymentDate: yup
      .string()
      .required(required)
      .matches(/^\d{4}-\d{2}-\d{2}$/, message('U-TRSY-TRF-20'))
      .test('not-past', message('U-TRSY-TRF-1'), (value) => !value || value >= context.today),
    memo: yup.string().max(MEMO_MAX, tooLong(MEMO_MAX)),
    notes: yup.string().max(NOTES_MAX, tooLong(NOTES_MAX)),
    repeat: yup.string().oneOf(['ONCE', 'REPEATS']).required(required),
    repeatUnit: yup.string().test('unit', required, function unit(value) {
      return (this.parent as OrderFormValues).repeat !== 'REPEATS' || isRecurrenceUnit(value ?? '');
    }),
    repeatEvery: yup.string().test('every', message('U-TRSY-TRF-34'), function every(value) {
      const values = this.parent as OrderFormValues;
      return values.repeat !== 'REPEATS' || isRecurrenceEvery(value ?? '', values.repeatUnit);
    }),
    repeatUntil: yup.string().test('until', message('U-TRSY-TRF-35'), function until(value) {
      const values = this.parent as OrderFormValues;
      if (values.repeat !== 'REPEATS' || !value) return true;
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && value > values.paymentDate;
    }),
  });
}

/**
 * The fields the create and update inputs of both kinds share, from the
 * form: the method only between banks (Same Bank is the service's to
 * choose), the amount as a decimal string, blank memo and notes as null,
 * the recurrence null for one time.
 * The caller adds the kind's beneficiary.
 */
export function orderFieldsOf(values: OrderFormValues, context: OrderFormContext) {
  const method = effectiveMethod(values.method, sameBankFor(values, context));
  return {
    sourceAccountId: values.sourceAccountId,
    method: method === 'SAME_BANK' ? null : method,
    amount: parseWrittenAmount(values.amount) ?? values.amount.trim(),
    paymentDate: values.paymentDate,
    memo: values.memo.trim() || null,
    notes: values.notes.trim() || null,
    recurrence:
      values.repeat === 'REPEATS'
        ? {
            unit: values.repeatUnit,
            every: Number(values.repeatEvery.trim()),
            until: values.repeatUntil || null,
          }
        : null,
  };
}
