import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { insertAtTop } from '../../relay/connectionEdits';
import { INVOICE_PAYMENT_CONNECTION } from './InvoicePaymentList';

/**
 * Puts a newly recorded payment at the top of the lists it belongs to (the
 * list is newest first): the unfiltered one and the one filtered by its
 * status, whichever the store holds; `totalCount` grows with each.
 */
export function addPaymentToList(store: RecordSourceSelectorProxy, paymentId: string): void {
  const payment = store.get(paymentId);
  if (!payment) return;
  const status = payment.getValue('status');
  for (const filters of [{}, { status }]) {
    const connection = ConnectionHandler.getConnection(
      store.getRoot(),
      INVOICE_PAYMENT_CONNECTION,
      filters,
    );
    if (connection) insertAtTop(store, connection, payment, 'InvoicePaymentEdge');
  }
}
