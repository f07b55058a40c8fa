import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { CustomerDetailPageQuery } from '../../__generated__/CustomerDetailPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { BackLink } from '../../ui/BackLink';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { PageHeader } from '../../ui/PageHeader';
import { CustomerNotFound } from './CustomerNotFound';
import { CustomerDetail } from './CustomerDetail';
import { CUSTOMERS_PATH } from './customerStage';

export const customerDetailPageQuery = graphql`
  query CustomerDetailPageQuery($id: ID!) {
    viewer {
      permissions
      organization {
        timeZone
        defaultCurrency
        ordersSettings {
          defaultPaymentTermDays
          defaultBillingCycle
          defaultCreditLimit
        }
      }
    }
    node(id: $id) {
      __typename
      ... on Customer {
        id
        ...CustomerDetail_customer @alias(as: "detail")
      }
    }
  }
`;

/**
 * `/buyer/{uuid}`: one customer, its review and its history. Needs
 * `customers:read`; a customer of another organisation, or none, shows the
 * not-found state.
 */
export function CustomerDetailPage() {
  const data = useRouteQuery<CustomerDetailPageQuery>(customerDetailPageQuery);
  if (!data.viewer) return null;
  const { permissions, organization } = data.viewer;
  if (!permissions.includes('customers:read')) return <ForbiddenPage embedded />;
  const customer = data.node?.__typename === 'Customer' ? data.node.detail : null;
  if (!customer) {
    return (
      <>
        <BackLink to={CUSTOMERS_PATH} label={<FormattedMessage id="customers.back" />} />
        <PageHeader title={<FormattedMessage id="customers.title" />} />
        <CustomerNotFound />
      </>
    );
  }
  const settings = organization.ordersSettings;
  const defaults = settings
    ? {
        paymentTermDays: settings.defaultPaymentTermDays,
        billingCycle: settings.defaultBillingCycle,
        creditLimit: settings.defaultCreditLimit,
      }
    : null;
  return (
    <CustomerDetail
      customer={customer}
      permissions={permissions}
      timeZone={organization.timeZone}
      currency={organization.defaultCurrency}
      defaults={defaults}
    />
  );
}
