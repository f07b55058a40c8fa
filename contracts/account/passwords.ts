import { Type, type Static } from 'typebox';
import { defineErrors } from '../common/errors.js';

/** A password as typed: never empty, at most 1,024 characters (the service checks the policy). */
export const PasswordText = Type.String({ minLength: 1, maxLength: 1024 });

/** A token the account service hands out and takes back (a mailed link's, a refresh token, a second-factor challenge): never empty, at most 200 characters. */
export const OpaqueToken = Type.String({ minLength: 1, maxLength: 200 });

/** A mailed single-use link's token (an invitation's, a password reset's) as the path names it. */
export const LinkTokenParams = Type.Object({ token: OpaqueToken });

export const PasswordChangeBody = Type.Object(
  {
    currentPassword: PasswordText,
    password: PasswordText,
  },
  { additionalProperties: false },
);
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;
export const PasswordResetRequestBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 320 }) },
  { additionalProperties: false },
);
export type PasswordResetRequestBody = Static<typeof PasswordResetRequestBody>;
export const PasswordResetCompleteBody = Type.Object(
  {
    token: OpaqueToken,
    password: PasswordText,
  },
  { additionalProperties: false },
);
export type PasswordResetCompleteBody = Static<typeof PasswordResetCompleteBody>;
export const PasswordResetTokenParams = LinkTokenParams;
export type PasswordResetTokenParams = Static<typeof PasswordResetTokenParams>;

/** Whether a reset link still works, and until when. */
export const PasswordResetLinkResponse = Type.Object({ expiresAt: Type.String() });
export type PasswordResetLinkResponse = Static<typeof PasswordResetLinkResponse>;

/** The password policy (spec section 8): the field is the password being set. */
export const passwordPolicyErrors = defineErrors({
  weak: {
    status: 400,
    code: 'U-ACC-PW-1',
    message:
      'Password must be at least 8 characters, with at least one capital letter and one number.',
  },
  tooLong: { status: 400, code: 'U-ACC-PW-2', message: 'Password is too long.' },
  common: {
    status: 400,
    code: 'U-ACC-PW-3',
    message: 'This password is too common. Choose another.',
  },
});

/** Changing one’s own password. */
export const passwordChangeErrors = defineErrors({
  wrongCurrent: {
    status: 400,
    code: 'U-ACC-PW-5',
    message: 'Your current password is wrong.',
    field: 'currentPassword',
  },
  unchanged: {
    status: 400,
    code: 'U-ACC-PW-6',
    message: 'Choose a new password that differs from the current one.',
    field: 'password',
  },
});

/** Resetting a password through a mailed link. */
export const passwordResetErrors = defineErrors({
  linkExpired: {
    status: 410,
    code: 'U-ACC-PW-4',
    message: 'This password reset link has expired or was already used. Request a new one.',
    field: 'token',
  },
});
