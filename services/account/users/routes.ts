import type { Kysely } from 'kysely';
import { commonErrors } from '../../kit/errors.js';
import type { ServiceApp } from '../../kit/server.js';
import type { AccountDatabase } from '../db-types.js';
import { findActiveMemberships, type MembershipView } from '../organizations/repository.js';
import { MeResponse, ProfileBody, UserResponse, UsersQuery, UsersResponse } from './schemas.js';
import { updateProfile } from './service.js';
import type { TwoFactorService } from '../two-factor/service.js';
import { securityActivity } from '../sessions/activity.js';
import { Type } from 'typebox';

export const toOrganization = (
  m: Pick<
    MembershipView,
    'organizationId' | 'organizationName' | 'organizationUsername' | 'timeZone' | 'defaultCurrency' | 'twoFactorRequired' | 'selfApprovalAllowed' | 'transfersActive' | 'paymentsActive'
  >,
) => ({
  id: m.organizationId,
  name: m.organizationName,
  username: m.organizationUsername,
  timeZone: m.timeZone,
  defaultCurrency: m.defaultCurrency,
  twoFactorRequired: m.twoFactorRequired,
  selfApprovalAllowed: m.selfApprovalAllowed,
  transfersActive: m.transfersActive,
  paymentsActive: m.paymentsActive,
});

export function userRoutes(app: ServiceApp, db: Kysely<AccountDatabase>, twoFactor: TwoFactorService): void {
  app.get('/me', { schema: { summary: 'The caller, their organisation, role and permissions', tags: ['users'], response: { 200: MeResponse } } }, async (request) => {
    const { sub, org, perms } = request.auth;
    const user = await db.selectFrom('users').select(['id', 'email', 'full_name', 'preferred_name', 'language']).where('id', '=', sub).executeTakeFirst();
    const memberships = await findActiveMemberships(db, sub);
    const current = memberships.find((m) => m.organizationId === org);
    if (!user || !current) throw commonErrors.unauthenticated();
    return {
      user: { id: user.id, email: user.email, fullName: user.full_name, preferredName: user.preferred_name, language: user.language },
      organization: toOrganization(current),
      organizations: memberships.map(toOrganization),
      role: { id: current.roleId, name: current.roleName, description: current.roleDescription, permissions: perms, builtIn: current.builtIn },
      permissions: perms,
      usedTwoFactor: request.auth.mfa === true,
      twoFactorMethods: await twoFactor.methods(sub),
    };
  });

  app.put(
    '/me/profile',
    {
      schema: {
        summary: 'Change the caller’s own profile: full name, preferred name and interface language',
        tags: ['users'],
        body: ProfileBody,
        response: { 200: UserResponse, 400: { $ref: 'Error#' } },
      },
    },
    async (request) => updateProfile(db, request.auth.sub, request.body as ProfileBody),
  );

  app.get(
    '/security-activity',
    {
      schema: {
        summary: 'The caller’s sign-in and two-factor events of the last 30 days, newest first (at most 200)',
        tags: ['users'],
        response: {
          200: Type.Object({
            items: Type.Array(
              Type.Object({
                occurredAt: Type.String({ format: 'date-time' }),
                category: Type.Union([Type.Literal('AUTH'), Type.Literal('TWO_FACTOR_AUTH')]),
                event: Type.String(),
                ipAddress: Type.Union([Type.String(), Type.Null()]),
                country: Type.Union([Type.String(), Type.Null()]),
              }),
            ),
          }),
        },
      },
    },
    async (request) => ({ items: await securityActivity(db, request.auth.sub) }),
  );

  app.get(
    '/users',
    {
      schema: {
        summary: 'Members of the caller’s organisation by id (removed ones too, for the history they made); ids of non-members are left out',
        tags: ['users'],
        querystring: UsersQuery,
        response: { 200: UsersResponse },
      },
    },
    async (request) => {
      const raw = (request.query as UsersQuery).ids;
      const ids = [...new Set(raw.flatMap((id) => id.split(',')))];
      const rows = await db
        .selectFrom('users as u')
        .innerJoin('memberships as m', 'm.user_id', 'u.id')
        .where('m.organization_id', '=', request.auth.org)
        .where('u.id', 'in', ids)
        .select(['u.id', 'u.email', 'u.full_name', 'u.preferred_name'])
        .execute();
      return { items: rows.map((u) => ({ id: u.id, email: u.email, fullName: u.full_name, preferredName: u.preferred_name })) };
    },
  );
}
