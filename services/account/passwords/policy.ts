import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordErrors } from './errors.js';

export { passwordErrors };

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The ~49,000 most common passwords (zxcvbn-ts's list), lower-cased. */
const COMMON = new Set(
  (dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()),
);

/**
 * The spec's password policy (8+ characters, a capital letter, a number), up
 * to 128 characters, and not among the most common passwords, ignoring case.
 * Throws a ServiceError naming `field`.
 */
export function checkPasswordPolicy(password: string, field = 'password'): void {
  if (password.length > PASSWORD_MAX_LENGTH) throw passwordErrors.tooLong(field);
  if (password.length < PASSWORD_MIN_LENGTH || !/[A-Z]/.test(password) || !/\d/.test(password))
    throw passwordErrors.weak(field);
  if (COMMON.has(password.toLowerCase())) throw passwordErrors.common(field);
}
