import { Button, Drawer, HStack, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState, type ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { CounterpartyDrawerQuery } from '../../__generated__/CounterpartyDrawerQuery.graphql';
import type { CounterpartyDrawerStatusMutation } from '../../__generated__/CounterpartyDrawerStatusMutation.graphql';
import { toastSuccess } from '../../ui/toaster';
import { useCommit } from '../../relay/useCommit';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { DrawerLoading } from '../../ui/DrawerLoading';
import { SideDrawer } from '../../ui/SideDrawer';
import { useDialogError } from '../../ui/useDialogError';
import { CounterpartyDeleteDialog } from './CounterpartyDeleteDialog';
import { CounterpartyDetails } from './CounterpartyDetails';
import { counterpartyDisplayName } from '../../domain/counterpartyDisplayName';
import { CounterpartyEditForm } from './CounterpartyEditForm';
import { CounterpartyStatusBadge } from './CounterpartyStatusBadge';
import { GeneratedBadge } from './GeneratedBadge';
import { removeCounterpartyFromLists } from './removeCounterpartyFromLists';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { NoticeAlert } from '../../ui/NoticeAlert';

export const counterpartyDrawerQuery = graphql`
  query CounterpartyDrawerQuery($id: ID!) {
    counterparty(id: $id) {
      id
      legalName
      alias
      status
      generated
      entity {
        isDefault
      }
      ...CounterpartyDetails_counterparty
      ...CounterpartyEditForm_counterparty
    }
    ...CounterpartyEditForm_query
  }
`;

type CounterpartyDrawerProps = {
  queryRef: PreloadedQuery<CounterpartyDrawerQuery> | null | undefined;
  open: boolean;
  onClose: () => void;
  permissions: readonly string[];
  timeZone: string;
  /** The list on screen (its `__id`) and its status filter: a counterparty that no longer fits leaves it. */
  list: { connectionId: string; status: 'ACTIVE' | 'INACTIVE' | null };
};

/**
 * A counterparty's detail, in a drawer from the end side opened from its row
 * (the spec has no detail route). Members who may change counterparties edit
 * it, activate or deactivate it, and delete it; a generated default
 * counterparty shows read-only with why.
 */
export function CounterpartyDrawer({
  queryRef,
  open,
  onClose,
  permissions,
  timeZone,
  list,
}: CounterpartyDrawerProps) {
  const intl = useIntl();
  return (
    <SideDrawer
      open={open}
      onClose={onClose}
      testId="counterparty-drawer"
      closeLabel={intl.formatMessage({ id: 'counterparties.close' })}
    >
      <Suspense fallback={<DrawerLoading />}>
        {queryRef ? (
          <CounterpartyDrawerContent
            queryRef={queryRef}
            onClose={onClose}
            permissions={permissions}
            timeZone={timeZone}
            list={list}
          />
        ) : null}
      </Suspense>
    </SideDrawer>
  );
}

function CounterpartyDrawerContent({
  queryRef,
  onClose,
  permissions,
  timeZone,
  list,
}: Omit<CounterpartyDrawerProps, 'open' | 'queryRef'> & {
  queryRef: PreloadedQuery<CounterpartyDrawerQuery>;
}) {
  const data = usePreloadedQuery<CounterpartyDrawerQuery>(counterpartyDrawerQuery, queryRef);
  const intl = useIntl();
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { actionError, changingStatus, changeStatus } = useCounterpartyStatus(list);
  const counterparty = data.counterparty;

  if (!counterparty) {
    return (
      <Drawer.Body paddingY="10">
        <NoticeAlert
          status="warning"
          testId="counterparty-missing"
          title={<FormattedMessage id="counterparties.notFound" />}
        />
      </Drawer.Body>
    );
  }

  const name = counterpartyDisplayName(counterparty, intl);
  const canUpdate = !counterparty.generated && permissions.includes('counterparties:update');
  const canDelete = !counterparty.generated && permissions.includes('counterparties:delete');
  const active = counterparty.status === 'ACTIVE';

  return (
    <>
      <CounterpartyDrawerHeader
        name={name}
        status={counterparty.status}
        generated={counterparty.generated}
        editing={mode === 'edit'}
      />
      {mode === 'edit' ? (
        <CounterpartyEditForm
          counterparty={counterparty}
          query={data}
          onCancel={() => setMode('view')}
          onSaved={() => setMode('view')}
        />
      ) : (
        <>
          <Drawer.Body paddingY="5">
            <Stack gap="5">
              {counterparty.generated ? (
                <NoticeAlert
                  status="info"
                  testId="counterparty-generated-notice"
                  title={<FormattedMessage id="counterparties.generatedNotice.title" />}
                  description={<FormattedMessage id="counterparties.generatedNotice.body" />}
                />
              ) : null}
              <FormErrorAlert message={actionError} testId="counterparty-action-error" />
              <CounterpartyDetails counterparty={counterparty} timeZone={timeZone} />
            </Stack>
          </Drawer.Body>
          <CounterpartyDrawerFooter
            canDelete={canDelete}
            canUpdate={canUpdate}
            active={active}
            changingStatus={changingStatus}
            onDelete={() => setConfirmDelete(true)}
            onToggleStatus={() => void changeStatus(counterparty.id, active, name)}
            onEdit={() => setMode('edit')}
            onClose={onClose}
          />
        </>
      )}
      <CounterpartyDeleteDialog
        open={confirmDelete}
        counterparty={{ id: counterparty.id, name }}
        connectionId={list.connectionId}
        onClose={() => setConfirmDelete(false)}
        onDeleted={onClose}
      />
    </>
  );
}

/**
 * Activates or deactivates a counterparty, taking it off the list on screen when it no longer
 * fits its status filter, and says so; a refusal shows as `actionError`.
 */
function useCounterpartyStatus(list: CounterpartyDrawerProps['list']) {
  const intl = useIntl();
  const { error: actionError, outcome } = useDialogError();
  const [commitStatus, changingStatus] = useCommit<CounterpartyDrawerStatusMutation>(graphql`
    mutation CounterpartyDrawerStatusMutation($input: CounterpartyUpdateInput!) {
      counterpartyUpdate(input: $input) {
        counterparty {
          id
          status
          ...CounterpartyRow_counterparty
          ...CounterpartyDetails_counterparty
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const changeStatus = async (counterpartyId: string, active: boolean, name: string) => {
    const next = active ? 'INACTIVE' : 'ACTIVE';
    const changed = await outcome(
      commitStatus({
        variables: { input: { counterpartyId, status: next } },
        updater: (store, response) => {
          const updated = response?.counterpartyUpdate.counterparty;
          if (updated && list.status && list.status !== updated.status)
            removeCounterpartyFromLists(store, updated.id, [list.connectionId]);
        },
      }).then((response) => response.counterpartyUpdate),
      (payload) => payload.userErrors.length === 0 && payload.counterparty != null,
    );
    if (!changed) return;
    toastSuccess(
      intl.formatMessage(
        { id: next === 'ACTIVE' ? 'counterparties.activated' : 'counterparties.deactivated' },
        { name },
      ),
    );
  };

  return { actionError, changingStatus, changeStatus };
}

/** The drawer's title: the counterparty's name, its status, whether it is generated, and whether it is being edited. */
function CounterpartyDrawerHeader({
  name,
  status,
  generated,
  editing,
}: {
  name: string;
  status: ComponentProps<typeof CounterpartyStatusBadge>['status'];
  generated: boolean;
  editing: boolean;
}) {
  return (
    <Drawer.Header borderBottomWidth="1px" borderColor="border">
      <Stack gap="1.5">
        <Drawer.Title data-testid="counterparty-drawer-title">{name}</Drawer.Title>
        <HStack gap="2">
          <CounterpartyStatusBadge status={status} />
          {generated ? <GeneratedBadge /> : null}
          <Text fontSize="sm" color="fg.muted">
            {editing ? <FormattedMessage id="counterparties.editing" /> : null}
          </Text>
        </HStack>
      </Stack>
    </Drawer.Header>
  );
}

type CounterpartyDrawerFooterProps = {
  canDelete: boolean;
  canUpdate: boolean;
  /** Whether the counterparty is active: the status button offers the other status. */
  active: boolean;
  changingStatus: boolean;
  onDelete: () => void;
  onToggleStatus: () => void;
  onEdit: () => void;
  onClose: () => void;
};

/** The detail's actions: delete on the start side; activate or deactivate and edit (or just close) on the end side. */
function CounterpartyDrawerFooter({
  canDelete,
  canUpdate,
  active,
  changingStatus,
  onDelete,
  onToggleStatus,
  onEdit,
  onClose,
}: CounterpartyDrawerFooterProps) {
  return (
    <Drawer.Footer borderTopWidth="1px" borderColor="border" justifyContent="space-between">
      <HStack gap="2">
        <ActionButtonList
          buttons={[
            {
              label: 'counterparties.delete',
              testId: 'counterparty-delete',
              look: 'quietDanger',
              shown: canDelete,
              onClick: onDelete,
            },
          ]}
        />
      </HStack>
      <HStack gap="2">
        <ActionButtonList
          buttons={[
            {
              label: active ? 'counterparties.deactivate' : 'counterparties.activate',
              testId: 'counterparty-toggle-status',
              look: 'plain',
              shown: canUpdate,
              loading: changingStatus,
              onClick: onToggleStatus,
            },
            {
              label: 'counterparties.edit',
              testId: 'counterparty-edit',
              look: 'main',
              shown: canUpdate,
              onClick: onEdit,
            },
          ]}
        />
        {canUpdate ? null : (
          <Button variant="outline" onClick={onClose}>
            <FormattedMessage id="counterparties.close" />
          </Button>
        )}
      </HStack>
    </Drawer.Footer>
  );
}
