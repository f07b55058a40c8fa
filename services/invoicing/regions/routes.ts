import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  RegionListQuery,
  RegionListResponse,
  RegionParams,
  RegionPathResponse,
} from '../../../contracts/invoicing/regions.js';
import { routeDocs } from '../../kit/route-docs.js';
import type { RegionService } from './service.js';

const doc = routeDocs('regions', 400, 404);

/**
 * Indonesia's regions, to choose an address from. Public: a buyer filling the
 * request form from an invitation link has no staff account, and the list is
 * the same for everyone.
 */
export const regionRoutes: FastifyPluginAsyncTypebox<{ regions: RegionService }> = async (
  app,
  { regions },
) => {
  app.get(
    '/regions',
    {
      config: { public: true },
      schema: doc('The regions inside a province, regency or district, by name (public)', {
        description:
          'Without `parent`, the 38 provinces. U-INV-RG-1 (404) when `parent` is not a province, regency or district.',
        querystring: RegionListQuery,
        response: { 200: RegionListResponse },
      }),
    },
    async (request) => ({ items: regions.children(request.query.parent) }),
  );

  app.get(
    '/regions/:code',
    {
      config: { public: true },
      schema: doc('One region with the regions above it (public)', {
        description:
          'To show a stored address from its codes. U-INV-RG-1 (404) for an unknown code.',
        params: RegionParams,
        response: { 200: RegionPathResponse },
      }),
    },
    async (request) => regions.path(request.params.code),
  );
};
