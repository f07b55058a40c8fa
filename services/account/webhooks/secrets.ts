import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createKeyring, readKey, type Keyring } from '../../kit/keyring.js';
import { envList } from '../../../platform/env.js';
import type { AccountDatabase } from '../db-types.js';
import { keepServiceSecret } from '../two-factor/repository.js';

/** A new signing secret as Standard Webhooks writes one: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The keyring that seals endpoints' signing secrets (they must be usable to
 * sign, so they are sealed, not hashed): `WEBHOOK_SECRETS_KEY` (32 bytes,
 * base64) seals; `WEBHOOK_SECRETS_PREVIOUS_KEYS` (comma-separated) only open,
 * during a rotation of that key. Outside production, without a key, one is
 * generated once and kept in the database; production refuses to start.
 */
export async function loadWebhookKeyring(db: Kysely<AccountDatabase>): Promise<Keyring> {
  const previous = envList('WEBHOOK_SECRETS_PREVIOUS_KEYS').map((value) =>
    readKey('WEBHOOK_SECRETS_PREVIOUS_KEYS', value),
  );
  const configured = process.env.WEBHOOK_SECRETS_KEY;
  if (configured)
    return createKeyring(
      readKey('WEBHOOK_SECRETS_KEY', configured),
      previous,
      'WEBHOOK_SECRETS_KEY',
    );
  if (process.env.NODE_ENV === 'production')
    throw new Error('Configuration error: WEBHOOK_SECRETS_KEY is required in production.');
  const kept = await keepServiceSecret(
    db,
    'webhook-secrets-key',
    randomBytes(32).toString('base64'),
  );
  return createKeyring(Buffer.from(kept, 'base64'), previous, 'WEBHOOK_SECRETS_KEY');
}
