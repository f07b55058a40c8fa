import { Type, type Static } from 'typebox';

const Language = Type.Union([Type.Literal('en'), Type.Literal('id')], { description: 'en or id.' });

export const UserResponse = Type.Object({
  id: Type.String(),
  email: Type.String(),
  fullName: Type.String(),
  preferredName: Type.Union([Type.String(), Type.Null()]),
  language: Type.Optional(Type.Union([Language, Type.Null()], { description: 'The interface language the user chose; null until they choose one. Only for the caller.' })),
});
export type UserResponse = Static<typeof UserResponse>;

/** The caller's own profile (My Profile), all given. */
export const ProfileBody = Type.Object(
  {
    fullName: Type.String({ description: 'Required, at most 200 characters.' }),
    preferredName: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'At most 100 characters; empty or null clears it.' })),
    language: Language,
  },
  { additionalProperties: false },
);
export type ProfileBody = Static<typeof ProfileBody>;

export const OrganizationResponse = Type.Object({
  id: Type.String(),
  name: Type.String(),
  username: Type.String(),
  timeZone: Type.String(),
  defaultCurrency: Type.String(),
  twoFactorRequired: Type.Boolean({ description: 'Whether every member must sign in with a second factor.' }),
  selfApprovalAllowed: Type.Boolean({ description: 'Whether a Maker & Approver may approve their own payments and transfers.' }),
  transfersActive: Type.Boolean({ description: 'Whether creating transfers is allowed.' }),
  paymentsActive: Type.Boolean({ description: 'Whether creating payments is allowed.' }),
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
