import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { CounterpartyCreatePageQuery } from '../../__generated__/CounterpartyCreatePageQuery.graphql';
import { BackLink } from '../../ui/BackLink';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { CounterpartyCreateForm } from './CounterpartyCreateForm';

export const counterpartyCreatePageQuery = graphql`
  query CounterpartyCreatePageQuery {
    ...CounterpartyCreateForm_query
  }
`;

/** `/counterparties/create`: the create-counterparties flow. */
export function CounterpartyCreatePage() {
  const data = useRouteQuery<CounterpartyCreatePageQuery>(counterpartyCreatePageQuery);
  return (
    <>
      <BackLink to="/counterparties" label={<FormattedMessage id="counterpartyCreate.back" />} />
      <PageHeader
        title={<FormattedMessage id="counterpartyCreate.title" />}
        description={<FormattedMessage id="counterpartyCreate.subtitle" />}
      />
      <CounterpartyCreateForm query={data} />
    </>
  );
}
