import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ExportsPageQuery } from '../../__generated__/ExportsPageQuery.graphql';
import { PageHeader } from '../../ui/PageHeader';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
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
  const { queryRef } = useLoaderData<RouteQuery<ExportsPageQuery>>();
  const data = usePreloadedQuery<ExportsPageQuery>(exportsPageQuery, queryRef);
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.exports" />} description={<FormattedMessage id="exports.subtitle" />} />
      <ExportList query={data} timeZone={data.viewer?.organization.timeZone ?? 'Asia/Jakarta'} />
    </>
  );
}
