import { Type, type Static } from 'typebox';

export const SignInBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 320 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    organizationId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBody>;

export const RefreshBody = Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type RefreshBody = Static<typeof RefreshBody>;

export const TokenPairResponse = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.String(),
  expiresIn: Type.Integer({ description: 'Seconds until the access token expires.' }),
  sessionId: Type.String(),
  organizationId: Type.String(),
});

export const TwoFactorChallengeResponse = Type.Object({
  twoFactorRequired: Type.Literal(true),
  challengeToken: Type.String({ description: 'Single use, valid five minutes, for POST /sessions/two-factor.' }),
  methods: Type.Array(Type.Union([Type.Literal('AUTHENTICATOR_APP'), Type.Literal('BACKUP_CODES')])),
});

export const TwoFactorBody = Type.Object(
  {
    challengeToken: Type.String({ minLength: 1, maxLength: 200 }),
    method: Type.Union([Type.Literal('AUTHENTICATOR_APP'), Type.Literal('BACKUP_CODES')]),
    code: Type.String({ minLength: 1, maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type TwoFactorBody = Static<typeof TwoFactorBody>;
