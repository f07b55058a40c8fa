import { useEffect } from 'react';
import { isRouteErrorResponse, Navigate, useRouteError } from 'react-router';
import { errorCodeOf } from '../../relay/errorCodeOf';
import { SESSION_EXPIRED_PATH } from '../../relay/sessionExpiredPath';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { StatusPage } from '../../ui/StatusPage';

/**
 * What a route shows when its query or rendering fails: an expired session
 * goes to the session-expired logout, FORBIDDEN and NOT_FOUND get their pages,
 * RATE_LIMITED says to wait and try again, anything else the spec's default
 * server message.
 */
export function RouteErrorPage({ embedded = false }: { embedded?: boolean }) {
  const error = useRouteError();
  const code = errorCodeOf(error);
  const expected =
    isRouteErrorResponse(error) ||
    code === 'UNAUTHENTICATED' ||
    code === 'FORBIDDEN' ||
    code === 'NOT_FOUND' ||
    code === 'RATE_LIMITED';
  // What the app does not expect goes to error reporting, when it is configured.
  useEffect(() => {
    if (!expected)
      void import('../../telemetry/telemetry').then(({ reportError }) => reportError(error));
  }, [error, expected]);
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundPage embedded={embedded} />;
  if (code === 'UNAUTHENTICATED') return <Navigate to={SESSION_EXPIRED_PATH} replace />;
  if (code === 'FORBIDDEN') return <ForbiddenPage embedded={embedded} />;
  if (code === 'NOT_FOUND') return <NotFoundPage embedded={embedded} />;
  // Too many requests from this address (a buyer's link guessed from the same network): wait, then try again.
  if (code === 'RATE_LIMITED')
    return (
      <StatusPage
        status="429"
        title={{ id: 'errorPage.rateLimited.title' }}
        body={{ id: 'error.gql.RATE_LIMITED' }}
        retry
        embedded={embedded}
      />
    );
  // An id the BFF no longer knows: the app was deployed anew since this page loaded, and retrying reloads it.
  const body =
    code === 'UPSTREAM_UNAVAILABLE' || code === 'PERSISTED_QUERY_NOT_FOUND'
      ? { id: `error.gql.${code}` }
      : { id: 'error.default' };
  return (
    <StatusPage
      status="500"
      title={{ id: 'errorPage.server.title' }}
      body={body}
      retry
      embedded={embedded}
    />
  );
}
