import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { CustomerEditPageQuery } from '../../__generated__/CustomerEditPageQuery.graphql';
import { uuidOf } from '../../relay/globalId';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { BackLink } from '../../ui/BackLink';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { PageHeader } from '../../ui/PageHeader';
import { RecordNotEditable } from '../../ui/RecordEditNotices';
import { CustomerNotFound } from './CustomerNotFound';
import { customerActions } from './customerActions';
import { CustomerForm } from './CustomerForm';
import { customerPathOf, CUSTOMERS_PATH } from './customerStage';

export const customerEditPageQuery = graphql`
  query CustomerEditPageQuery($id: ID!) {
    viewer {
      permissions
    }
    node(id: $id) {
      __typename
      ... on Customer {
        id
        status
        name
        email
        ...CustomerForm_customer @alias(as: "form")
      }
    }
  }
`;

/**
 * `/buyer/{uuid}/edit`: changes a customer waiting for review or an active
 * one, with the same form as adding one. Needs `customers:manage`; a missing
 * customer shows the not-found state, one in another status says it cannot
 * change now.
 */
export function CustomerEditPage() {
  const data = useRouteQuery<CustomerEditPageQuery>(customerEditPageQuery);
  if (!data.viewer) return null;
  if (!data.viewer.permissions.includes('customers:manage')) return <ForbiddenPage embedded />;
  const customer = data.node?.__typename === 'Customer' && data.node.form ? data.node : null;
  const back = customer ? customerPathOf(uuidOf(customer.id, 'Customer')) : CUSTOMERS_PATH;
  return (
    <>
      <BackLink
        to={back}
        label={<FormattedMessage id={customer ? 'customers.backToCustomer' : 'customers.back'} />}
      />
      <PageHeader
        title={<FormattedMessage id="customers.form.editTitle" />}
        description={
          customer ? (
            <FormattedMessage
              id="customers.form.editSubtitle"
              values={{ name: customer.name ?? customer.email }}
            />
          ) : null
        }
      />
      {!customer ? (
        <CustomerNotFound />
      ) : !customerActions(customer.status, data.viewer.permissions).edit ? (
        <RecordNotEditable testId="customer-not-editable" code="U-INV-CU-2" />
      ) : (
        <CustomerForm customer={customer.form ?? null} />
      )}
    </>
  );
}
