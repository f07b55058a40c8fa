import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ActivityLogPageQuery } from '../../__generated__/ActivityLogPageQuery.graphql';
import { PageHeader } from '../../ui/PageHeader';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { ActivityLogList } from './ActivityLogList';

export const activityLogPageQuery = graphql`
  query ActivityLogPageQuery($count: Int!, $from: DateTime, $to: DateTime) {
    viewer {
      organization {
        timeZone
      }
    }
    ...ActivityLogList_query @arguments(count: $count, from: $from, to: $to)
  }
`;

/** `/log`: every change in the organisation, newest first, with filters. */
export function ActivityLogPage() {
  const { queryRef } = useLoaderData<RouteQuery<ActivityLogPageQuery>>();
  const data = usePreloadedQuery<ActivityLogPageQuery>(activityLogPageQuery, queryRef);
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.activityLog" />} description={<FormattedMessage id="activity.subtitle" />} />
      <ActivityLogList query={data} timeZone={data.viewer?.organization.timeZone ?? 'Asia/Jakarta'} />
    </>
  );
}
