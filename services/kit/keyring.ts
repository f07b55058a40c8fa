import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seals small secrets (bank credentials) with AES-256-GCM under the current
 * key, and opens what any known key sealed: `v1.<keyId>.<iv>.<tag>.<body>`,
 * base64url, the key id being the first 8 bytes of the key's SHA-256. With
 * the previous keys kept for opening, a key is rotated by configuring a new
 * current key and re-sealing everything (`needsResealing` tells which).
 */
export type Keyring = {
  seal(plain: string): string;
  open(sealed: string): string;
  /** Whether a sealed value was sealed under a key other than the current one. */
  needsResealing(sealed: string): boolean;
  currentKeyId: string;
};

export const keyIdOf = (key: Buffer) =>
  createHash('sha256').update(key).digest().subarray(0, 8).toString('base64url');

/**
 * `name`: the setting the current key comes from (`TREASURY_CREDENTIALS_KEY`), named in the error a
 * value sealed under a key it does not hold answers, with that key's id.
 */
export function createKeyring(
  current: Buffer,
  previous: Buffer[] = [],
  name = 'the keyring',
): Keyring {
  for (const key of [current, ...previous])
    if (key.length !== 32) throw new Error('Keys must be 32 bytes.');
  const keys = new Map([current, ...previous].map((key) => [keyIdOf(key), key]));
  const currentKeyId = keyIdOf(current);
  return {
    currentKeyId,
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(currentKeyId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        currentKeyId,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, keyId, iv, tag, body] = sealed.split('.');
      const key = keyId ? keys.get(keyId) : undefined;
      if (version !== 'v1' || !keyId || !iv || !tag || body === undefined)
        throw new Error('Unreadable sealed value.');
      if (!key)
        throw new Error(
          `A value was sealed under key ${keyId}, which ${name} does not hold; configure that key among ${name}'s previous keys.`,
        );
      return openAesGcm(
        key,
        { iv, tag, body, aad: keyId },
        `A value sealed under key ${keyId} of ${name} does not open: it was altered.`,
      );
    },
    needsResealing: (sealed) => sealed.split('.')[1] !== currentKeyId,
  };
}

/** Reads a 32-byte base64 key from a variable, naming it when malformed. */
export function readKey(name: string, value: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== 32)
    throw new Error(
      `Configuration error: ${name} must be 32 bytes in base64 (openssl rand -base64 32).`,
    );
  return key;
}

/**
 * Opens an AES-256-GCM value (its parts in base64url; `aad` the authenticated data, if any), or
 * throws `failure`: GCM tells no more than that the key or the value is not the one sealed.
 */
export function openAesGcm(
  key: Buffer,
  sealed: { iv: string; tag: string; body: string; aad?: string },
  failure: string,
): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64url'));
  if (sealed.aad !== undefined) decipher.setAAD(Buffer.from(sealed.aad));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64url'));
  try {
    return Buffer.concat([
      decipher.update(Buffer.from(sealed.body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new Error(failure);
  }
}
