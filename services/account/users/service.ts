import type { Kysely } from 'kysely';
import { ServiceError } from '../../kit/errors.js';
import type { AccountDatabase } from '../db-types.js';
import type { ProfileBody, UserResponse } from './schemas.js';

export const FULL_NAME_MAX = 200;
export const PREFERRED_NAME_MAX = 100;

/** The users module's codes (spec section 8: `U-ACC-US-{n}`). */
export const profileErrors = {
  fullNameRequired: () => new ServiceError(400, 'U-ACC-US-1', 'Your full name is required.', 'fullName'),
  fullNameTooLong: () => new ServiceError(400, 'U-ACC-US-2', `Use at most ${FULL_NAME_MAX} characters for your full name.`, 'fullName'),
  preferredNameTooLong: () => new ServiceError(400, 'U-ACC-US-3', `Use at most ${PREFERRED_NAME_MAX} characters for your preferred name.`, 'preferredName'),
};

/** Checks and tidies a profile: names trimmed, an empty preferred name cleared; the first broken rule throws. */
export function checkProfile(body: ProfileBody) {
  const fullName = body.fullName.trim();
  if (!fullName) throw profileErrors.fullNameRequired();
  if (fullName.length > FULL_NAME_MAX) throw profileErrors.fullNameTooLong();
  const preferredName = body.preferredName?.trim() || null;
  if (preferredName !== null && preferredName.length > PREFERRED_NAME_MAX) throw profileErrors.preferredNameTooLong();
  return { full_name: fullName, preferred_name: preferredName, language: body.language };
}

/** Changes the user's own profile (My Profile) and answers it as it is now. */
export async function updateProfile(db: Kysely<AccountDatabase>, userId: string, body: ProfileBody): Promise<UserResponse> {
  const user = await db.updateTable('users').set(checkProfile(body)).where('id', '=', userId).returning(['id', 'email', 'full_name', 'preferred_name', 'language']).executeTakeFirstOrThrow();
  return { id: user.id, email: user.email, fullName: user.full_name, preferredName: user.preferred_name, language: user.language };
}
