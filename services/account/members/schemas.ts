import { Type, type Static } from 'typebox';

export const MemberStatus = Type.Union([Type.Literal('INVITED'), Type.Literal('ACTIVE'), Type.Literal('DEACTIVATED'), Type.Literal('EXPIRED'), Type.Literal('BLOCKED')]);
export type MemberStatus = Static<typeof MemberStatus>;

export const MemberResponse = Type.Object({
  kind: Type.Union([Type.Literal('MEMBER'), Type.Literal('INVITATION')], { description: 'A membership, or an invitation not yet accepted.' }),
  id: Type.String({ format: 'uuid', description: 'The membership’s id, or the invitation’s.' }),
  userId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  email: Type.String(),
  fullName: Type.Union([Type.String(), Type.Null()]),
  preferredName: Type.Union([Type.String(), Type.Null()]),
  role: Type.Union([
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      description: Type.Union([Type.String(), Type.Null()]),
      permissions: Type.Array(Type.String()),
      builtIn: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  status: MemberStatus,
  statusCode: Type.Integer({ description: 'The spec’s codes: Invited 0, Active 1, Deactivated -1, Expired -2, Blocked (shown as Removed) -3.' }),
  isOwner: Type.Boolean(),
  since: Type.String({ format: 'date-time', description: 'When the person joined, or was invited.' }),
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'For invitations, until when the link works.' }),
});
export type MemberResponse = Static<typeof MemberResponse>;

export const ListQuery = Type.Object({
  first: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  after: Type.Optional(Type.String({ maxLength: 500 })),
  status: Type.Optional(MemberStatus),
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Matches name or email, case-insensitively.' })),
});
export type ListQuery = Static<typeof ListQuery>;

export const ListResponse = Type.Object({
  items: Type.Array(Type.Object({ cursor: Type.String(), node: MemberResponse })),
  totalCount: Type.Integer(),
  hasNextPage: Type.Boolean(),
});

export const BatchQuery = Type.Object({ ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100 }) });
export type BatchQuery = Static<typeof BatchQuery>;

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type IdParams = Static<typeof IdParams>;

export const RoleBody = Type.Object({ roleId: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
export type RoleBody = Static<typeof RoleBody>;
