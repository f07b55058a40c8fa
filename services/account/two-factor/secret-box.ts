import { createCipheriv, randomBytes } from 'node:crypto';
import { openAesGcm } from '../../kit/keyring.js';
import type { Kysely } from 'kysely';
import type { AccountDatabase } from '../db-types.js';
import { keepServiceSecret } from './repository.js';

/** Encrypts small secrets (authenticator seeds) at rest with AES-256-GCM. */
export type SecretBox = { seal: (plain: string) => string; open: (sealed: string) => string };

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secret key must be 32 bytes.');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !body) throw new Error('Unreadable sealed secret.');
      return openAesGcm(
        key,
        { iv, tag, body },
        'An authenticator secret does not open with TWO_FACTOR_SECRET_KEY: it was sealed under another key (or altered).',
      );
    },
  };
}

/**
 * The key for sealing secrets: `TWO_FACTOR_SECRET_KEY` (32 bytes, base64).
 * Outside production, without it, a key is generated once and kept in the
 * database so development data stays readable; production refuses to start.
 */
export async function loadSecretKey(db: Kysely<AccountDatabase>): Promise<Buffer> {
  const configured = process.env.TWO_FACTOR_SECRET_KEY;
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length !== 32)
      throw new Error('Configuration error: TWO_FACTOR_SECRET_KEY must be 32 bytes in base64.');
    return key;
  }
  if (process.env.NODE_ENV === 'production')
    throw new Error('Configuration error: TWO_FACTOR_SECRET_KEY is required in production.');
  return Buffer.from(
    await keepServiceSecret(db, 'two-factor-secret-key', randomBytes(32).toString('base64')),
    'base64',
  );
}
