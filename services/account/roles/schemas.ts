import { Type, type Static } from 'typebox';

export const RoleResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  permissions: Type.Array(Type.String(), { description: 'The permissions the role grants, as `area:action`.' }),
  builtIn: Type.Union([Type.Literal('OWNER'), Type.Literal('MAKER'), Type.Literal('APPROVER'), Type.Literal('MAKER_APPROVER'), Type.Null()], {
    description: 'Which built-in role this is (they cannot be changed or deleted), or null for a custom role.',
  }),
  memberCount: Type.Integer({ description: 'Members (active or deactivated) and open invitations in this role.' }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type RoleResponse = Static<typeof RoleResponse>;

export const ListQuery = Type.Object({ search: Type.Optional(Type.String({ maxLength: 100, description: 'Matches the name, case-insensitively.' })) });
export type ListQuery = Static<typeof ListQuery>;

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type IdParams = Static<typeof IdParams>;

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
