import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { InternalAccountCreatePageQuery } from '../../__generated__/InternalAccountCreatePageQuery.graphql';
import { BackLink } from '../../ui/BackLink';
import { PageHeader } from '../../ui/PageHeader';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { MANAGE_BANK_ACCOUNTS } from '../../relay/permissions';
import { InternalAccountCreateForm } from './InternalAccountCreateForm';

export const internalAccountCreatePageQuery = graphql`
  query InternalAccountCreatePageQuery {
    viewer {
      permissions
    }
    ...InternalAccountCreateForm_query
  }
`;

/** `/bank-accounts/internal-accounts/create`: the create-internal-account flow; needs `bank-accounts:manage`. */
export function InternalAccountCreatePage() {
  const { queryRef } = useLoaderData<RouteQuery<InternalAccountCreatePageQuery>>();
  const data = usePreloadedQuery<InternalAccountCreatePageQuery>(internalAccountCreatePageQuery, queryRef);
  if (!data.viewer) return null;
  if (!data.viewer.permissions.includes(MANAGE_BANK_ACCOUNTS)) return <ForbiddenPage embedded />;
  return (
    <>
      <BackLink to="/bank-accounts/internal-accounts" label={<FormattedMessage id="internalAccountForm.back" />} />
      <PageHeader title={<FormattedMessage id="internalAccountForm.title" />} description={<FormattedMessage id="internalAccountForm.subtitle" />} />
      <InternalAccountCreateForm query={data} />
    </>
  );
}
