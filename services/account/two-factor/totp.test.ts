import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchingTotpStep, totpCode } from './totp.js';

// RFC 6238, appendix B: the seeds are ASCII "1234567890" repeated to 20, 32 and 64 bytes.
const seed = (bytes: number) =>
  OTPAuth.Secret.fromLatin1('1234567890'.repeat(7).slice(0, bytes)).base32;
const SEEDS = { SHA1: seed(20), SHA256: seed(32), SHA512: seed(64) } as const;

const VECTORS: [number, string, keyof typeof SEEDS][] = [
  [59, '94287082', 'SHA1'],
  [59, '46119246', 'SHA256'],
  [59, '90693936', 'SHA512'],
  [1111111109, '07081804', 'SHA1'],
  [1111111109, '68084774', 'SHA256'],
  [1111111109, '25091201', 'SHA512'],
  [1111111111, '14050471', 'SHA1'],
  [1111111111, '67062674', 'SHA256'],
  [1111111111, '99943326', 'SHA512'],
  [1234567890, '89005924', 'SHA1'],
  [1234567890, '91819424', 'SHA256'],
  [1234567890, '93441116', 'SHA512'],
  [2000000000, '69279037', 'SHA1'],
  [2000000000, '90698825', 'SHA256'],
  [2000000000, '38618901', 'SHA512'],
  [20000000000, '65353130', 'SHA1'],
  [20000000000, '77737706', 'SHA256'],
  [20000000000, '47863826', 'SHA512'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at T=%i gives %s with %s (appendix B)', (seconds, expected, algorithm) => {
    expect(totpCode(SEEDS[algorithm], seconds * 1000, { algorithm, digits: 8 })).toBe(expected);
  });

  it('accepts the code of the step before and after now, and no further', () => {
    const now = 1_795_000_000_000;
    const step = Math.floor(now / 30_000);
    for (const delta of [-1, 0, 1])
      expect(matchingTotpStep(SEEDS.SHA1, totpCode(SEEDS.SHA1, now + delta * 30_000), now)).toBe(
        step + delta,
      );
    for (const delta of [-2, 2])
      expect(
        matchingTotpStep(SEEDS.SHA1, totpCode(SEEDS.SHA1, now + delta * 30_000), now),
      ).toBeNull();
  });

  it.each(['12345', '1234567', 'abcdef', ''])('refuses %j as not six digits', (code) => {
    expect(matchingTotpStep(SEEDS.SHA1, code)).toBeNull();
  });
});
