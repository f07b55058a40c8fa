import type { IntlShape } from 'react-intl';

type Money = { readonly amount: string; readonly currency: string };

/** A reconcilable item as `reconcilableItemFields_item` reads it (one of the union's members, or one this client does not know yet). */
export type ReconcilableItemFields =
  | {
      readonly __typename: 'ExpectedTransaction';
      readonly id: string;
      readonly date: string;
      readonly description: string;
      readonly externalId: string | null | undefined;
      readonly amount: Money;
      readonly counterparty: { readonly alias: string } | null | undefined;
    }
  | {
      readonly __typename: 'Payment';
      readonly id: string;
      readonly paymentDate: string;
      readonly memo: string | null | undefined;
      readonly amount: Money;
      readonly beneficiary: { readonly accountName: string };
      readonly counterparty: { readonly alias: string } | null | undefined;
    }
  | {
      readonly __typename: 'Transfer';
      readonly id: string;
      readonly paymentDate: string;
      readonly memo: string | null | undefined;
      readonly amount: Money;
      readonly beneficiary: { readonly accountName: string };
      readonly destinationAccount: { readonly alias: string } | null | undefined;
    }
  | {
      readonly __typename: 'PaymentSettlement';
      readonly id: string;
      readonly date: string;
      readonly reference: string | null | undefined;
      readonly amount: Money;
      readonly paymentProvider: { readonly name: string } | null | undefined;
    }
  | {
      readonly __typename: 'Bill';
      readonly id: string;
      readonly dueDate: string;
      readonly number: string | null | undefined;
      readonly billDescription: string | null | undefined;
      readonly amount: Money;
      readonly counterparty: { readonly alias: string } | null | undefined;
    }
  | {
      readonly __typename: 'SalesInvoice';
      readonly id: string;
      readonly dueDate: string;
      readonly invoiceNumber: string | null | undefined;
      readonly customerName: string;
      readonly totals: { readonly grandTotal: Money };
    }
  | {
      readonly __typename: 'InvoicePayment';
      readonly id: string;
      readonly paymentDate: string;
      readonly paymentNumber: string;
      readonly customerName: string;
      readonly paymentReference: string | null | undefined;
      readonly amount: Money;
    }
  | { readonly __typename: '%other' };

/** An item as the reviewer recognises it: its kind, its date, a line of text and its amount. */
export type ItemSummary = { kind: string; date: string; text: string; amount: Money };

/**
 * Names a reconcilable item beside a statement transaction:
 * `Sumber Makmur — Gaji Oktober 2026 (GAJI-2026-10)` for an expected
 * transaction, `Sinar Jaya — INV/2026/11/0042` for a payment, the
 * destination account for a transfer, the provider and its reference for a
 * settlement, the supplier, description and invoice number for a bill, the
 * buyer and number for a sales invoice, the buyer, number and reference for
 * an invoice payment recorded by hand. Null
 * for a kind this client does not know.
 *
 * @example reconcilableItemSummary({ __typename: 'Payment', counterparty: { alias: 'Sinar Jaya' }, memo: 'INV/1', … }, intl).text // 'Sinar Jaya — INV/1'
 */
export function reconcilableItemSummary(
  item: ReconcilableItemFields,
  intl: IntlShape,
): ItemSummary | null {
  const joined = (...parts: (string | null | undefined)[]) =>
    parts.filter((part) => part).join(' — ');
  switch (item.__typename) {
    case 'ExpectedTransaction':
      return {
        kind: intl.formatMessage({ id: 'reconciliation.itemKind.ExpectedTransaction' }),
        date: item.date,
        text: `${joined(item.counterparty?.alias, item.description)}${item.externalId ? ` (${item.externalId})` : ''}`,
        amount: item.amount,
      };
    case 'Payment':
      return {
        kind: intl.formatMessage({ id: 'reconciliation.itemKind.Payment' }),
        date: item.paymentDate,
        text: joined(item.counterparty?.alias ?? item.beneficiary.accountName, item.memo),
        amount: item.amount,
      };
    case 'Transfer':
      return {
        kind: intl.formatMessage({ id: 'reconciliation.itemKind.Transfer' }),
        date: item.paymentDate,
        text: joined(item.destinationAccount?.alias ?? item.beneficiary.accountName, item.memo),
        amount: item.amount,
      };
    case 'PaymentSettlement':
      return {
        kind: intl.formatMessage({ id: 'reconciliation.itemKind.PaymentSettlement' }),
        date: item.date,
        text: joined(item.paymentProvider?.name, item.reference),
        amount: item.amount,
      };
    case 'Bill':
      return {
        kind: intl.formatMessage({ id: 'reconciliation.itemKind.Bill' }),
        date: item.dueDate,
        text: `${joined(item.counterparty?.alias, item.billDescription)}${item.number ? ` (${item.number})` : ''}`,
        amount: item.amount,
      };
    case 'SalesInvoice':
      return {
        kind: intl.formatMessage({ id: 'reconciliation.itemKind.SalesInvoice' }),
        date: item.dueDate,
        text: joined(item.customerName, item.invoiceNumber),
        amount: item.totals.grandTotal,
      };
    case 'InvoicePayment':
      return {
        kind: intl.formatMessage({ id: 'reconciliation.itemKind.InvoicePayment' }),
        date: item.paymentDate,
        text: joined(item.customerName, item.paymentNumber, item.paymentReference),
        amount: item.amount,
      };
    default:
      return null;
  }
}
