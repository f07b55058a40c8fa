import type { RouteObject } from 'react-router';
import type { WebhookEndpointPageQuery } from '../../__generated__/WebhookEndpointPageQuery.graphql';
import { globalIdOf } from '../../relay/globalId';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { viewerPermissions } from '../../relay/viewerPermissions';
import { DELIVERY_PAGE_SIZE } from './useDeliveryLogRefetch';
import { WebhookEndpointPage, webhookEndpointPageQuery } from './WebhookEndpointPage';

/**
 * An endpoint's page, by its raw UUID, always from the server (deliveries
 * move on between visits); the roles to edit it with only for a viewer who
 * may read them. A segment that is no UUID asks for no endpoint (not found).
 */
export const webhookRoutes: RouteObject[] = [
  {
    path: '/management/webhooks/:uuid',
    loader: async ({ params }) => {
      const permissions = await viewerPermissions();
      return preloadRouteQuery<WebhookEndpointPageQuery>(
        'webhook-endpoint',
        webhookEndpointPageQuery,
        {
          id: globalIdOf('WebhookEndpoint', params.uuid ?? '') ?? 'none',
          withRoles: permissions.includes('roles:read'),
          count: DELIVERY_PAGE_SIZE,
        },
        'network-only',
      );
    },
    element: <WebhookEndpointPage />,
  },
];
