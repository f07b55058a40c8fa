import { randomUUID } from 'node:crypto';
import {
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import type { Kysely } from 'kysely';
import type { AccountDatabase } from './db-types.js';

export type SigningKeys = {
  kid: string;
  privateKey: CryptoKey;
  /** The public keys, published at `/.well-known/jwks.json`. */
  jwks: { keys: JWK[] };
  /** A key getter for verifying tokens inside the account service itself. */
  getKey: JWTVerifyGetKey;
};

const ALGORITHM = 'ES256';

/**
 * A new signing key: the keys that sign and verify with it, and its private
 * JWK as the database keeps it. The account service makes one on first start;
 * the treasury's module tests make one to stand in for the account service.
 */
export async function createSigningKey(): Promise<{ keys: SigningKeys; privateJwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
  const kid = randomUUID();
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALGORITHM };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALGORITHM, use: 'sig' };
  return {
    keys: { kid, privateKey, jwks: { keys: [publicJwk] }, getKey: async () => publicKey },
    privateJwk,
  };
}

/**
 * Loads the organisation-wide token signing key, creating it on first start.
 * Kept in the database so that every account-service instance and every
 * restart signs with the same key and existing sessions stay valid.
 */
export async function loadSigningKeys(db: Kysely<AccountDatabase>): Promise<SigningKeys> {
  let row = await db
    .selectFrom('signing_keys')
    .selectAll()
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row) {
    const { keys, privateJwk } = await createSigningKey();
    await db
      .insertInto('signing_keys')
      .values({
        kid: keys.kid,
        private_jwk: JSON.stringify(privateJwk),
        public_jwk: JSON.stringify(keys.jwks.keys[0]),
      })
      .execute();
    row = await db
      .selectFrom('signing_keys')
      .selectAll()
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
  }
  const publicJwk = row.public_jwk as JWK;
  const privateKey = (await importJWK(row.private_jwk as JWK, ALGORITHM)) as CryptoKey;
  const publicKey = (await importJWK(publicJwk, ALGORITHM)) as CryptoKey;
  return { kid: row.kid, privateKey, jwks: { keys: [publicJwk] }, getKey: async () => publicKey };
}
