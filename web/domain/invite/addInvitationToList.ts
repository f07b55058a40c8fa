import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { connectionHolds, insertAtTop, removeFromConnection } from '../../relay/connectionEdits';

/** The `@connection` key of the team list (`MembersPanel_query`). */
export const MEMBER_CONNECTION_KEY = 'MembersPanel_members';

/** Statuses of a row that is an invitation rather than a membership. */
const INVITATION_STATUSES = new Set(['INVITED', 'EXPIRED']);

/** The unfiltered lists and those by status that a new invitation touches, and whether it joins them. */
const LISTS: { filters: Record<string, string>; joins: boolean }[] = [
  { filters: {}, joins: true },
  { filters: { status: 'INVITED' }, joins: true },
  { filters: { status: 'EXPIRED' }, joins: false },
];

/**
 * Puts a new invitation at the top of the team lists it belongs to: the
 * unfiltered list and the Invited list (searched lists refetch on their own).
 * An earlier invitation to the same email, which the new one replaces on the
 * server, leaves the lists; `totalCount` follows both changes.
 */
export function addInvitationToList(
  store: RecordSourceSelectorProxy,
  invitation: RecordProxy,
): void {
  const root = store.getRoot();
  const id = invitation.getDataID();
  const email = String(invitation.getValue('email') ?? '').toLocaleLowerCase();
  const replaces = (node: RecordProxy) =>
    node.getDataID() !== id &&
    INVITATION_STATUSES.has(String(node.getValue('status'))) &&
    String(node.getValue('email') ?? '').toLocaleLowerCase() === email;

  for (const { filters, joins } of LISTS) {
    const connection = ConnectionHandler.getConnection(root, MEMBER_CONNECTION_KEY, filters);
    if (!connection) continue;
    const nodes = (connection.getLinkedRecords('edges') ?? []).flatMap(
      (edge) => edge?.getLinkedRecord('node') ?? [],
    );
    for (const node of nodes.filter(replaces)) removeFromConnection(connection, node.getDataID());
    if (joins && !connectionHolds(connection, id))
      insertAtTop(store, connection, invitation, 'MemberEdge');
  }
}
