import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { StatementTransactionCreatePageQuery } from '../../__generated__/StatementTransactionCreatePageQuery.graphql';
import { BackLink } from '../../ui/BackLink';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { todayIn } from '../../ui/filters/todayIn';
import { bankAccountLabel } from './bankAccountLabel';
import { StatementTransactionForm } from './StatementTransactionForm';

export const statementTransactionCreatePageQuery = graphql`
  query StatementTransactionCreatePageQuery {
    viewer {
      organization {
        timeZone
      }
    }
    bankAccounts {
      id
      alias
      accountNumber
      currency
      bank {
        name
      }
    }
  }
`;

/** `/statement-transactions/create`: a statement line entered by hand. */
export function StatementTransactionCreatePage() {
  const data = useRouteQuery<StatementTransactionCreatePageQuery>(
    statementTransactionCreatePageQuery,
  );
  return (
    <>
      <BackLink to="/statement-transactions" label={<FormattedMessage id="statementForm.back" />} />
      <PageHeader
        title={<FormattedMessage id="statementForm.title" />}
        description={<FormattedMessage id="statementForm.subtitle" />}
      />
      <StatementTransactionForm
        bankAccounts={data.bankAccounts.map((account) => ({
          id: account.id,
          label: bankAccountLabel(account),
        }))}
        today={todayIn(data.viewer?.organization.timeZone ?? 'Asia/Jakarta')}
      />
    </>
  );
}
