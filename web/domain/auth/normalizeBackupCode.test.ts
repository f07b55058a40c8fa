import { describe, expect, it } from 'vitest';
import { normalizeBackupCode } from './normalizeBackupCode';

describe('normalizeBackupCode', () => {
  it('when a code is typed with its dash, it is kept as typed', () => {
    expect(normalizeBackupCode('ab12-cd34')).toBe('ab12-cd34');
  });

  it('when a code is typed without the dash or with spaces, the dash is put back', () => {
    expect(normalizeBackupCode(' ab12 cd34 ')).toBe('ab12-cd34');
    expect(normalizeBackupCode('AB12CD34')).toBe('AB12-CD34');
  });

  it('when the text is not eight letters or digits, it is not a backup code', () => {
    expect(normalizeBackupCode('ab12-cd3')).toBeNull();
    expect(normalizeBackupCode('123456')).toBeNull();
    expect(normalizeBackupCode('ab12_cd34')).toBeNull();
  });
});
