import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { SettingsTabs } from '../../navigation/SettingsTabs';
import { PageHeader } from '../../ui/PageHeader';

/** A settings route's query: it asks for the viewer, whose fragments the page's cards spread. */
type ViewerQuery = OperationType & { response: { readonly viewer: unknown } };

type SettingsPageProps<Q extends ViewerQuery> = {
  /** The route's query, the one its loader started. */
  query: GraphQLTaggedNode;
  /** The page's title and the line under it. */
  title: { id: string };
  description: { id: string };
  /** The page's cards, given the viewer the query answered (and the whole answer, for cards that read more than the viewer). */
  children: (viewer: NonNullable<Q['response']['viewer']>, data: Q['response']) => ReactNode;
};

/**
 * The frame every settings page shares: it reads the route's preloaded query,
 * shows the page header and the settings tabs, then the page's own cards.
 * Nothing is shown while there is no viewer (the session is ending).
 */
export function SettingsPage<Q extends ViewerQuery>({
  query,
  title,
  description,
  children,
}: SettingsPageProps<Q>) {
  const { queryRef } = useLoaderData<RouteQuery<Q>>();
  const data = usePreloadedQuery<Q>(query, queryRef);
  const { viewer } = data;
  if (!viewer) return null;
  return (
    <>
      <PageHeader
        title={<FormattedMessage {...title} />}
        description={<FormattedMessage {...description} />}
      />
      <SettingsTabs />
      {children(viewer as NonNullable<Q['response']['viewer']>, data)}
    </>
  );
}
