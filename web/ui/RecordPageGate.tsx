import type { ReactNode } from 'react';
import { ForbiddenPage } from './ForbiddenPage';
import { NotFoundPage } from './NotFoundPage';

/** What a record's page reads of its viewer: what they may do. */
type PageViewer = { readonly permissions: readonly string[] };

/**
 * The way into one record's own page (`/invoices/detail/{uuid}`): nothing
 * until the viewer is read, the forbidden state without `permission`, the
 * not-found state when the record is not there (none, another
 * organisation's, or a record of another kind under that id), and otherwise
 * the page the record and its viewer make.
 */
export function RecordPageGate<Viewer extends PageViewer, Record>({
  viewer,
  permission,
  record,
  children,
}: {
  viewer: Viewer | null | undefined;
  permission: string;
  record: Record | null | undefined;
  children: (record: Record, viewer: Viewer) => ReactNode;
}) {
  if (!viewer) return null;
  if (!viewer.permissions.includes(permission)) return <ForbiddenPage embedded />;
  if (!record) return <NotFoundPage embedded />;
  return <>{children(record, viewer)}</>;
}
