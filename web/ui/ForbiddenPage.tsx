import { StatusPage } from './StatusPage';

/** The 403 page: the signed-in user may not see what they asked for. */
export function ForbiddenPage({ embedded = false }: { embedded?: boolean }) {
  return (
    <StatusPage
      status="403"
      title={{ id: 'errorPage.forbidden.title' }}
      body={{ id: 'errorPage.forbidden.body' }}
      embedded={embedded}
    />
  );
}
