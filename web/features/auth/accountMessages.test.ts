import { describe, expect, it } from 'vitest';
import { en, id } from '../../i18n/messageFiles';

const catalogues: Record<string, Record<string, string>> = { en, id };

describe('the messages of password recovery and invitations', () => {
  it('when the spec or the service gives the words, the English catalogue uses them exactly', () => {
    expect(en['validation.passwordMismatch']).toBe('Password did not match');
    expect(en['error.PASSWORD_MISMATCH']).toBe('Password did not match');
    expect(en['error.U-ACC-PW-4']).toBe(
      'This password reset link has expired or was already used. Request a new one.',
    );
    expect(en['error.U-ACC-INV-1']).toBe(
      'This invitation has expired or was already used. Ask for a new one.',
    );
    expect(en['error.U-ACC-INV-2']).toBe('You cannot invite yourself.');
    expect(en['error.U-ACC-INV-3']).toBe('This person is already a member of the organisation.');
    expect(en['error.U-ACC-INV-4']).toBe('Role not found.');
  });

  it('when a message of these pages is read, Indonesian has its own translation', () => {
    const keys = Object.keys(en).filter(
      (key) =>
        /^(forgotPassword|invitation|password)\./.test(key) ||
        /^error\.(U-ACC-INV|PASSWORD_MISMATCH)/.test(key),
    );
    expect(keys.length).toBeGreaterThan(40);
    const untranslated = keys.filter(
      (key) => catalogues.id?.[key] === en[key as keyof typeof en] && !key.endsWith('Placeholder'),
    );
    expect(untranslated).toEqual([]);
  });
});
