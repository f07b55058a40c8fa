import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { InternalAccountsPageQuery } from '../../__generated__/InternalAccountsPageQuery.graphql';
import { NewInternalAccountButton } from '../../domain/NewInternalAccountButton';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { MANAGE_BANK_ACCOUNTS } from '../../relay/permissions';
import { InternalAccountList } from './InternalAccountList';

export const internalAccountsPageQuery = graphql`
  query InternalAccountsPageQuery {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    ...InternalAccountList_query
  }
`;

/**
 * `/bank-accounts/internal-accounts`: the organisation's own bank accounts.
 * Creating, editing and deleting them needs `bank-accounts:manage`.
 */
export function InternalAccountsPage() {
  const data = useRouteQuery<InternalAccountsPageQuery>(internalAccountsPageQuery);
  if (!data.viewer) return null;
  const canManage = data.viewer.permissions.includes(MANAGE_BANK_ACCOUNTS);
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="internalAccounts.title" />}
        description={<FormattedMessage id="internalAccounts.subtitle" />}
        actions={
          canManage ? <NewInternalAccountButton testId="create-internal-account" /> : undefined
        }
      />
      <InternalAccountList
        query={data}
        canManage={canManage}
        timeZone={data.viewer.organization.timeZone}
      />
    </>
  );
}
