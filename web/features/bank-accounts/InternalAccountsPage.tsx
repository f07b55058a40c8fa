import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router';
import type { InternalAccountsPageQuery } from '../../__generated__/InternalAccountsPageQuery.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { PageHeader } from '../../ui/PageHeader';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { MANAGE_BANK_ACCOUNTS } from '../../relay/permissions';
import { InternalAccountList } from './InternalAccountList';

export const internalAccountsPageQuery = graphql`
  query InternalAccountsPageQuery {
    viewer {
      permissions
      organization {
        timeZone
      }
    }
    ...InternalAccountList_query
  }
`;

/**
 * `/bank-accounts/internal-accounts`: the organisation's own bank accounts.
 * Creating, editing and deleting them needs `bank-accounts:manage`.
 */
export function InternalAccountsPage() {
  const { queryRef } = useLoaderData<RouteQuery<InternalAccountsPageQuery>>();
  const data = usePreloadedQuery<InternalAccountsPageQuery>(internalAccountsPageQuery, queryRef);
  if (!data.viewer) return null;
  const canManage = data.viewer.permissions.includes(MANAGE_BANK_ACCOUNTS);
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="internalAccounts.title" />}
        description={<FormattedMessage id="internalAccounts.subtitle" />}
        actions={
          canManage ? (
            <Button asChild colorPalette="brand" data-testid="create-internal-account">
              <RouterLink to="/bank-accounts/internal-accounts/create">
                <MenuIcon name="plus" />
                <FormattedMessage id="internalAccounts.create" />
              </RouterLink>
            </Button>
          ) : undefined
        }
      />
      <InternalAccountList query={data} canManage={canManage} timeZone={data.viewer.organization.timeZone} />
    </>
  );
}
