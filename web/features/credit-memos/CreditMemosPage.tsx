import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { CreditMemosPageQuery } from '../../__generated__/CreditMemosPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { PageHeader } from '../../ui/PageHeader';
import { CreditMemoList } from './CreditMemoList';

export const creditMemosPageQuery = graphql`
  query CreditMemosPageQuery($count: Int!, $status: CreditMemoStatus) {
    viewer {
      permissions
      organization {
        timeZone
      }
    }
    ...CreditMemoList_query @arguments(count: $count, status: $status)
  }
`;

/** `/credit-memo`: what is owed back to buyers, newest first, narrowed by status in the URL. */
export function CreditMemosPage() {
  const data = useRouteQuery<CreditMemosPageQuery>(creditMemosPageQuery);
  if (!(data.viewer?.permissions ?? []).includes('credit-memos:read'))
    return <ForbiddenPage embedded />;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="creditMemos.title" />}
        description={<FormattedMessage id="creditMemos.subtitle" />}
      />
      <CreditMemoList query={data} timeZone={data.viewer!.organization.timeZone} />
    </>
  );
}
