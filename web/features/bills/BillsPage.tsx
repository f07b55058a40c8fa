import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { BillsPageQuery } from '../../__generated__/BillsPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { LinkButton } from '../../ui/LinkButton';
import { PageHeader } from '../../ui/PageHeader';
import { BillList } from './BillList';

export const billsPageQuery = graphql`
  query BillsPageQuery(
    $count: Int!
    $status: BillStatus
    $paymentStatus: BillPaymentStatus
    $sort: BillSort
    $sortDirection: SortDirection
  ) {
    viewer {
      permissions
    }
    ...BillList_query
      @arguments(
        count: $count
        status: $status
        paymentStatus: $paymentStatus
        sort: $sort
        sortDirection: $sortDirection
      )
  }
`;

/** `/bills`: what the organisation owes its suppliers, soonest due first or as the URL sorts it, and the moves of each bill. */
export function BillsPage() {
  const data = useRouteQuery<BillsPageQuery>(billsPageQuery);
  const permissions = data.viewer?.permissions ?? [];
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="bills.title" />}
        description={<FormattedMessage id="bills.subtitle" />}
        actions={
          permissions.includes('bills:create') ? (
            <LinkButton
              to="/bills/create"
              icon="plus"
              primary
              label={<FormattedMessage id="bills.create" />}
              testId="create-bill"
            />
          ) : null
        }
      />
      <BillList query={data} permissions={permissions} />
    </>
  );
}
