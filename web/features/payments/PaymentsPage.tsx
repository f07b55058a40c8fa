import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { PaymentsPageQuery } from '../../__generated__/PaymentsPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { PaymentList } from './PaymentList';
import { PaymentOrdersFrame } from './PaymentOrdersFrame';
import { readPaymentSearch } from './paymentSearch';

export const paymentsPageQuery = graphql`
  query PaymentsPageQuery(
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
    ...PaymentList_query
      @arguments(
        count: $count
        tab: $tab
        archived: $archived
        sort: $sort
        sortDirection: $sortDirection
      )
  }
`;

/** `/payments` (and `/payment`): the organisation's payments by the spec's tabs, with bulk approval, rejection, cancellation and archiving, live. */
export function PaymentsPage() {
  const data = useRouteQuery<PaymentsPageQuery>(paymentsPageQuery);
  const [params] = useSearchParams();
  const search = readPaymentSearch(params);
  const permissions = data.viewer?.permissions ?? [];
  return (
    <PaymentOrdersFrame kind="PAYMENT" permissions={permissions} search={search}>
      <PaymentList
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
