import type { ReactNode } from 'react';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { RecordPageGate } from '../../ui/RecordPageGate';
import type { DocumentPageViewer, DocumentViewer } from './documentPageViewer';

/**
 * The shape of a document page's one query: the viewer, and the node its id
 * names with the document's own fragment spread as `detail` (`Detail`, its
 * fragment reference), which is absent when the node is not that kind of
 * document.
 */
type DocumentPageQuery<Detail = unknown> = OperationType & {
  response: {
    readonly viewer: DocumentPageViewer | null | undefined;
    readonly node: { readonly detail?: Detail | null } | null | undefined;
  };
};

/** The document's fragment reference that a page's query reads. */
type DetailOf<Query extends DocumentPageQuery> = NonNullable<
  NonNullable<Query['response']['node']>['detail']
>;

/**
 * `/<documents>/detail/{uuid}`: one document (an invoice, a sales or a
 * purchase order) on a page of its own, read by the route's query. Needs
 * `permission`; another organisation's document, or none, shows the
 * not-found state.
 */
export function DocumentDetailPage<Query extends DocumentPageQuery>({
  query,
  permission,
  children,
}: {
  query: GraphQLTaggedNode;
  permission: string;
  children: (detail: DetailOf<Query>, viewer: DocumentViewer) => ReactNode;
}) {
  const data = useRouteQuery<DocumentPageQuery<DetailOf<Query>>>(query);
  return (
    <RecordPageGate viewer={data.viewer} permission={permission} record={data.node?.detail}>
      {(detail, { permissions, organization }) =>
        children(detail, { permissions, timeZone: organization.timeZone })
      }
    </RecordPageGate>
  );
}
