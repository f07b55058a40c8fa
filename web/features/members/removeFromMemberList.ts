import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';

/** Takes a cancelled invitation out of a team list (the one on screen) and lowers its `totalCount`. */
export function removeFromMemberList(
  store: RecordSourceSelectorProxy,
  connectionId: string,
  memberId: string,
): void {
  const connection = store.get(connectionId);
  if (!connection) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (!edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === memberId)) return;
  ConnectionHandler.deleteNode(connection, memberId);
  const total = connection.getValue('totalCount');
  if (typeof total === 'number') connection.setValue(Math.max(total - 1, 0), 'totalCount');
}
