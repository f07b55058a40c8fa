import type { Kysely } from 'kysely';
import {
  changesBetween,
  describeActivity,
  recordActivityBy,
  recordEntityActivity,
} from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { readsById } from '../../kit/by-id.js';
import { isPermission, PERMISSION_AREAS } from '../../../contracts/account/permissions.js';
import { normaliseName } from '../../kit/text.js';
import type { AccountDatabase } from '../db-types.js';
import { renewSessions } from '../sessions/revocations.js';
import { actorRole, requireHeld } from './grants.js';
import {
  deleteRole,
  findRolesByIds,
  insertRole,
  listRoles,
  lockRolePermissions,
  updateRole,
} from './repository.js';
import {
  ROLE_DESCRIPTION_MAX as DESCRIPTION_MAX,
  ROLE_NAME_MAX as NAME_MAX,
  type RoleBody,
  type RoleResponse,
} from '../../../contracts/account/roles.js';
import { grantErrors, roleErrors } from './errors.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../kit/database.js';

export { roleErrors };

/**
 * Roles of an organisation: the four built-in ones (owner, Maker, Approver,
 * Maker & Approver), whose permissions come from the catalogue, and custom
 * ones an admin composes from the catalogue; a custom role can be changed,
 * and deleted while nobody holds it.
 */
export class RoleService {
  private readonly byId = readsById(
    'roles:read',
    (organizationId, ids) => findRolesByIds(this.db, organizationId, ids),
    () => roleErrors.notFound(),
  );
  /** Roles of the caller's organisation by id; other ids are left out (another organisation's role is not found). */
  readonly findByIds = this.byId.findByIds;
  readonly get = this.byId.get;

  constructor(private readonly db: Kysely<AccountDatabase>) {}

  /** The catalogue, by area, for the role editor. */
  catalogue() {
    return {
      areas: Object.entries(PERMISSION_AREAS).map(([area, actions]) => ({
        area,
        permissions: actions.map((action) => `${area}:${action}`),
      })),
    };
  }

  async list(auth: AccessClaims, search: string | undefined): Promise<RoleResponse[]> {
    requirePermission(auth, 'roles:read');
    return listRoles(this.db, auth.org, search);
  }

  async create(auth: AccessClaims, body: RoleBody): Promise<RoleResponse> {
    requirePermission(auth, 'roles:manage');
    const values = this.checked(body);
    try {
      const id = await this.db.transaction().execute(async (trx) => {
        requireHeld(await actorRole(trx, auth), values.permissions, 'permissions');
        const created = await insertRole(trx, auth.org, values);
        await recordEntityActivity(trx, auth, 'ROLE', created, 'CREATED', {
          values: { name: values.name },
          changes: changesBetween({ name: null, description: null, permissions: null }, values, [
            'name',
            'description',
            'permissions',
          ]),
        });
        return created;
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
        const current = await lockRolePermissions(trx, auth.org, id);
        if (!current) throw roleErrors.notFound();
        const had = new Set(current.permissions);
        requireHeld(
          actor,
          values.permissions.filter((permission) => !had.has(permission)),
          'permissions',
        );
        await updateRole(trx, auth.org, id, values);
        // Holders' tokens carry the old permissions: refuse them, and let the next request fetch new ones.
        await renewSessions(trx, { roleId: id });
        await recordActivityBy(trx, auth, {
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
        await deleteRole(trx, auth.org, id);
        await recordEntityActivity(trx, auth, 'ROLE', id, 'DELETED', {
          values: { name: existing.name },
        });
      });
    } catch (error) {
      // A member was given the role between the check and the delete.
      if (isForeignKeyViolation(error)) throw roleErrors.inUse();
      throw error;
    }
  }

  private checked(body: RoleBody): {
    name: string;
    description: string | null;
    permissions: string[];
  } {
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
