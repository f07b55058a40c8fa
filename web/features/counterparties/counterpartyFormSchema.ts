import type { IntlShape } from 'react-intl';
import * as yup from 'yup';

export type BankAccountValues = { bankCode: string; accountNumber: string; accountName: string };

export type CounterpartyFormValues = {
  legalName: string;
  alias: string;
  email: string;
  type: 'COMPANY' | 'INDIVIDUAL';
  externalId: string;
  bankAccounts: BankAccountValues[];
};

export const EMPTY_BANK_ACCOUNT: BankAccountValues = { bankCode: '', accountNumber: '', accountName: '' };

/**
 * The create-counterparty rules with the spec's messages: names required
 * ("This field is required"), email optional but with an @ ("Invalid email
 * format"), at least one bank account whose number has digits only.
 */
export function counterpartyFormSchema(intl: IntlShape) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  return yup.object({
    legalName: yup.string().trim().required(required),
    alias: yup.string().trim().required(required),
    email: yup
      .string()
      .trim()
      .test('email', intl.formatMessage({ id: 'validation.invalidEmail' }), (value) => !value || value.includes('@')),
    type: yup.string().oneOf(['COMPANY', 'INDIVIDUAL']).required(required),
    externalId: yup
      .string()
      .trim()
      .max(100, intl.formatMessage({ id: 'validation.maxLength' }, { max: 100 })),
    bankAccounts: yup
      .array(
        yup.object({
          bankCode: yup.string().required(required),
          accountNumber: yup
            .string()
            .trim()
            .required(required)
            .matches(/^\d+$/, intl.formatMessage({ id: 'validation.digitsOnly' })),
          accountName: yup.string().trim().required(required),
        }),
      )
      .min(1, intl.formatMessage({ id: 'validation.bankAccountsMin' })),
  });
}
