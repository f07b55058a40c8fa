import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { InternalAccountCreatePageQuery } from '../../__generated__/InternalAccountCreatePageQuery.graphql';
import { BackLink } from '../../ui/BackLink';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteQuery } from '../../relay/useRouteQuery';
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
  const data = useRouteQuery<InternalAccountCreatePageQuery>(internalAccountCreatePageQuery);
  if (!data.viewer) return null;
  if (!data.viewer.permissions.includes(MANAGE_BANK_ACCOUNTS)) return <ForbiddenPage embedded />;
  return (
    <>
      <BackLink
        to="/bank-accounts/internal-accounts"
        label={<FormattedMessage id="internalAccountForm.back" />}
      />
      <PageHeader
        title={<FormattedMessage id="internalAccountForm.title" />}
        description={<FormattedMessage id="internalAccountForm.subtitle" />}
      />
      <InternalAccountCreateForm query={data} />
    </>
  );
}
