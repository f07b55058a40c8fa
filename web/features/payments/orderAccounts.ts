import type { PaymentOrderForm_options$data } from '../../__generated__/PaymentOrderForm_options.graphql';
import type { OrderCounterparty } from './orderCounterparty';
import type { OrderFormValues } from './orderFormSchema';
import type { OrderKind } from './orderKinds';

/** An internal account as the create and edit forms offer it. */
export type BankAccountChoice = PaymentOrderForm_options$data['bankAccounts'][number];

/** How an internal account reads in the forms' choices: "BCA Operasional · Bank Central Asia (BCA) 0183456721 (IDR)". */
export const accountLabel = (account: BankAccountChoice) =>
  `${account.alias} · ${account.bank.name} ${account.accountNumber} (${account.currency})`;

/**
 * Where the order sends the money as the summary says it: the counterparty's
 * chosen account for a payment, the other internal account for a transfer;
 * null until one is chosen.
 */
export function orderDestinationLabel(
  kind: OrderKind,
  values: Pick<OrderFormValues, 'counterpartyBankAccountId' | 'destinationAccountId'>,
  counterparty: OrderCounterparty | null,
  bankAccounts: readonly BankAccountChoice[],
): string | null {
  if (kind === 'PAYMENT') {
    const payee = counterparty?.bankAccounts.find(
      (account) => account.id === values.counterpartyBankAccountId,
    );
    return payee && counterparty
      ? `${counterparty.alias} · ${payee.bank.name} ${payee.accountNumber}`
      : null;
  }
  const destination = bankAccounts.find((account) => account.id === values.destinationAccountId);
  return destination ? accountLabel(destination) : null;
}
