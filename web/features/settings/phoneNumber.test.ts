import { describe, expect, it } from 'vitest';
import { formatLocalPhone, localPhoneDigits, toInternationalPhone } from './phoneNumber';

describe('phone numbers after +62', () => {
  it('when a mobile number is typed, it is grouped 3-4-4', () => {
    expect(formatLocalPhone('81234567890')).toBe('812-3456-7890');
    expect(formatLocalPhone('8123')).toBe('812-3');
  });

  it('when a Jakarta landline is typed with its leading 0, the 0 goes and the area code stands apart', () => {
    expect(formatLocalPhone('021 520 1234')).toBe('21-5201234');
    expect(formatLocalPhone('0274512345')).toBe('274-512345');
  });

  it('when a full international number is pasted, +62 is not repeated', () => {
    expect(localPhoneDigits('+62 812-3456-7890')).toBe('81234567890');
    expect(toInternationalPhone('+62 812-3456-7890')).toBe('+6281234567890');
  });

  it('when nothing is typed, there is no number to send', () => {
    expect(toInternationalPhone('  ')).toBeNull();
  });
});
