import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeDocs } from '../../kit/route-docs.js';
import { changeRoute } from '../../kit/write-routes.js';
import { ErrorRef as errorResponse } from '../../../contracts/common/errors.js';
import {
  ControlsBody,
  OrdersSettingsBody,
  OrganizationProfileBody,
  OrganizationProfileResponse,
  OrganizationResponse,
  OrganizationSettingsResponse,
} from '../../../contracts/account/organizations.js';
import {
  ApiCostSettingsBody,
  ApiCostSettingsResponse,
} from '../../../contracts/account/api-cost.js';
import { clientIp } from '../sessions/routes.js';
import type { OrganizationSettingsService } from './service.js';

const doc = routeDocs('organizations', 400, 403);

type OrganizationRouteOptions = { settings: OrganizationSettingsService };

/** The caller's organisation's settings: controls, company profile and orders defaults. */
const settingsRoutes: FastifyPluginAsyncTypebox<OrganizationRouteOptions> = async (
  app,
  { settings },
) => {
  app.get(
    '/organization',
    {
      schema: {
        summary:
          'The caller’s organisation: name, handle, time zone, currency and controls (any member or API key)',
        tags: ['organizations'],
        response: { 200: OrganizationResponse },
      },
    },
    async (request) => settings.organization(request.auth),
  );

  app.get(
    '/organization/settings',
    {
      schema: {
        summary: 'The organisation’s rules other services apply (any member)',
        description:
          'For the treasury and invoicing services, called with the member’s own access token: the controls (`transfersActive` and `paymentsActive` off refuse new transfers and payments; `selfApprovalAllowed` off means a Maker & Approver needs another approver for their own payments and transfers; `balanceShortfallRefused` on refuses a payment or transfer that would take its source account below its available balance, off only warns), the time zone that decides "today", the default currency and the orders defaults. Read it per request (it is not in the access token), so a change applies at once.',
        tags: ['organizations'],
        response: { 200: OrganizationSettingsResponse },
      },
    },
    async (request) => settings.settings(request.auth),
  );

  app.patch(
    '/organization/settings',
    {
      schema: doc('Change the organisation’s controls (needs settings:manage)', {
        description:
          'A field left out keeps its value. Switching selfApprovalAllowed on needs `code`, a current code of the caller’s authenticator app (U-ACC-ORG-13 without one; wrong codes count towards the caller’s lock); switching it off needs none. With twoFactorRequired on, a member without a second factor must set one up at their next sign-in, and sessions opened without one end at their next refresh (within 15 minutes).',
        body: ControlsBody,
        response: { 200: OrganizationResponse },
      }),
    },
    async (request) => settings.updateControls(request.auth, request.body, clientIp(request)),
  );

  changeRoute(
    app,
    '/organization/orders-settings',
    doc,
    {
      method: 'PUT',
      summary: 'Change the defaults for sales orders and invoices (needs settings:manage)',
      body: OrdersSettingsBody,
      response: OrganizationSettingsResponse,
    },
    (auth, body) => settings.updateOrders(auth, body),
  );

  app.get(
    '/organization/profile',
    {
      schema: {
        summary: 'The company profile (needs settings:read)',
        tags: ['organizations'],
        response: { 200: OrganizationProfileResponse, 403: errorResponse },
      },
    },
    async (request) => settings.profile(request.auth),
  );

  changeRoute(
    app,
    '/organization/profile',
    doc,
    {
      method: 'PUT',
      summary: 'Change the company profile (needs settings:manage)',
      description: 'The whole profile is sent; an optional field left out or empty is cleared.',
      body: OrganizationProfileBody,
      response: OrganizationProfileResponse,
    },
    (auth, body) => settings.updateProfile(auth, body),
  );
};

/** The GraphQL API's cost buckets, per API key and per session: read and changed. */
const apiCostRoutes: FastifyPluginAsyncTypebox<OrganizationRouteOptions> = async (
  app,
  { settings },
) => {
  app.get(
    '/organization/api-cost',
    {
      schema: doc(
        'The GraphQL API’s cost buckets, per API key and per session (needs settings:read)',
        {
          response: { 200: ApiCostSettingsResponse },
        },
      ),
    },
    async (request) => settings.apiCost(request.auth),
  );

  changeRoute(
    app,
    '/organization/api-cost',
    doc,
    {
      method: 'PUT',
      summary: 'Change the GraphQL API’s cost buckets (needs settings:manage)',
      description:
        'A kind left out keeps its values; null goes back to the deployment’s defaults. A change applies to each bucket at its next operation.',
      body: ApiCostSettingsBody,
      response: ApiCostSettingsResponse,
    },
    (auth, body) => settings.updateApiCost(auth, body),
  );
};

/** The caller's organisation: its settings, company profile, orders defaults and the API's cost buckets. */
export const organizationRoutes: FastifyPluginAsyncTypebox<OrganizationRouteOptions> = async (
  app,
  options,
) => {
  await settingsRoutes(app, options);
  await apiCostRoutes(app, options);
};
