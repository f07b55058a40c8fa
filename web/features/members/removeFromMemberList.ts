import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { removeFromConnection } from '../../relay/connectionEdits';

/** Takes a cancelled invitation out of a team list (the one on screen) and lowers its `totalCount`. */
export function removeFromMemberList(
  store: RecordSourceSelectorProxy,
  connectionId: string,
  memberId: string,
): void {
  const connection = store.get(connectionId);
  if (connection) removeFromConnection(connection, memberId);
}
