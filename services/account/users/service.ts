import type { Kysely } from 'kysely';
import {
  FULL_NAME_MAX,
  PREFERRED_NAME_MAX,
  type MeResponse,
  type OrganizationUserResponse,
  type ProfileBody,
  type UserResponse,
  type UsersQuery,
} from '../../../contracts/account/users.js';
import type { AccessClaims } from '../../kit/auth.js';
import { commonErrors } from '../../kit/errors.js';
import type { AccountDatabase } from '../db-types.js';
import { findActiveMemberships, type MembershipView } from '../organizations/repository.js';
import { securityActivity, type SecurityEventView } from '../sessions/activity.js';
import type { TwoFactorService } from '../two-factor/service.js';
import { profileErrors } from './errors.js';
import { findOrganizationUsers, findUser, updateUserProfile } from './repository.js';

export { FULL_NAME_MAX, PREFERRED_NAME_MAX, profileErrors };

export const toOrganization = (
  m: Pick<
    MembershipView,
    | 'organizationId'
    | 'organizationName'
    | 'organizationUsername'
    | 'timeZone'
    | 'defaultCurrency'
    | 'twoFactorRequired'
    | 'selfApprovalAllowed'
    | 'transfersActive'
    | 'paymentsActive'
    | 'balanceShortfallRefused'
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
  balanceShortfallRefused: m.balanceShortfallRefused,
});

/** Checks and tidies a profile: names trimmed, an empty preferred name cleared; the first broken rule throws. */
export function checkProfile(body: ProfileBody) {
  const fullName = body.fullName.trim();
  if (!fullName) throw profileErrors.fullNameRequired();
  if (fullName.length > FULL_NAME_MAX) throw profileErrors.fullNameTooLong();
  const preferredName = body.preferredName?.trim() || null;
  if (preferredName !== null && preferredName.length > PREFERRED_NAME_MAX)
    throw profileErrors.preferredNameTooLong();
  return { fullName, preferredName, language: body.language };
}

/** The caller's own identity and profile, and the users of their organisation. */
export class UserService {
  constructor(
    private readonly db: Kysely<AccountDatabase>,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /** The caller, their organisation (and the others they belong to), role and permissions. */
  async me(auth: AccessClaims): Promise<MeResponse> {
    const { sub, org, perms } = auth;
    const user = await findUser(this.db, sub);
    const memberships = await findActiveMemberships(this.db, sub);
    const current = memberships.find((m) => m.organizationId === org);
    if (!user || !current) throw commonErrors.unauthenticated();
    return {
      user,
      organization: toOrganization(current),
      organizations: memberships.map(toOrganization),
      role: {
        id: current.roleId,
        name: current.roleName,
        description: current.roleDescription,
        permissions: perms,
        builtIn: current.builtIn,
      },
      permissions: perms,
      usedTwoFactor: auth.mfa === true,
      twoFactorMethods: await this.twoFactor.methods(sub),
    };
  }

  /** Changes the user's own profile (My Profile) and answers it as it is now. */
  async updateProfile(userId: string, body: ProfileBody): Promise<UserResponse> {
    return updateUserProfile(this.db, userId, checkProfile(body));
  }

  async securityActivity(userId: string): Promise<SecurityEventView[]> {
    return securityActivity(this.db, userId);
  }

  /**
   * Users of the caller's organisation by id (comma-separated ids are split),
   * removed ones too, for the history they made, with `active` false; or,
   * with `permission`, its active members whose role grants it, among `ids`
   * when given. One of the two is required.
   */
  async users(auth: AccessClaims, query: UsersQuery): Promise<OrganizationUserResponse[]> {
    if (!query.ids && !query.permission) throw commonErrors.required('ids');
    const ids = query.ids && [...new Set(query.ids.flatMap((id) => id.split(',')))];
    return findOrganizationUsers(this.db, auth.org, { ids, permission: query.permission });
  }
}
