import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyring, keyIdOf } from './keyring.js';

describe('the credentials keyring', () => {
  it('opens what it sealed, and the sealed text shows nothing of the secret', () => {
    const keyring = createKeyring(randomBytes(32));
    const sealed = keyring.seal('{"password":"Rahasia123"}');
    expect(sealed).not.toContain('Rahasia');
    expect(sealed.split('.')).toHaveLength(5);
    expect(keyring.open(sealed)).toBe('{"password":"Rahasia123"}');
  });

  it('after a rotation, opens what the previous key sealed and says it needs resealing', () => {
    const old = randomBytes(32);
    const sealedBefore = createKeyring(old).seal('rahasia');
    const rotated = createKeyring(randomBytes(32), [old]);
    expect(rotated.open(sealedBefore)).toBe('rahasia');
    expect(rotated.needsResealing(sealedBefore)).toBe(true);
    expect(rotated.needsResealing(rotated.seal('rahasia'))).toBe(false);
  });

  it('refuses a tampered value, and one sealed under a key it does not have, naming the key id', () => {
    const keyring = createKeyring(randomBytes(32));
    const sealed = keyring.seal('rahasia').split('.');
    sealed[4] = Buffer.from('lain').toString('base64url');
    expect(() => keyring.open(sealed.join('.'))).toThrow();
    const stranger = randomBytes(32);
    expect(() => keyring.open(createKeyring(stranger).seal('x'))).toThrow(keyIdOf(stranger));
  });
});

describe('a value the configured keys do not open', () => {
  it("is refused naming the setting the keyring's key comes from and the key id it was sealed under", () => {
    const keyring = createKeyring(randomBytes(32), [], 'WEBHOOK_SECRETS_KEY');
    const stranger = randomBytes(32);
    expect(() => keyring.open(createKeyring(stranger).seal('x'))).toThrow(
      `A value was sealed under key ${keyIdOf(stranger)}, which WEBHOOK_SECRETS_KEY does not hold; configure that key among WEBHOOK_SECRETS_KEY's previous keys.`,
    );
    const altered = keyring.seal('rahasia').split('.');
    altered[4] = Buffer.from('lain').toString('base64url');
    expect(() => keyring.open(altered.join('.'))).toThrow(
      `A value sealed under key ${keyring.currentKeyId} of WEBHOOK_SECRETS_KEY does not open: it was altered.`,
    );
  });
});
