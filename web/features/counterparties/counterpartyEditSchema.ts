import type { IntlShape } from 'react-intl';
import * as yup from 'yup';

/** A bank account the counterparty holds: only its alias can change; it can be marked for removal. */
export type HeldBankAccountValues = {
  id: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  alias: string;
  /** The alias as stored, to send only the aliases that changed. */
  storedAlias: string;
  remove: boolean;
};

/** A bank account to add. */
export type NewBankAccountValues = { bankCode: string; accountNumber: string; accountName: string; alias: string };

export type CounterpartyEditValues = {
  legalName: string;
  alias: string;
  email: string;
  type: 'COMPANY' | 'INDIVIDUAL';
  externalId: string;
  bankAccounts: HeldBankAccountValues[];
  addBankAccounts: NewBankAccountValues[];
};

export const EMPTY_NEW_BANK_ACCOUNT: NewBankAccountValues = {
  bankCode: '',
  accountNumber: '',
  accountName: '',
  alias: '',
};

/**
 * The edit-counterparty rules with the spec's messages, as on create: names
 * required, email with an @, new accounts with a bank, digits-only number and
 * name on account; and at least one bank account left after removals.
 */
export function counterpartyEditSchema(intl: IntlShape) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  const max = (length: number) => intl.formatMessage({ id: 'validation.maxLength' }, { max: length });
  return yup
    .object({
      legalName: yup.string().trim().required(required).max(200, max(200)),
      alias: yup.string().trim().required(required).max(100, max(100)),
      email: yup
        .string()
        .trim()
        .test('email', intl.formatMessage({ id: 'validation.invalidEmail' }), (value) => !value || value.includes('@')),
      type: yup.string().oneOf(['COMPANY', 'INDIVIDUAL']).required(required),
      externalId: yup.string().trim().max(100, max(100)),
      bankAccounts: yup.array(yup.object({ alias: yup.string().trim().max(100, max(100)) })),
      addBankAccounts: yup.array(
        yup.object({
          bankCode: yup.string().required(required),
          accountNumber: yup
            .string()
            .trim()
            .required(required)
            .matches(/^[\d\s-]+$/, intl.formatMessage({ id: 'validation.digitsOnly' })),
          accountName: yup.string().trim().required(required).max(200, max(200)),
          alias: yup.string().trim().max(100, max(100)),
        }),
      ),
    })
    .test('keepsOneAccount', function keepsOneAccount(values) {
      const kept = (values.bankAccounts ?? []).filter((account) => !(account as { remove?: boolean }).remove).length;
      if (kept + (values.addBankAccounts?.length ?? 0) > 0) return true;
      return this.createError({ path: 'bankAccounts', message: intl.formatMessage({ id: 'error.U-TRSY-CP-12' }) });
    });
}
