import { areaActivity } from '../common/activity-text.js';
import { Type, type Static } from 'typebox';
import { defineErrors, nameRequiredError } from '../common/errors.js';
import { BatchIdsQuery } from '../common/schemas.js';

export { IdParams } from '../common/schemas.js';

export const RoleResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  permissions: Type.Array(Type.String(), {
    description: 'The permissions the role grants, as `area:action`.',
  }),
  builtIn: Type.Union(
    [
      Type.Literal('OWNER'),
      Type.Literal('MAKER'),
      Type.Literal('APPROVER'),
      Type.Literal('MAKER_APPROVER'),
      Type.Null(),
    ],
    {
      description:
        'Which built-in role this is (they cannot be changed or deleted), or null for a custom role.',
    },
  ),
  memberCount: Type.Integer({
    description: 'Members (active or deactivated) and open invitations in this role.',
  }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type RoleResponse = Static<typeof RoleResponse>;

/** The role a member holds, as `/me` and the members list show it: what it grants, and which built-in role it is, if one. */
export const HeldRole = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  permissions: Type.Array(Type.String()),
  builtIn: Type.Union([Type.String(), Type.Null()]),
});

export const RoleListQuery = Type.Object({
  search: Type.Optional(
    Type.String({ maxLength: 100, description: 'Matches the name, case-insensitively.' }),
  ),
});
export type RoleListQuery = Static<typeof RoleListQuery>;

export const RoleBody = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
    permissions: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 500 }),
  },
  { additionalProperties: false },
);
export type RoleBody = Static<typeof RoleBody>;

export const CatalogueResponse = Type.Object({
  areas: Type.Array(Type.Object({ area: Type.String(), permissions: Type.Array(Type.String()) })),
});
export type CatalogueResponse = Static<typeof CatalogueResponse>;

export const RoleBatchQuery = BatchIdsQuery;
export type RoleBatchQuery = Static<typeof RoleBatchQuery>;

export const RoleListResponse = Type.Object({ items: Type.Array(RoleResponse) });
export type RoleListResponse = Static<typeof RoleListResponse>;

export const ROLE_NAME_MAX = 60;
export const ROLE_DESCRIPTION_MAX = 500;

/** The spec's role messages (section 8, "role not found") and the rules of custom roles. `notFound` names `roleId` where another resource points at the role. */
export const roleErrors = defineErrors({
  notFound: { status: 404, code: 'U-ACC-RL-1', message: 'Role not found.' },
  nameTaken: {
    status: 409,
    code: 'U-ACC-RL-2',
    message: 'A role with this name already exists.',
    field: 'name',
  },
  nameRequired: nameRequiredError('U-ACC-RL-3', 'role', ROLE_NAME_MAX),
  unknownPermission: {
    status: 400,
    code: 'U-ACC-RL-4',
    message: 'Unknown permission: {name}.',
    field: 'permissions',
  },
  noPermissions: {
    status: 400,
    code: 'U-ACC-RL-5',
    message: 'Choose at least one permission.',
    field: 'permissions',
  },
  builtIn: {
    status: 409,
    code: 'U-ACC-RL-6',
    message: 'Built-in roles cannot be changed or deleted.',
  },
  inUse: {
    status: 409,
    code: 'U-ACC-RL-7',
    message:
      'This role is held by members or offered in open invitations. Give them another role first.',
  },
  descriptionTooLong: {
    status: 400,
    code: 'U-ACC-RL-8',
    message: `Keep the description to ${ROLE_DESCRIPTION_MAX} characters.`,
    field: 'description',
  },
});

/**
 * The rule that keeps delegated administration from escalating: nobody grants
 * a permission they do not hold (`{permissions}`: the ones missing), and
 * nobody changes the role they are in.
 */
export const grantErrors = defineErrors({
  notHeld: {
    status: 403,
    code: 'U-ACC-RL-9',
    message: 'You cannot grant permissions you do not hold: {permissions}.',
  },
  ownRole: { status: 403, code: 'U-ACC-RL-10', message: 'You cannot change the role you are in.' },
});

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const ROLES_ACTIVITY = areaActivity(['ROLE'], {
  ROLE_CREATED: (v: { name: string }) => `Role ${v.name} created`,
  ROLE_CHANGED: (v: { name: string }) => `Role ${v.name} changed`,
  ROLE_DELETED: (v: { name: string }) => `Role ${v.name} deleted`,
});
