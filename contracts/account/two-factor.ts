import { Type, type Static } from 'typebox';
import { defineErrors } from '../common/errors.js';
import { PasswordText } from './passwords.js';
import { TwoFactorMethodType } from './sessions.js';

export { AuthenticatorSecretResponse } from './sessions.js';

export const TwoFactorMethodsResponse = Type.Object({
  methods: Type.Array(
    Type.Object({
      type: TwoFactorMethodType,
      createdAt: Type.String({ format: 'date-time' }),
      remainingCodes: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
});
export type TwoFactorMethodsResponse = Static<typeof TwoFactorMethodsResponse>;
export const TwoFactorCodeBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 20 }) },
  { additionalProperties: false },
);
export type TwoFactorCodeBody = Static<typeof TwoFactorCodeBody>;
export const TwoFactorPasswordBody = Type.Object(
  { password: PasswordText },
  { additionalProperties: false },
);
export type TwoFactorPasswordBody = Static<typeof TwoFactorPasswordBody>;
export const TwoFactorOptionalPasswordBody = Type.Object(
  { password: Type.Optional(Type.String({ maxLength: 1024 })) },
  { additionalProperties: false },
);
export type TwoFactorOptionalPasswordBody = Static<typeof TwoFactorOptionalPasswordBody>;
export const TwoFactorTransactionBody = Type.Object(
  {
    method: Type.Union([Type.Literal('AUTHENTICATOR_APP'), Type.Literal('BACKUP_CODES')]),
    code: Type.String({ minLength: 1, maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type TwoFactorTransactionBody = Static<typeof TwoFactorTransactionBody>;

/** Backup codes, shown once. */
export const BackupCodesResponse = Type.Object({ codes: Type.Array(Type.String()) });
export type BackupCodesResponse = Static<typeof BackupCodesResponse>;

/** The second factors’ refusals (spec section 8). */
export const twoFactorErrors = defineErrors({
  invalidCode: { status: 400, code: 'U-ACC-AU-7', message: 'Invalid 2FA code.', field: 'code' },
  backupCodeNotForTransactions: {
    status: 400,
    code: 'U-ACC-AU-9',
    message: 'Backup codes can only be used to sign in.',
    field: 'method',
  },
  onlyOneAuthenticator: {
    status: 409,
    code: 'U-ACC-2FA-1',
    message: 'You can add only one authenticator app.',
  },
  authenticatorRequired: {
    status: 400,
    code: 'U-ACC-2FA-2',
    message: 'Set up an authenticator app first.',
  },
  backupCodesExist: {
    status: 409,
    code: 'U-ACC-2FA-3',
    message: 'Backup codes were already generated. Confirm your password to replace them.',
    field: 'password',
  },
  wrongPassword: {
    status: 400,
    code: 'U-ACC-2FA-4',
    message: 'Wrong password.',
    field: 'password',
  },
  noBackupCodes: { status: 400, code: 'U-ACC-2FA-5', message: 'No backup codes are set up.' },
});
