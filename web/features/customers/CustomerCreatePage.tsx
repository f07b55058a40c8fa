import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { CustomerCreatePageQuery } from '../../__generated__/CustomerCreatePageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { BackLink } from '../../ui/BackLink';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { PageHeader } from '../../ui/PageHeader';
import { CustomerForm } from './CustomerForm';
import { CUSTOMERS_PATH } from './customerStage';

export const customerCreatePageQuery = graphql`
  query CustomerCreatePageQuery {
    viewer {
      permissions
    }
  }
`;

/** `/buyer/create`: staff add a customer with everything the request form asks; it then waits for review. Needs `customers:manage`. */
export function CustomerCreatePage() {
  const data = useRouteQuery<CustomerCreatePageQuery>(customerCreatePageQuery);
  if (!data.viewer) return null;
  if (!data.viewer.permissions.includes('customers:manage')) return <ForbiddenPage embedded />;
  return (
    <>
      <BackLink to={CUSTOMERS_PATH} label={<FormattedMessage id="customers.back" />} />
      <PageHeader
        title={<FormattedMessage id="customers.form.title" />}
        description={<FormattedMessage id="customers.form.subtitle" />}
      />
      <CustomerForm customer={null} />
    </>
  );
}
