import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { DepositCreatePageQuery } from '../../__generated__/DepositCreatePageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { BackLink } from '../../ui/BackLink';
import { todayIn } from '../../ui/filters/todayIn';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { PageHeader } from '../../ui/PageHeader';
import { DepositForm } from './DepositForm';

export const depositCreatePageQuery = graphql`
  query DepositCreatePageQuery {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    banks {
      code
      name
    }
  }
`;

/** `/deposits/create` (create flow `create-deposit`): records a placed time deposit; needs `deposits:manage`. */
export function DepositCreatePage() {
  const data = useRouteQuery<DepositCreatePageQuery>(depositCreatePageQuery);
  if (!data.viewer) return null;
  if (!data.viewer.permissions.includes('deposits:manage')) return <ForbiddenPage embedded />;
  return (
    <>
      <BackLink to="/deposits" label={<FormattedMessage id="deposits.form.back" />} />
      <PageHeader
        title={<FormattedMessage id="deposits.form.title" />}
        description={<FormattedMessage id="deposits.form.subtitle" />}
      />
      <DepositForm banks={data.banks} today={todayIn(data.viewer.organization.timeZone)} />
    </>
  );
}
