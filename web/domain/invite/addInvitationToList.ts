import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

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
    const replaced = nodes.filter(replaces);
    for (const node of replaced) ConnectionHandler.deleteNode(connection, node.getDataID());
    const adds = joins && !nodes.some((node) => node.getDataID() === id);
    if (adds)
      ConnectionHandler.insertEdgeBefore(
        connection,
        ConnectionHandler.createEdge(store, connection, invitation, 'MemberEdge'),
      );
    const total = connection.getValue('totalCount');
    if (typeof total === 'number')
      connection.setValue(total - replaced.length + (adds ? 1 : 0), 'totalCount');
  }
}
