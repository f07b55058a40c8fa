import { StatusPage } from './StatusPage';

/** The 404 page: `/404` and every path the spec does not list. */
export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  return (
    <StatusPage
      status="404"
      title={{ id: 'errorPage.notFound.title' }}
      body={{ id: 'errorPage.notFound.body' }}
      embedded={embedded}
    />
  );
}
