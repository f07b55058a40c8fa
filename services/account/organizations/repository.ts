import type { Kysely } from 'kysely';
import { permissionsOfRole } from '../../kit/permissions.js';
import { MembershipStatus, type AccountDatabase } from '../db-types.js';

export type MembershipView = {
  organizationId: string;
  organizationName: string;
  organizationUsername: string;
  timeZone: string;
  defaultCurrency: string;
  /** The company control: every member must sign in with a second factor. */
  twoFactorRequired: boolean;
  roleId: string;
  roleName: string;
  roleDescription: string | null;
  permissions: string[];
  /** The built-in role this is (OWNER, MAKER, APPROVER, MAKER_APPROVER), or null for a custom role. */
  builtIn: string | null;
  isOwner: boolean;
};

/** A user's active memberships with their organisation and role, oldest first. */
export async function findActiveMemberships(db: Kysely<AccountDatabase>, userId: string): Promise<MembershipView[]> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('organizations as o', 'o.id', 'm.organization_id')
    .innerJoin('roles as r', 'r.id', 'm.role_id')
    .where('m.user_id', '=', userId)
    .where('m.status', '=', MembershipStatus.active)
    .orderBy('m.created_at')
    .select([
      'o.id as organizationId',
      'o.name as organizationName',
      'o.username as organizationUsername',
      'o.time_zone as timeZone',
      'o.default_currency as defaultCurrency',
      'o.two_factor_required as twoFactorRequired',
      'r.id as roleId',
      'r.name as roleName',
      'r.description as roleDescription',
      'r.permissions as storedPermissions',
      'r.built_in as builtIn',
      'r.is_owner as isOwner',
    ])
    .execute();
  return rows.map(({ storedPermissions, ...row }) => ({ ...row, permissions: permissionsOfRole({ builtIn: row.builtIn, permissions: storedPermissions }) }));
}
