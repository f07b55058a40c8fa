import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { BillCreatePageQuery } from '../../__generated__/BillCreatePageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { BackLink } from '../../ui/BackLink';
import { todayIn } from '../../ui/filters/todayIn';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { PageHeader } from '../../ui/PageHeader';
import { BillForm } from './BillForm';

export const billCreatePageQuery = graphql`
  query BillCreatePageQuery($withCounterparties: Boolean!) {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    ...BillForm_options @arguments(withCounterparties: $withCounterparties)
  }
`;

/** `/bills/create`: records a bill to pay; needs `bills:create`. */
export function BillCreatePage() {
  const data = useRouteQuery<BillCreatePageQuery>(billCreatePageQuery);
  if (!data.viewer) return null;
  if (!data.viewer.permissions.includes('bills:create')) return <ForbiddenPage embedded />;
  return (
    <>
      <BackLink to="/bills" label={<FormattedMessage id="bills.form.back" />} />
      <PageHeader
        title={<FormattedMessage id="bills.form.title" />}
        description={<FormattedMessage id="bills.form.subtitle" />}
      />
      <BillForm options={data} today={todayIn(data.viewer.organization.timeZone)} />
    </>
  );
}
