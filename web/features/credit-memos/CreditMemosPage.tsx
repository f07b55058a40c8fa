import { graphql } from 'react-relay';
import type { CreditMemosPageQuery } from '../../__generated__/CreditMemosPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { DocumentListPage } from '../../domain/documents/DocumentListPage';
import { CreditMemoList } from './CreditMemoList';

export const creditMemosPageQuery = graphql`
  query CreditMemosPageQuery($count: Int!, $status: CreditMemoStatus) {
    viewer {
      ...documentPageViewer_viewer @relay(mask: false)
    }
    ...CreditMemoList_query @arguments(count: $count, status: $status)
  }
`;

/** `/credit-memo`: what is owed back to buyers, newest first, narrowed by status in the URL. */
export function CreditMemosPage() {
  const data = useRouteQuery<CreditMemosPageQuery>(creditMemosPageQuery);
  return (
    <DocumentListPage viewer={data.viewer} permission="credit-memos:read" messages="creditMemos">
      {({ timeZone }) => <CreditMemoList query={data} timeZone={timeZone} />}
    </DocumentListPage>
  );
}
