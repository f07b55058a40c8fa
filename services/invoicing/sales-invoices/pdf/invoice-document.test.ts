import { describe, expect, it } from 'vitest';
import { writtenNpwp } from './invoice-document.js';

describe('an NPWP as a document prints it', () => {
  it('prints a 16-digit NPWP as its digits alone, as DJP’s documents do', () => {
    expect(writtenNpwp('0012345678901000')).toBe('0012345678901000');
    expect(writtenNpwp('3171011203950001')).toBe('3171011203950001');
    expect(writtenNpwp('3171 0112 0395 0001')).toBe('3171011203950001');
  });

  it('prints a 15-digit NPWP in its own form, however it was stored', () => {
    expect(writtenNpwp('012345678901000')).toBe('01.234.567.8-901.000');
    expect(writtenNpwp('01.234.567.8-901.000')).toBe('01.234.567.8-901.000');
  });

  it('prints anything else as stored rather than guess at it', () => {
    expect(writtenNpwp('12345')).toBe('12345');
  });
});
