import { Type, type Static, type TProperties } from 'typebox';
import { defineErrors } from '../common/errors.js';
import { LiteralUnion } from '../common/literal-union.js';
import { OpaqueToken, PasswordText } from './passwords.js';

export const SignInBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 320 }),
    password: PasswordText,
    organizationId: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBody>;

export const RefreshBody = Type.Object(
  { refreshToken: OpaqueToken },
  { additionalProperties: false },
);
export type RefreshBody = Static<typeof RefreshBody>;

export const RevocationsResponse = Type.Object({
  items: Type.Array(
    Type.Object({
      sessionId: Type.String({ format: 'uuid' }),
      until: Type.Integer({
        description:
          'Seconds since the epoch when every access token of the session has expired; refuse them until then.',
      }),
      generation: Type.Optional(
        Type.Integer({
          description:
            'Present when the session lives on with a new role: refuse only its tokens whose `gen` claim is lower.',
        }),
      ),
    }),
  ),
});

export const TokenPairResponse = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.String(),
  expiresIn: Type.Integer({ description: 'Seconds until the access token expires.' }),
  sessionId: Type.String(),
  organizationId: Type.String(),
});

/** A second factor a user may have: an authenticator app, backup codes or a passkey. */
export const TwoFactorMethodType = LiteralUnion(['AUTHENTICATOR_APP', 'BACKUP_CODES', 'PASSKEY']);

export const TwoFactorChallengeResponse = Type.Object({
  twoFactorRequired: Type.Literal(true),
  challengeToken: Type.String({
    description:
      'Single use, valid five minutes, for POST /sessions/two-factor or POST /sessions/passkey.',
  }),
  methods: Type.Array(TwoFactorMethodType),
});

export const TwoFactorSetupChallengeResponse = Type.Object({
  twoFactorSetupRequired: Type.Literal(true),
  challengeToken: Type.String({
    description:
      'The organisation requires a second factor and the user has none: single use, valid five minutes, for POST /sessions/two-factor-setup/….',
  }),
});

/** What proving the first factor answers: a session, the second step, or the enforced setup of a second factor. */
export const FirstFactorResponse = Type.Union([
  TokenPairResponse,
  TwoFactorChallengeResponse,
  TwoFactorSetupChallengeResponse,
]);

export const ChallengeBody = Type.Object(
  { challengeToken: OpaqueToken },
  { additionalProperties: false },
);
export type ChallengeBody = Static<typeof ChallengeBody>;

export const SetupConfirmBody = Type.Object(
  {
    challengeToken: OpaqueToken,
    code: Type.String({ minLength: 1, maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type SetupConfirmBody = Static<typeof SetupConfirmBody>;

/** A WebAuthn response as @simplewebauthn/browser produces it (checked in depth by the verifier). */
const CeremonyResponse = <Fields extends TProperties>(responseFields: Fields) =>
  Type.Object(
    {
      id: Type.String({ minLength: 1, maxLength: 1400 }),
      rawId: Type.String({ minLength: 1, maxLength: 1400 }),
      type: Type.Literal('public-key'),
      response: Type.Object(responseFields),
      clientExtensionResults: Type.Object({}),
      authenticatorAttachment: Type.Optional(Type.String({ maxLength: 40 })),
    },
    { additionalProperties: false },
  );

const b64 = (maxLength: number) => Type.String({ maxLength, pattern: '^[A-Za-z0-9_-]*={0,2}$' });

export const AuthenticationResponseBody = CeremonyResponse({
  clientDataJSON: b64(8192),
  authenticatorData: b64(8192),
  signature: b64(2048),
  userHandle: Type.Optional(b64(256)),
});

export const RegistrationResponseBody = CeremonyResponse({
  clientDataJSON: b64(8192),
  attestationObject: b64(65536),
  authenticatorData: Type.Optional(b64(65536)),
  transports: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10 })),
  publicKeyAlgorithm: Type.Optional(Type.Integer()),
  publicKey: Type.Optional(b64(8192)),
});

export const PasskeySignInBody = Type.Object(
  {
    response: AuthenticationResponseBody,
    challengeToken: Type.Optional(OpaqueToken),
  },
  { additionalProperties: false },
);
export type PasskeySignInBody = Static<typeof PasskeySignInBody>;

export const PasskeyOptionsBody = Type.Object(
  { challengeToken: Type.Optional(OpaqueToken) },
  { additionalProperties: false },
);
export type PasskeyOptionsBody = Static<typeof PasskeyOptionsBody>;

/** Options for the browser's WebAuthn call, passed on untouched. */
export const WebAuthnOptionsResponse = Type.Object({
  options: Type.Object({}, { additionalProperties: true }),
});

export const TwoFactorBody = Type.Object(
  {
    challengeToken: OpaqueToken,
    method: Type.Union([Type.Literal('AUTHENTICATOR_APP'), Type.Literal('BACKUP_CODES')]),
    code: Type.String({ minLength: 1, maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type TwoFactorBody = Static<typeof TwoFactorBody>;

/** Move the caller to another organisation they are an active member of. */
export const SwitchOrganizationBody = Type.Object(
  { organizationId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type SwitchOrganizationBody = Static<typeof SwitchOrganizationBody>;

/** A new authenticator secret, as text and as the URI an authenticator app scans. */
export const AuthenticatorSecretResponse = Type.Object({
  secret: Type.String(),
  otpauthUri: Type.String(),
});
export type AuthenticatorSecretResponse = Static<typeof AuthenticatorSecretResponse>;

export type TokenPairResponse = Static<typeof TokenPairResponse>;
export type FirstFactorResponse = Static<typeof FirstFactorResponse>;
export type RevocationsResponse = Static<typeof RevocationsResponse>;

/** The sign-in refusals (spec section 8, U-ACC-AU). */
export const authErrors = defineErrors({
  wrongCredentials: {
    status: 401,
    code: 'U-ACC-AU-1',
    message: 'Your email or password does not match.',
  },
  notActive: { status: 403, code: 'U-ACC-AU-2', message: 'Your account is not active.' },
  invalidRefreshToken: {
    status: 401,
    code: 'U-ACC-AU-3',
    message: 'Your session has ended. Please sign in again.',
  },
  notMember: {
    status: 403,
    code: 'U-ACC-AU-4',
    message: 'You are not an active member of that organisation.',
  },
  challengeExpired: {
    status: 401,
    code: 'U-ACC-AU-8',
    message: 'Your sign-in has expired. Please enter your email and password again.',
  },
  twoFactorSetupRequired: {
    status: 403,
    code: 'U-ACC-AU-10',
    message: 'Your organisation requires two-factor authentication. Sign in again to set it up.',
  },
});

/** The lockout after repeated failed sign-ins (sessions/lockout.ts). */
export const lockoutErrors = defineErrors({
  attemptsExceeded: {
    status: 429,
    code: 'U-ACC-AU-5',
    message: 'Too many sign-in attempts. Your account is locked for a while.',
  },
  locked: {
    status: 429,
    code: 'U-ACC-AU-6',
    message: 'Your account is in a lock period. Please try again later.',
  },
});
