import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { TransfersPageQuery } from '../../__generated__/TransfersPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { TransferList } from './TransferList';
import { PaymentOrdersFrame } from './PaymentOrdersFrame';
import { readPaymentSearch } from './paymentSearch';

export const transfersPageQuery = graphql`
  query TransfersPageQuery(
    $count: Int!
    $tab: PaymentTab!
    $archived: Boolean!
    $sort: PaymentSort
    $sortDirection: SortDirection
  ) {
    viewer {
      permissions
      twoFactorMethods {
        type
      }
      organization {
        timeZone
      }
    }
    ...TransferList_query
      @arguments(
        count: $count
        tab: $tab
        archived: $archived
        sort: $sort
        sortDirection: $sortDirection
      )
  }
`;

/** `/transfers`: the organisation’s transfers between its own accounts by the spec’s tabs, with bulk approval, rejection, cancellation and archiving, live. */
export function TransfersPage() {
  const data = useRouteQuery<TransfersPageQuery>(transfersPageQuery);
  const [params] = useSearchParams();
  const search = readPaymentSearch(params);
  const permissions = data.viewer?.permissions ?? [];
  return (
    <PaymentOrdersFrame kind="TRANSFER" permissions={permissions} search={search}>
      <TransferList
        query={data}
        permissions={permissions}
        hasAuthenticator={
          data.viewer?.twoFactorMethods.some((method) => method.type === 'AUTHENTICATOR_APP') ??
          false
        }
        timeZone={data.viewer?.organization.timeZone ?? 'Asia/Jakarta'}
        search={search}
      />
    </PaymentOrdersFrame>
  );
}
