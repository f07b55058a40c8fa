import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { removeFromConnection } from '../../relay/connectionEdits';
import { COUNTERPARTY_CONNECTION_KEY } from './addCounterpartyToList';

const TYPES = [null, 'COMPANY', 'INDIVIDUAL'] as const;
const STATUSES = [null, 'ACTIVE', 'INACTIVE'] as const;

/**
 * Takes a counterparty out of the lists it may be in: the one on screen
 * (`connectionIds`, whatever its search) and every unsearched list by type
 * and status. `totalCount` shrinks with each removal.
 */
export function removeCounterpartyFromLists(
  store: RecordSourceSelectorProxy,
  counterpartyId: string,
  connectionIds: readonly string[],
): void {
  const root = store.getRoot();
  const connections = new Set(connectionIds);
  for (const type of TYPES) {
    for (const status of STATUSES) {
      const filters: Record<string, string> = {};
      if (type) filters.type = type;
      if (status) filters.status = status;
      const connection = ConnectionHandler.getConnection(
        root,
        COUNTERPARTY_CONNECTION_KEY,
        filters,
      );
      if (connection) connections.add(connection.getDataID());
    }
  }
  for (const id of connections) {
    const connection = store.get(id);
    if (connection) removeFromConnection(connection, counterpartyId);
  }
}
