import type { RouteObject } from 'react-router';
import type { ExceptionsPageQuery } from '../../__generated__/ExceptionsPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { viewerPermissions } from '../../relay/viewerPermissions';
import { EXCEPTION_PAGE_SIZE } from './ExceptionTicketList';
import { ExceptionsPage, exceptionsPageQuery } from './ExceptionsPage';

/**
 * `/exceptions`: its one query loads as the route starts, always from the
 * server (the scan opens and resolves tickets between visits). The members
 * to assign to are asked for only when the viewer may read them.
 */
export const exceptionRoutes: RouteObject[] = [
  {
    path: '/exceptions',
    loader: async () => {
      const permissions = await viewerPermissions();
      return preloadRouteQuery<ExceptionsPageQuery>(
        'exceptions',
        exceptionsPageQuery,
        { count: EXCEPTION_PAGE_SIZE, withMembers: permissions.includes('members:read') },
        'network-only',
      );
    },
    element: <ExceptionsPage />,
  },
];
