import { Card } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { MembersPanel_query$key } from '../../__generated__/MembersPanel_query.graphql';
import type { MembersPanelPaginationQuery } from '../../__generated__/MembersPanelPaginationQuery.graphql';
import { MemberActionDialog, type ConfirmedMemberAction } from './MemberActionDialog';
import type { MemberAction } from './memberActions';
import { MemberRoleDialog } from './MemberRoleDialog';
import { MemberRow, type MemberTarget } from './MemberRow';
import type { RoleOptions } from '../../domain/role/useRoleOptions';
import { MembersToolbar } from './MembersToolbar';
import { useMemberFilters } from './useMemberFilters';
import { ActionsHeaderCell, DataTable } from '../../ui/DataTable';
import { FilteredListEmptyState } from '../../ui/FilteredListEmptyState';
import { PagedListFooter } from '../../ui/lists/PagedListFooter';
import { messageColumns } from '../../ui/messageColumns';

/** How many people one page of the team list shows. */
export const MEMBER_PAGE_SIZE = 20;

const COLUMNS = messageColumns([
  'members.column.name',
  'members.column.role',
  'members.column.status',
  'members.column.since',
]);

type MembersPanelProps = {
  query: MembersPanel_query$key;
  timeZone: string;
  /** `members:manage`: the row menus and their dialogs. */
  canManage: boolean;
  /** The roles for Set role; without `roles:read` Set role is not offered. */
  roleOptions: RoleOptions;
};

/**
 * What a row's action opens: the role picker (its roles loaded first) for
 * Set role, the confirmation of the move otherwise; each dialog updates the
 * row, or the list (`connectionId`), from the server's answer.
 */
function useMemberDialogs(roleOptions: RoleOptions, connectionId: string) {
  const [confirming, setConfirming] = useState<{
    open: boolean;
    action: ConfirmedMemberAction | null;
    member: MemberTarget | null;
  }>({ open: false, action: null, member: null });
  const [settingRole, setSettingRole] = useState<{ open: boolean; member: MemberTarget | null }>({
    open: false,
    member: null,
  });

  const onAction = (action: MemberAction, member: MemberTarget) => {
    if (action === 'setRole') {
      roleOptions.loadRoles();
      setSettingRole({ open: true, member });
    } else {
      setConfirming({ open: true, action, member });
    }
  };

  const dialogs = (
    <>
      <MemberActionDialog
        open={confirming.open}
        action={confirming.action}
        member={confirming.member}
        connectionId={connectionId}
        onClose={() => setConfirming((current) => ({ ...current, open: false }))}
      />
      <MemberRoleDialog
        open={settingRole.open}
        member={settingRole.member}
        rolesRef={roleOptions.rolesRef}
        onClose={() => setSettingRole((current) => ({ ...current, open: false }))}
      />
    </>
  );
  return { onAction, dialogs };
}

/**
 * The team: members and open invitations, found by name or email (debounced),
 * filtered by status, paged with "Load more". Each row offers what the viewer
 * may do to that person; the dialogs update the row from the server's answer.
 */
export function MembersPanel({ query, timeZone, canManage, roleOptions }: MembersPanelProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    MembersPanelPaginationQuery,
    MembersPanel_query$key
  >(
    graphql`
      fragment MembersPanel_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        search: { type: "String" }
        status: { type: "MemberStatus" }
      )
      @refetchable(queryName: "MembersPanelPaginationQuery") {
        members(first: $count, after: $cursor, status: $status, search: $search)
          @connection(key: "MembersPanel_members", filters: ["status", "search"]) {
          __id
          totalCount
          edges {
            node {
              id
              ...MemberRow_member
            }
          }
        }
      }
    `,
    query,
  );

  const { search, status, isRefetching, onSearchChange, onStatusChange, clearFilters, filtered } =
    useMemberFilters((nextSearch, nextStatus) =>
      refetch(
        { count: MEMBER_PAGE_SIZE, cursor: null, search: nextSearch, status: nextStatus },
        { fetchPolicy: 'store-and-network' },
      ),
    );
  const { onAction, dialogs } = useMemberDialogs(roleOptions, data.members.__id);

  const edges = data.members.edges;
  const total = data.members.totalCount;

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden" data-testid="members-list">
      <MembersToolbar
        search={search}
        status={status}
        total={total}
        busy={isRefetching}
        onSearchChange={onSearchChange}
        onStatusChange={onStatusChange}
      />

      {edges.length === 0 ? (
        <FilteredListEmptyState
          testId="members-empty"
          icon="management"
          messages="members"
          filtered={filtered}
          onClear={clearFilters}
        />
      ) : (
        <DataTable
          columns={COLUMNS}
          trailingHeader={<ActionsHeaderCell label={<FormattedMessage id="members.actions" />} />}
          dimmed={isRefetching}
          wrapHeaders
        >
          {edges.map((edge) => (
            <MemberRow
              key={edge.node.id}
              member={edge.node}
              timeZone={timeZone}
              canManage={canManage}
              canPickRoles={roleOptions.canPickRoles}
              onAction={onAction}
            />
          ))}
        </DataTable>
      )}

      {edges.length > 0 ? (
        <PagedListFooter
          messages="members"
          testId="members"
          shown={edges.length}
          total={total}
          pages={{ hasNext, isLoadingNext, loadNext }}
          pageSize={MEMBER_PAGE_SIZE}
        />
      ) : null}

      {dialogs}
    </Card.Root>
  );
}
