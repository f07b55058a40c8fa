/** A screen of the spec's route table that is not built yet: it still shows a proper page. */
export type PlaceholderPage = {
  path: string;
  title: { id: string };
  description: { id: string };
};

const page = (path: string, title: string, description: string): PlaceholderPage => ({
  path,
  title: { id: `page.${title}` },
  description: { id: `page.${description}.description` },
});

/** Routes inside the signed-in layout that are not built yet, exactly as the spec lists them. */
export const APP_PLACEHOLDER_PAGES: PlaceholderPage[] = [
  page('/buyer', 'customers', 'customers'),
  page('/sales-order', 'salesOrders', 'salesOrders'),
  page('/sales-order/create', 'salesOrderCreate', 'salesOrders'),
  page('/sales-order/detail', 'salesOrderDetail', 'salesOrders'),
  page('/invoices', 'invoices', 'invoices'),
  page('/credit-memo', 'creditMemo', 'creditMemo'),
  page('/settlement', 'settlement', 'settlement'),
  page('/purchase-order', 'purchaseOrders', 'purchaseOrders'),
  page('/purchase-order/create', 'purchaseOrderCreate', 'purchaseOrders'),
  page('/purchase-order/detail', 'purchaseOrderDetail', 'purchaseOrders'),
  page('/payment', 'payments', 'payments'),
  page('/payments', 'payments', 'payments'),
  page('/payments/create', 'paymentCreate', 'payments'),
  page('/payments/:uuid/edit', 'paymentEdit', 'payments'),
  page('/transfers', 'transfers', 'transfers'),
  page('/transfers/create', 'transferCreate', 'transfers'),
  page('/bills', 'bills', 'bills'),
  page('/bills/create', 'billCreate', 'bills'),
  page('/payment-transactions', 'paymentTransactions', 'paymentProviders'),
  page('/payment-records', 'paymentRecords', 'paymentProviders'),
  page('/cash-position', 'cashPosition', 'cashPosition'),
  page('/cash-forecast', 'cashForecast', 'cashForecast'),
  page('/cash-flow', 'cashFlow', 'cashFlow'),
  page('/payables', 'payables', 'payables'),
  page('/reconciliation', 'reconciliation', 'reconciliation'),
  page('/deposits', 'deposits', 'deposits'),
  page('/deposits/create', 'depositCreate', 'deposits'),
  page('/payment-providers', 'paymentProviders', 'paymentProviders'),
  page('/exceptions', 'exceptions', 'exceptions'),
];

/** Routes open to anyone (outside the signed-in layout) that are not built yet. */
export const PUBLIC_PLACEHOLDER_PAGES: PlaceholderPage[] = [
  page('/checkout', 'checkout', 'checkout'),
  page('/checkout/success', 'checkoutSuccess', 'checkout'),
  page('/checkout/failed', 'checkoutFailed', 'checkout'),
];
