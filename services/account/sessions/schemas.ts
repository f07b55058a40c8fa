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
