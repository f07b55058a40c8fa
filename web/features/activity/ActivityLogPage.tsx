import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { ActivityLogPageQuery } from '../../__generated__/ActivityLogPageQuery.graphql';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteQuery } from '../../relay/useRouteQuery';
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
  const data = useRouteQuery<ActivityLogPageQuery>(activityLogPageQuery);
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.activityLog" />}
        description={<FormattedMessage id="activity.subtitle" />}
      />
      <ActivityLogList
        query={data}
        timeZone={data.viewer?.organization.timeZone ?? 'Asia/Jakarta'}
      />
    </>
  );
}
