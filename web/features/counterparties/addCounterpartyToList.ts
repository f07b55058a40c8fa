import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { connectionHolds, insertAtTop } from '../../relay/connectionEdits';

/** The `@connection` key of the counterparties list (`CounterpartyList_query`). */
export const COUNTERPARTY_CONNECTION_KEY = 'CounterpartyList_counterparties';

/**
 * Puts a new counterparty at the top of the lists it belongs to: the
 * unfiltered list and the lists filtered by its type and status (searched
 * lists refetch on their own). A counterparty already in a list is left alone, so the
 * creator's mutation and the `counterpartyCreated` event do not add it twice.
 * `totalCount` grows with each insertion.
 */
export function addCounterpartyToList(
  store: RecordSourceSelectorProxy,
  counterparty: RecordProxy,
): void {
  const root = store.getRoot();
  const type = counterparty.getValue('type');
  const status = counterparty.getValue('status');
  const filters: Record<string, unknown>[] = [{}];
  if (typeof type === 'string') filters.push({ type });
  if (typeof status === 'string')
    filters.push({ status }, ...(typeof type === 'string' ? [{ type, status }] : []));

  for (const filter of filters) {
    const connection = ConnectionHandler.getConnection(root, COUNTERPARTY_CONNECTION_KEY, filter);
    if (!connection || connectionHolds(connection, counterparty.getDataID())) continue;
    insertAtTop(store, connection, counterparty, 'CounterpartyEdge');
  }
}
