import type { Kysely } from 'kysely';
import { Type, type Static } from 'typebox';
import { requirePermission } from '../../kit/auth.js';
import type { ServiceApp } from '../../kit/server.js';
import type { AccountDatabase } from '../db-types.js';
import { toOrganization } from '../users/routes.js';
import { OrganizationResponse } from '../users/schemas.js';
import { findActiveMemberships } from './repository.js';

const errorResponse = { $ref: 'Error#' } as const;
const SettingsBody = Type.Object(
  { twoFactorRequired: Type.Boolean({ description: 'Require every member to sign in with a second factor.' }) },
  { additionalProperties: false },
);

/** The caller's organisation's controls. */
export function organizationRoutes(app: ServiceApp, db: Kysely<AccountDatabase>): void {
  app.patch(
    '/organization/settings',
    {
      schema: {
        summary: 'Change the organisation’s controls (needs settings:manage)',
        description:
          'With twoFactorRequired on, a member without a second factor must set one up at their next sign-in, and sessions opened without one end at their next refresh (within 15 minutes).',
        tags: ['organizations'],
        body: SettingsBody,
        response: { 200: OrganizationResponse, 403: errorResponse },
      },
    },
    async (request) => {
      requirePermission(request.auth, 'settings:manage');
      const { twoFactorRequired } = request.body as Static<typeof SettingsBody>;
      await db.updateTable('organizations').set({ two_factor_required: twoFactorRequired }).where('id', '=', request.auth.org).execute();
      const current = (await findActiveMemberships(db, request.auth.sub)).find((m) => m.organizationId === request.auth.org);
      if (!current) throw new Error('the caller is no longer a member');
      return toOrganization(current);
    },
  );
}
