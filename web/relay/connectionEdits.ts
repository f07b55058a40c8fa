import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * What an updater does to a list the store holds (a Relay `@connection`) when
 * a mutation or an event adds a record to it or takes one out, so the list
 * and its `totalCount` change at once without asking the server again.
 */

/** Whether a list already shows the record. */
export function connectionHolds(connection: RecordProxy, recordId: string): boolean {
  const edges = connection.getLinkedRecords('edges') ?? [];
  return edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === recordId);
}

/** Puts a record at the top of a list (a newest-first one) and counts it in its `totalCount`. */
export function insertAtTop(
  store: RecordSourceSelectorProxy,
  connection: RecordProxy,
  record: RecordProxy,
  edgeType: string,
): void {
  ConnectionHandler.insertEdgeBefore(
    connection,
    ConnectionHandler.createEdge(store, connection, record, edgeType),
  );
  changeTotalCount(connection, 1);
}

/** Takes a record out of a list and out of its `totalCount`, when the list shows it. */
export function removeFromConnection(connection: RecordProxy, recordId: string): void {
  if (!connectionHolds(connection, recordId)) return;
  ConnectionHandler.deleteNode(connection, recordId);
  changeTotalCount(connection, -1);
}

/** Moves a list's `totalCount` (when the list asked for it) by `delta`, never below zero. */
export function changeTotalCount(connection: RecordProxy, delta: number): void {
  const total = connection.getValue('totalCount');
  if (typeof total === 'number') connection.setValue(Math.max(0, total + delta), 'totalCount');
}
