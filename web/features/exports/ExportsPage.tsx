import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { ExportsPageQuery } from '../../__generated__/ExportsPageQuery.graphql';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { ExportList } from './ExportList';

export const exportsPageQuery = graphql`
  query ExportsPageQuery($count: Int!) {
    viewer {
      organization {
        timeZone
      }
    }
    ...ExportList_query @arguments(count: $count)
  }
`;

/** `/exports`: the organisation's CSV exports, newest first, each downloadable once written. */
export function ExportsPage() {
  const data = useRouteQuery<ExportsPageQuery>(exportsPageQuery);
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.exports" />}
        description={<FormattedMessage id="exports.subtitle" />}
      />
      <ExportList query={data} timeZone={data.viewer?.organization.timeZone ?? 'Asia/Jakarta'} />
    </>
  );
}
