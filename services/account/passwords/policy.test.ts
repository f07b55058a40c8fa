import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy } from './policy.js';

const codeOf = (password: string) => {
  try {
    checkPasswordPolicy(password);
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('the password policy', () => {
  it.each([
    ['Kopi2Susu', 'ok'],
    ['Ab1defgh', 'ok'],
    ['Ab1defg', 'U-ACC-PW-1'],
    ['abcdefg1', 'U-ACC-PW-1'],
    ['Abcdefgh', 'U-ACC-PW-1'],
    ['Password1', 'U-ACC-PW-3'],
    ['Qwerty123', 'U-ACC-PW-3'],
    [`A1${'x'.repeat(126)}`, 'ok'],
    [`A1${'x'.repeat(127)}`, 'U-ACC-PW-2'],
  ])('%j → %s', (password, expected) => {
    expect(codeOf(password)).toBe(expected);
  });
});
