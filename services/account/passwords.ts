import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountDatabase } from './db-types.js';

const KEY_LENGTH = 64;
/** scrypt's cost for every password the product stores: N 2^14, r 8, p 1 (about 35 ms and 16 MiB each). */
export const PASSWORD_HASH_PARAMS = { N: 16384, r: 8, p: 1 } as const;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/**
 * Hashes a password with scrypt and a random salt: `scrypt$N$r$p$salt$hash`
 * (base64url). The hash names its cost, which `verifyPassword` reads back.
 */
export async function hashPassword(
  password: string,
  params: { N: number; r: number; p: number } = PASSWORD_HASH_PARAMS,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Runs a hash of nothing, so that an unknown email takes as long as a wrong password. */
export const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$' + Buffer.alloc(KEY_LENGTH).toString('base64url');

/** Whether a user's current password is the one given (for confirming sensitive changes). */
export async function userPasswordMatches(
  db: Kysely<AccountDatabase>,
  userId: string,
  password: string,
): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return verifyPassword(password, user.password_hash);
}
