/** The two kinds of money leaving an internal account: a payment to a counterparty, a transfer between the entity's own accounts. */
export type OrderKind = 'PAYMENT' | 'TRANSFER';

/** What differs between the two kinds on screen: where their list and create form live, their permission area, and their CSV import (web/public/templates). */
export const ORDER_KINDS: Readonly<
  Record<
    OrderKind,
    {
      listPath: string;
      createPath: string;
      area: 'payments' | 'transfers';
      importPurpose: 'PAYMENTS' | 'TRANSFERS';
      template: string;
    }
  >
> = {
  PAYMENT: {
    listPath: '/payments',
    createPath: '/payments/create',
    area: 'payments',
    importPurpose: 'PAYMENTS',
    template: 'payments-template.csv',
  },
  TRANSFER: {
    listPath: '/transfers',
    createPath: '/transfers/create',
    area: 'transfers',
    importPurpose: 'TRANSFERS',
    template: 'transfers-template.csv',
  },
};

/** A permission of a kind's area, as `viewer.permissions` names it: `payments:approve`, `transfers:create`… */
export function orderPermission(
  kind: OrderKind,
  action: 'read' | 'create' | 'approve' | 'cancel' | 'archive',
): string {
  return `${ORDER_KINDS[kind].area}:${action}`;
}
