import { sql, type Kysely } from 'kysely';
import { changesBetween, describeActivity, recordActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { ServiceError } from '../../kit/errors.js';
import { isPermission, PERMISSION_AREAS, permissionsOfRole } from '../../../contracts/account/permissions.js';
import { nameSkeleton, normaliseName } from '../../kit/text.js';
import type { AccountDatabase } from '../db-types.js';
import { renewSessions } from '../sessions/revocations.js';
import { actorRole, grantErrors, requireHeld } from './grants.js';
import { rolesQuery } from './repository.js';
import type { RoleBody, RoleResponse } from './schemas.js';

const NAME_MAX = 60;
const DESCRIPTION_MAX = 500;

/** The spec's role messages (section 8, "role not found") and the rules of custom roles. */
export const roleErrors = {
  notFound: () => new ServiceError(404, 'U-ACC-RL-1', 'Role not found.'),
  nameTaken: () => new ServiceError(409, 'U-ACC-RL-2', 'A role with this name already exists.', 'name'),
  nameRequired: () => new ServiceError(400, 'U-ACC-RL-3', `Give the role a name of at most ${NAME_MAX} characters.`, 'name'),
  unknownPermission: (name: string) => new ServiceError(400, 'U-ACC-RL-4', `Unknown permission: ${name}.`, 'permissions'),
  noPermissions: () => new ServiceError(400, 'U-ACC-RL-5', 'Choose at least one permission.', 'permissions'),
  builtIn: () => new ServiceError(409, 'U-ACC-RL-6', 'Built-in roles cannot be changed or deleted.'),
  inUse: () => new ServiceError(409, 'U-ACC-RL-7', 'This role is held by members or offered in open invitations. Give them another role first.'),
  descriptionTooLong: () => new ServiceError(400, 'U-ACC-RL-8', `Keep the description to ${DESCRIPTION_MAX} characters.`, 'description'),
};

type RoleRow = {
  id: string;
  name: string;
  description: string | null;
  permissions: string[];
  built_in: RoleResponse['builtIn'];
  created_at: Date;
  members: string | null;
  invitations: string | null;
};

const toResponse = (row: RoleRow): RoleResponse => ({
  id: row.id,
  name: row.name,
  description: row.description,
  permissions: permissionsOfRole({ builtIn: row.built_in, permissions: row.permissions }),
  builtIn: row.built_in,
  memberCount: Number(row.members ?? 0) + Number(row.invitations ?? 0),
  createdAt: row.created_at.toISOString(),
});

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * Roles of an organisation: the four built-in ones (owner, Maker, Approver,
 * Maker & Approver), whose permissions come from the catalogue, and custom
 * ones an admin composes from the catalogue; a custom role can be changed,
 * and deleted while nobody holds it.
 */
export class RoleService {
  constructor(private readonly db: Kysely<AccountDatabase>) {}

  /** The catalogue, by area, for the role editor. */
  catalogue() {
    return { areas: Object.entries(PERMISSION_AREAS).map(([area, actions]) => ({ area, permissions: actions.map((action) => `${area}:${action}`) })) };
  }

  async list(auth: AccessClaims, search: string | undefined): Promise<RoleResponse[]> {
    requirePermission(auth, 'roles:read');
    let query = rolesQuery(this.db, auth.org);
    const term = search?.trim();
    if (term) query = query.where(sql<string>`r.name`, 'ilike', `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    // Built-in roles first, in the catalogue's order, then custom roles by name.
    const rows = await query
      .orderBy(sql`array_position(array['OWNER','MAKER','APPROVER','MAKER_APPROVER'], r.built_in)`)
      .orderBy(sql`lower(r.name)`)
      .execute();
    return rows.map(toResponse);
  }

  /** Roles of the caller's organisation by id; other ids are left out (another organisation's role is not found). */
  async findByIds(auth: AccessClaims, ids: string[]): Promise<RoleResponse[]> {
    requirePermission(auth, 'roles:read');
    if (ids.length === 0) return [];
    return (await rolesQuery(this.db, auth.org).where('r.id', 'in', ids).execute()).map(toResponse);
  }

  async get(auth: AccessClaims, id: string): Promise<RoleResponse> {
    const [role] = await this.findByIds(auth, [id]);
    if (!role) throw roleErrors.notFound();
    return role;
  }

  async create(auth: AccessClaims, body: RoleBody): Promise<RoleResponse> {
    requirePermission(auth, 'roles:manage');
    const values = this.checked(body);
    try {
      const id = await this.db.transaction().execute(async (trx) => {
        requireHeld(await actorRole(trx, auth), values.permissions, 'permissions');
        const row = await trx
          .insertInto('roles')
          .values({ organization_id: auth.org, name: values.name, name_key: nameSkeleton(values.name), description: values.description, permissions: values.permissions })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordActivity(trx, {
          actor: auth,
          organizationId: auth.org,
          entity: 'ROLE',
          entityId: row.id,
          action: 'CREATED',
          description: describeActivity('ROLE_CREATED', { name: values.name }),
          changes: changesBetween({ name: null, description: null, permissions: null }, values, ['name', 'description', 'permissions']),
        });
        return row.id;
      });
      return this.get(auth, id);
    } catch (error) {
      if (isUniqueViolation(error)) throw roleErrors.nameTaken();
      throw error;
    }
  }

  /**
   * Changes a custom role; its holders' permissions change from their next
   * request. Nobody changes the role they are in, and nobody adds a permission
   * they do not hold (taking one away, or keeping one, grants nothing).
   */
  async update(auth: AccessClaims, id: string, body: RoleBody): Promise<RoleResponse> {
    requirePermission(auth, 'roles:manage');
    const existing = await this.get(auth, id);
    if (existing.builtIn) throw roleErrors.builtIn();
    const values = this.checked(body);
    try {
      await this.db.transaction().execute(async (trx) => {
        const actor = await actorRole(trx, auth);
        if (actor.roleId === id) throw grantErrors.ownRole();
        // Locked, so that two edits in parallel each judge what they add against what the other left.
        const current = await trx.selectFrom('roles').select('permissions').where('id', '=', id).where('organization_id', '=', auth.org).forUpdate().executeTakeFirst();
        if (!current) throw roleErrors.notFound();
        const had = new Set(current.permissions);
        requireHeld(
          actor,
          values.permissions.filter((permission) => !had.has(permission)),
          'permissions',
        );
        await trx
          .updateTable('roles')
          .set({ name: values.name, name_key: nameSkeleton(values.name), description: values.description, permissions: values.permissions })
          .where('id', '=', id)
          .where('organization_id', '=', auth.org)
          .execute();
        // Holders' tokens carry the old permissions: refuse them, and let the next request fetch new ones.
        await renewSessions(trx, { roleId: id });
        await recordActivity(trx, {
          actor: auth,
          organizationId: auth.org,
          entity: 'ROLE',
          entityId: id,
          action: 'UPDATED',
          description: describeActivity('ROLE_CHANGED', { name: values.name }),
          changes: changesBetween(existing, values, ['name', 'description', 'permissions']),
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw roleErrors.nameTaken();
      throw error;
    }
    return this.get(auth, id);
  }

  async remove(auth: AccessClaims, id: string): Promise<void> {
    requirePermission(auth, 'roles:manage');
    const existing = await this.get(auth, id);
    if (existing.builtIn) throw roleErrors.builtIn();
    if (existing.memberCount > 0) throw roleErrors.inUse();
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('roles').where('id', '=', id).where('organization_id', '=', auth.org).execute();
        await recordActivity(trx, { actor: auth, organizationId: auth.org, entity: 'ROLE', entityId: id, action: 'DELETED', description: describeActivity('ROLE_DELETED', { name: existing.name }) });
      });
    } catch (error) {
      // A member was given the role between the check and the delete.
      if ((error as { code?: string }).code === '23503') throw roleErrors.inUse();
      throw error;
    }
  }

  private checked(body: RoleBody): { name: string; description: string | null; permissions: string[] } {
    // NFKC, trimmed; invisible and control characters refused (services/kit/text.ts).
    const name = normaliseName(body.name, 'name');
    if (!name || name.length > NAME_MAX) throw roleErrors.nameRequired();
    const description = body.description?.trim() || null;
    if (description && description.length > DESCRIPTION_MAX) throw roleErrors.descriptionTooLong();
    const unknown = body.permissions.find((permission) => !isPermission(permission));
    if (unknown) throw roleErrors.unknownPermission(unknown);
    const permissions = [...new Set(body.permissions)];
    if (permissions.length === 0) throw roleErrors.noPermissions();
    return { name, description, permissions };
  }
}
