import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { LinkButton } from '../../ui/LinkButton';
import { PageHeader } from '../../ui/PageHeader';
import type { DocumentPageViewer, DocumentViewer } from './documentPageViewer';

/**
 * The page of one kind of document's list (`/invoices`, `/sales-order`):
 * the forbidden state without `permission`, otherwise the header with the
 * feature's title and subtitle (`<messages>.title`, `.subtitle`), its
 * "Create …" link (`<messages>.create`) for a viewer who may write one, any
 * other buttons, and the list under it.
 */
export function DocumentListPage({
  viewer,
  permission,
  messages,
  create,
  actions,
  children,
}: {
  viewer: DocumentPageViewer | null | undefined;
  /** What the viewer needs to see the list (`invoices:read`). */
  permission: string;
  /** The feature's catalogue prefix (`salesOrders`). */
  messages: string;
  /** The page that writes a new document, offered with `permission` to the viewer who has it. */
  create?: { to: string; permission: string; testId: string };
  /** The header's buttons of a list written elsewhere (no `create`). */
  actions?: (viewer: DocumentViewer) => ReactNode;
  /** The list, and whatever it opens. */
  children: (viewer: DocumentViewer) => ReactNode;
}) {
  if (!viewer?.permissions.includes(permission)) return <ForbiddenPage embedded />;
  const { permissions } = viewer;
  const shown = { permissions, timeZone: viewer.organization.timeZone };
  const createLink =
    create && permissions.includes(create.permission) ? (
      <LinkButton
        to={create.to}
        icon="plus"
        primary
        label={<FormattedMessage id={`${messages}.create`} />}
        testId={create.testId}
      />
    ) : null;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id={`${messages}.title`} />}
        description={<FormattedMessage id={`${messages}.subtitle`} />}
        actions={createLink ?? actions?.(shown)}
      />
      {children(shown)}
    </>
  );
}
