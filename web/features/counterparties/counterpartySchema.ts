import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import {
  COUNTERPARTY_DETAILS_EMPTY,
  counterpartyDetailsRules,
  type CounterpartyDetailsValues,
} from './CounterpartyDetailsFields';

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

/** A bank account to add (on create, every account; its alias is asked for on edit only). */
export type NewBankAccountValues = {
  bankCode: string;
  accountNumber: string;
  accountName: string;
  alias: string;
};

/** The values of the counterparty form, on create (no held accounts) and on edit. */
export type CounterpartyValues = CounterpartyDetailsValues & {
  bankAccounts: HeldBankAccountValues[];
  addBankAccounts: NewBankAccountValues[];
};

export const EMPTY_NEW_BANK_ACCOUNT: NewBankAccountValues = {
  bankCode: '',
  accountNumber: '',
  accountName: '',
  alias: '',
};

/** The values of the create form: its bank accounts are all new, under the create input's own name. */
export type CounterpartyCreateValues = CounterpartyDetailsValues & {
  bankAccounts: NewBankAccountValues[];
};

/** A new counterparty's form: empty details and one bank account to fill in. */
export const NEW_COUNTERPARTY: CounterpartyCreateValues = {
  ...COUNTERPARTY_DETAILS_EMPTY,
  bankAccounts: [EMPTY_NEW_BANK_ACCOUNT],
};

/**
 * The counterparty rules with the spec's messages, on create and on edit:
 * names required, email with an @, new accounts with a bank, a number of
 * digits (spaces and dashes allowed, the service drops them) and a name on
 * account; at least one bank account left after removals.
 */
export function counterpartySchema(intl: IntlShape, form: 'create' | 'edit') {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  const max = (length: number) =>
    intl.formatMessage({ id: 'validation.maxLength' }, { max: length });
  const newAccount = yup.object({
    bankCode: yup.string().required(required),
    accountNumber: yup
      .string()
      .trim()
      .required(required)
      .matches(/^[\d\s-]+$/, intl.formatMessage({ id: 'validation.digitsOnly' })),
    accountName: yup.string().trim().required(required).max(200, max(200)),
    alias: yup.string().trim().max(100, max(100)),
  });
  return yup
    .object({
      ...counterpartyDetailsRules(intl),
      // On create every account is new; on edit the held ones change only their alias and new ones come under addBankAccounts.
      bankAccounts:
        form === 'create'
          ? yup.array(newAccount)
          : yup.array(yup.object({ alias: yup.string().trim().max(100, max(100)) })),
      addBankAccounts: yup.array(newAccount),
    })
    .test('keepsOneAccount', function keepsOneAccount(values) {
      const kept = (values.bankAccounts ?? []).filter(
        (account) => !(account as { remove?: boolean }).remove,
      ).length;
      if (kept + (values.addBankAccounts?.length ?? 0) > 0) return true;
      return this.createError({
        path: 'bankAccounts',
        message: intl.formatMessage({ id: 'error.U-TRSY-CP-12' }),
      });
    });
}
