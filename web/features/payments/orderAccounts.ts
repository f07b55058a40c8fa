import type { PaymentOrderForm_options$data } from '../../__generated__/PaymentOrderForm_options.graphql';

/** An internal account as the create and edit forms offer it. */
export type BankAccountChoice = PaymentOrderForm_options$data['bankAccounts'][number];

/** How an internal account reads in the forms' choices: "BCA Operasional · Bank Central Asia (BCA) 0183456721 (IDR)". */
export const accountLabel = (account: BankAccountChoice) =>
  `${account.alias} · ${account.bank.name} ${account.accountNumber} (${account.currency})`;
