import { Stack } from '@chakra-ui/react';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { BankAccountsPageQuery } from '../../__generated__/BankAccountsPageQuery.graphql';
import { MANAGE_BANK_ACCOUNTS } from '../../relay/permissions';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { BankConnections } from './BankConnections';
import { EntityManager } from './EntityManager';

export const bankAccountsPageQuery = graphql`
  query BankAccountsPageQuery {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    ...BankConnections_query
    ...EntityManager_query
  }
`;

/**
 * `/bank-accounts`: the organisation's banks and connections, and the
 * entities that hold its accounts. Without `bank-accounts:read` the route
 * shows the 403 page; without `bank-accounts:manage` nothing can be changed.
 */
export function BankAccountsPage() {
  const data = useRouteQuery<BankAccountsPageQuery>(bankAccountsPageQuery);
  if (!data.viewer) return null;
  const canManage = data.viewer.permissions.includes(MANAGE_BANK_ACCOUNTS);
  const timeZone = data.viewer.organization.timeZone;

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="bankAccounts.title" />}
        description={<FormattedMessage id="bankAccounts.subtitle" />}
        actions={
          <ActionButtonList
            buttons={[
              {
                label: 'nav.internalAccounts',
                testId: 'open-internal-accounts',
                look: 'plain',
                icon: 'internal',
                to: '/bank-accounts/internal-accounts',
              },
              {
                label: 'internalAccounts.create',
                testId: 'create-internal-account',
                look: 'main',
                icon: 'plus',
                shown: canManage,
                to: '/bank-accounts/internal-accounts/create',
              },
            ]}
          />
        }
      />
      <Stack gap="6">
        <BankConnections query={data} timeZone={timeZone} canManage={canManage} />
        <EntityManager query={data} canManage={canManage} />
      </Stack>
    </>
  );
}
