import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { DepositsPageQuery } from '../../__generated__/DepositsPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { LinkButton } from '../../ui/LinkButton';
import { PageHeader } from '../../ui/PageHeader';
import { DepositList } from './DepositList';

export const depositsPageQuery = graphql`
  query DepositsPageQuery($count: Int!) {
    viewer {
      permissions
    }
    ...DepositList_query @arguments(count: $count)
  }
`;

/** `/deposits`: the organisation's time deposits, soonest maturity first, with their interest to date, and Close for those still running. */
export function DepositsPage() {
  const data = useRouteQuery<DepositsPageQuery>(depositsPageQuery);
  const permissions = data.viewer?.permissions ?? [];
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="deposits.title" />}
        description={<FormattedMessage id="deposits.subtitle" />}
        actions={
          permissions.includes('deposits:manage') ? (
            <LinkButton
              to="/deposits/create"
              icon="plus"
              primary
              label={<FormattedMessage id="deposits.create" />}
              testId="create-deposit"
            />
          ) : null
        }
      />
      <DepositList query={data} permissions={permissions} />
    </>
  );
}
