import { Type, type Static } from 'typebox';

export const UserResponse = Type.Object({
  id: Type.String(),
  email: Type.String(),
  fullName: Type.String(),
  preferredName: Type.Union([Type.String(), Type.Null()]),
});
export type UserResponse = Static<typeof UserResponse>;

export const OrganizationResponse = Type.Object({
  id: Type.String(),
  name: Type.String(),
  username: Type.String(),
  timeZone: Type.String(),
  defaultCurrency: Type.String(),
  twoFactorRequired: Type.Boolean({ description: 'Whether every member must sign in with a second factor.' }),
});

export const MeResponse = Type.Object({
  user: UserResponse,
  organization: OrganizationResponse,
  organizations: Type.Array(OrganizationResponse),
  role: Type.Object({
    id: Type.String(),
    name: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
    permissions: Type.Array(Type.String()),
    builtIn: Type.Union([Type.String(), Type.Null()]),
  }),
  permissions: Type.Array(Type.String()),
  usedTwoFactor: Type.Boolean(),
  twoFactorMethods: Type.Array(
    Type.Object({
      type: Type.Union([Type.Literal('AUTHENTICATOR_APP'), Type.Literal('BACKUP_CODES'), Type.Literal('PASSKEY')]),
      createdAt: Type.String(),
      remainingCodes: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
});

export const UsersQuery = Type.Object({
  ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100, description: 'Comma-separated or repeated user ids.' }),
});
export type UsersQuery = Static<typeof UsersQuery>;

export const UsersResponse = Type.Object({ items: Type.Array(UserResponse) });
