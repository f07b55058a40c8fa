import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { ACCOUNT_CURRENCIES } from '../../domain/accountLabels';
import { positiveAmountRule } from '../../ui/amountRule';

export type ReconciliationDataValues = { key: string; value: string };

export type ExpectedTransactionFormValues = {
  date: string;
  direction: 'DEBIT' | 'CREDIT';
  amount: string;
  currency: 'IDR' | 'USD' | 'SGD';
  /** A Counterparty global id, or '' for none. */
  counterpartyId: string;
  /** A BankAccount global id, or '' for any. */
  bankAccountId: string;
  description: string;
  internalDescription: string;
  externalId: string;
  reconciliationData: ReconciliationDataValues[];
};

/** At most this many additional data entries (the service's limit). */
export const MAX_RECONCILIATION_DATA = 20;

/**
 * The expected-transaction form's rules, with the messages the service
 * gives for the same rules: date, direction, a positive amount with at most
 * two decimals and a description are required; the currency is the chosen
 * bank account's; additional data entries have a key and a value, keys
 * unique, at most 20.
 */
export function expectedTransactionFormSchema(
  intl: IntlShape,
  accountCurrencies: ReadonlyMap<string, string>,
) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  const tooLong = (max: number) =>
    intl.formatMessage({ id: 'expectedTransactionForm.tooLong' }, { max });
  return yup.object({
    date: yup
      .string()
      .required(required)
      .matches(/^\d{4}-\d{2}-\d{2}$/, intl.formatMessage({ id: 'error.U-TRSY-ET-9' })),
    direction: yup.string().oneOf(['DEBIT', 'CREDIT']).required(required),
    amount: positiveAmountRule(required, intl.formatMessage({ id: 'error.U-TRSY-ET-8' })),
    currency: yup
      .string()
      .oneOf(ACCOUNT_CURRENCIES)
      .required(required)
      .test(
        'account-currency',
        intl.formatMessage({ id: 'error.U-TRSY-ET-12' }),
        function check(value) {
          const accountId = (this.parent as ExpectedTransactionFormValues).bankAccountId;
          const currency = accountId ? accountCurrencies.get(accountId) : undefined;
          return !currency || currency === value;
        },
      ),
    counterpartyId: yup.string(),
    bankAccountId: yup.string(),
    description: yup.string().trim().required(required).max(500, tooLong(500)),
    internalDescription: yup.string().max(1000, tooLong(1000)),
    externalId: yup.string().trim().max(100, tooLong(100)),
    reconciliationData: yup
      .array(
        yup.object({
          key: yup.string().trim().required(required).max(100, tooLong(100)),
          value: yup.string().trim().required(required).max(500, tooLong(500)),
        }),
      )
      .max(MAX_RECONCILIATION_DATA, intl.formatMessage({ id: 'error.U-TRSY-ET-13' }))
      .test('unique-keys', function unique(entries) {
        const seen = new Set<string>();
        for (const [index, entry] of (entries ?? []).entries()) {
          const key = (entry.key ?? '').trim().toLowerCase();
          if (!key) continue;
          if (seen.has(key)) {
            return this.createError({
              path: `reconciliationData.${index}.key`,
              message: intl.formatMessage({ id: 'error.U-TRSY-ET-14' }),
            });
          }
          seen.add(key);
        }
        return true;
      }),
  });
}
