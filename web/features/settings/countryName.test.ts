import { describe, expect, it } from 'vitest';
import { countryName } from './countryName';

describe('countryName', () => {
  it('when the code is Indonesia, English shows "Indonesia"', () => {
    expect(countryName('ID', 'en')).toBe('Indonesia');
  });

  it('when the code is the Netherlands and the language is Indonesian, it shows "Belanda"', () => {
    expect(countryName('NL', 'id')).toBe('Belanda');
  });

  it('when the code is written in lower case, it is still recognised', () => {
    expect(countryName('sg', 'en')).toBe('Singapore');
  });

  it('when there is no code, or it is not two letters, the answer is null (shown as "Unknown")', () => {
    expect(countryName(null, 'en')).toBeNull();
    expect(countryName('', 'id')).toBeNull();
    expect(countryName('IDN', 'en')).toBeNull();
  });
});
