import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.js';

describe('an authenticator secret the configured key does not open', () => {
  it('sealed under another TWO_FACTOR_SECRET_KEY, is refused naming that setting', () => {
    const sealed = createSecretBox(randomBytes(32)).seal('JBSWY3DPEHPK3PXP');
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow(
      'An authenticator secret does not open with TWO_FACTOR_SECRET_KEY: it was sealed under another key (or altered).',
    );
  });
});
