import type { Kysely } from 'kysely';
import { ServiceError } from '../../kit/errors.js';
import { BUILT_IN_ROLES, type BuiltInRole } from '../../kit/permissions.js';
import { MembershipStatus, type AccountDatabase } from '../db-types.js';
import { hashPassword } from '../passwords.js';
import { checkPasswordPolicy } from '../passwords/policy.js';

export type NewOrganization = {
  name: string;
  username?: string;
  ownerEmail: string;
  ownerPassword: string;
  ownerName?: string;
};


/** Turns a company name into a unique-looking handle: "PT Sinar Jaya" → "pt-sinar-jaya". */
export function usernameFor(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'organization';
}

/**
 * Creates an organisation with its default roles and its owner, in one
 * transaction. An existing user (same email) becomes the owner without a new
 * password; a new one must satisfy the password rule.
 */
export async function createOrganizationWithOwner(db: Kysely<AccountDatabase>, input: NewOrganization) {
  const name = input.name.trim();
  if (!name) throw new ServiceError(400, 'U-ACC-ORG-1', 'The organisation name is required.', 'name');
  if (!input.ownerEmail.includes('@')) throw new ServiceError(400, 'U-ACC-ORG-2', 'Invalid email format', 'ownerEmail');
  const username = input.username ?? usernameFor(name);
  return db.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom('organizations').select('id').where('username', '=', username).executeTakeFirst();
    if (taken) throw new ServiceError(409, 'U-ACC-ORG-3', `The organisation username ${username} is taken.`, 'username');
    const organization = await trx.insertInto('organizations').values({ name, username }).returning(['id', 'name', 'username']).executeTakeFirstOrThrow();
    const roles = await trx
      .insertInto('roles')
      .values(
        Object.entries(BUILT_IN_ROLES).map(([key, role]) => ({
          organization_id: organization.id,
          name: role.name,
          description: role.description,
          permissions: [],
          is_owner: key === 'OWNER',
          built_in: key as BuiltInRole,
        })),
      )
      .returning(['id', 'name'])
      .execute();
    const ownerRole = roles.find((role) => role.name === 'owner')!;
    let user = await trx.selectFrom('users').select(['id', 'email']).where('email', '=', input.ownerEmail.trim()).executeTakeFirst();
    if (!user) {
      checkPasswordPolicy(input.ownerPassword, 'ownerPassword');
      user = await trx
        .insertInto('users')
        .values({
          email: input.ownerEmail.trim(),
          password_hash: await hashPassword(input.ownerPassword),
          full_name: input.ownerName?.trim() || input.ownerEmail.split('@')[0]!,
        })
        .returning(['id', 'email'])
        .executeTakeFirstOrThrow();
    }
    await trx
      .insertInto('memberships')
      .values({ organization_id: organization.id, user_id: user.id, role_id: ownerRole.id, status: MembershipStatus.active })
      .execute();
    return { organization, owner: user, roles };
  });
}
