import { describe, expect, it } from 'vitest';
import { passwordRuleChecks } from './passwordRuleChecks';

describe('passwordRuleChecks', () => {
  it('when a password has 8 characters, a capital letter and a number, it meets every rule', () => {
    expect(passwordRuleChecks('Rahasia1')).toEqual({ length: true, capital: true, number: true });
  });

  it('when a password is 7 characters long, it fails only the length rule', () => {
    expect(passwordRuleChecks('Rahasi1')).toEqual({ length: false, capital: true, number: true });
  });

  it('when a password has no capital letter or no number, those rules fail', () => {
    expect(passwordRuleChecks('rahasia12')).toEqual({ length: true, capital: false, number: true });
    expect(passwordRuleChecks('Rahasiaku')).toEqual({ length: true, capital: true, number: false });
  });

  it('when the password is empty, no rule is met', () => {
    expect(passwordRuleChecks('')).toEqual({ length: false, capital: false, number: false });
  });
});
