import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from './nextPath';

describe('safeNextPath', () => {
  it('keeps a path of this app with its search and hash', () => {
    expect(safeNextPath('/counterparties?search=x')).toBe('/counterparties?search=x');
    expect(safeNextPath('/expected-transactions/2b1c/edit#top')).toBe(
      '/expected-transactions/2b1c/edit#top',
    );
    expect(safeNextPath('/counterparties?search=PT%20Maju')).toBe(
      '/counterparties?search=PT%20Maju',
    );
  });

  it.each([
    ['//evil.com'],
    ['https://evil.com'],
    ['http://evil.com/counterparties'],
    ['/\\evil.com'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    ['\\/evil.com'],
    ['javascript:alert(1)'],
    ['evil.com'],
    [' /counterparties'],
    [''],
    [null],
  ])('refuses %j (another site, or no path)', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('refuses the sign-in and sign-out pages, which would only loop', () => {
    expect(safeNextPath('/')).toBeNull();
    expect(safeNextPath('/?next=/home')).toBeNull();
    expect(safeNextPath('/logout?session=expired')).toBeNull();
  });
});

describe('signInPathFor', () => {
  it('carries the location, encoded, to the sign-in page', () => {
    expect(signInPathFor('/counterparties?search=x')).toBe('/?next=%2Fcounterparties%3Fsearch%3Dx');
    expect(signInPathFor('//evil.com')).toBe('/');
  });
});
