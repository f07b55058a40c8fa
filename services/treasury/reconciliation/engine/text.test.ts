import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairsOf } from './score.js';
import { forEachReferenceKey, forEachReferenceKeyWhere, KeyFilter, simplify } from './text.js';

/** What `simplify` was before its one-pass ASCII reading: the fast reading must answer exactly as it. */
const simplifiedByExpressions = (text: string) =>
  text
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

const bankText = fc.string({
  unit: fc.constantFrom(...'abcXYZ019 /-.,:#\t\né'.split('')),
  maxLength: 60,
});

describe('simplify', () => {
  it('answers as the regular expressions do, on ASCII and on accented text', () => {
    fc.assert(
      fc.property(bankText, (text) => {
        expect(simplify(text)).toBe(simplifiedByExpressions(text));
      }),
      { numRuns: 2000 },
    );
    expect(simplify('  PT. Sinar-Jaya  Abadi ')).toBe('PT SINAR JAYA ABADI');
    expect(simplify('Café Sinar')).toBe('CAFE SINAR');
  });
});

describe('forEachReferenceKeyWhere', () => {
  it('hands over, in the same order, exactly the keys of the line that are among the filtered keys', () => {
    const words = fc.array(
      fc.constantFrom('INV', '2026', '11', '0042', 'TRF', 'A1', 'BCA', '8808123', 'PAY'),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(words, words, (line, reference) => {
        const simplified = line.join(' ');
        const all: string[] = [];
        forEachReferenceKey(simplified, (key) => all.push(key));
        // The items' keys: some of the line's own and some that are not in it.
        const keys = new Set([
          ...all.filter((_, at) => at % 2 === 0),
          reference.join(''),
          'INV2026110042',
        ]);
        const filter = new KeyFilter(keys, keys.size);
        const handed: string[] = [];
        forEachReferenceKeyWhere(` ${simplified} `, filter, (key) => handed.push(key));
        expect(handed.filter((key) => keys.has(key))).toEqual(all.filter((key) => keys.has(key)));
        // The filter lets few others through: every key handed is one of the line's.
        for (const key of handed) expect(all).toContain(key);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('pairsOf', () => {
  it('never rules out a text that stands in the line', () => {
    const compacted = fc.string({
      unit: fc.constantFrom(...'ABCINV0123456789'.split('')),
      minLength: 2,
      maxLength: 80,
    });
    fc.assert(
      fc.property(compacted, fc.nat(), fc.nat(), (line, from, length) => {
        const part = line.slice(from % line.length, (from % line.length) + 2 + (length % 20));
        const [whole, of] = [pairsOf(line), pairsOf(part)];
        expect((of.low & ~whole.low) | (of.high & ~whole.high)).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });
});
