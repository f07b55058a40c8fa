import { Type, type Static } from 'typebox';
import { defineErrors, nameRequiredError } from '../common/errors.js';
import { PasswordText } from './passwords.js';
import { RegistrationResponseBody } from './sessions.js';

export { IdParams } from '../common/schemas.js';
export { WebAuthnOptionsResponse } from './sessions.js';

/** Passkeys one user may register (one per device they sign in from). */
export const MAX_PASSKEYS = 10;
export const PASSKEY_NAME_MAX = 64;

export const PasskeyResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  synced: Type.Boolean({ description: 'Whether the passkey is synced across the user’s devices.' }),
});
export type PasskeyResponse = Static<typeof PasskeyResponse>;
export const PasskeyName = Type.String({ maxLength: 200 });
export const PasskeyRegisterBody = Type.Object(
  { name: PasskeyName, response: RegistrationResponseBody },
  { additionalProperties: false },
);
export type PasskeyRegisterBody = Static<typeof PasskeyRegisterBody>;
export const PasskeyRenameBody = Type.Object(
  { name: PasskeyName },
  { additionalProperties: false },
);
export type PasskeyRenameBody = Static<typeof PasskeyRenameBody>;
export const PasskeyRemoveBody = Type.Object(
  { password: PasswordText },
  { additionalProperties: false },
);
export type PasskeyRemoveBody = Static<typeof PasskeyRemoveBody>;

export const PasskeyListResponse = Type.Object({ items: Type.Array(PasskeyResponse) });
export type PasskeyListResponse = Static<typeof PasskeyListResponse>;

/** The spec's passkey messages (section 8). */
export const passkeyErrors = defineErrors({
  sessionNotFound: {
    status: 400,
    code: 'U-ACC-PK-1',
    message: 'Your passkey request has expired or was already used. Please try again.',
  },
  invalidCredential: {
    status: 400,
    code: 'U-ACC-PK-2',
    message: 'This passkey is not registered for this account.',
  },
  replay: {
    status: 400,
    code: 'U-ACC-PK-3',
    message:
      'This passkey answered with a used signature (a possible replay attack). Sign in another way, then remove it and register it again.',
  },
  nameTaken: {
    status: 409,
    code: 'U-ACC-PK-4',
    message: 'You already have a passkey with this name.',
    field: 'name',
  },
  notFound: { status: 404, code: 'U-ACC-PK-5', message: 'Passkey not found.' },
  verificationFailed: {
    status: 400,
    code: 'U-ACC-PK-6',
    message: 'The passkey could not be verified. Please try again.',
  },
  nameRequired: nameRequiredError('U-ACC-PK-7', 'passkey', PASSKEY_NAME_MAX),
  limitReached: {
    status: 409,
    code: 'U-ACC-PK-8',
    message: `You can register at most ${MAX_PASSKEYS} passkeys.`,
  },
  alreadyRegistered: {
    status: 409,
    code: 'U-ACC-PK-9',
    message: 'This passkey is already registered.',
  },
});
