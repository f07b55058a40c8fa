import { describe, expect, it } from 'vitest';
import {
  compileRules,
  comparableText,
  firstMatchingRule,
  nameWords,
  ruleMatches,
  wildcardMatches,
  type MatcherLine,
  type MatcherRule,
} from './matcher.js';

const rule = (
  overrides: Partial<MatcherRule> & Pick<MatcherRule, 'id' | 'category'>,
): MatcherRule => ({
  direction: null,
  counterparty: null,
  descriptionPattern: null,
  descriptionMatch: 'CONTAINS',
  amountMin: null,
  amountMax: null,
  ...overrides,
});

const line = (overrides: Partial<MatcherLine> = {}): MatcherLine => ({
  description: 'TRF KE PT GRAHA PROPERTI SEWA DES',
  direction: 'DEBIT',
  amount: '45000000.00',
  counterpartyIds: [],
  ...overrides,
});

const matches = (one: MatcherRule, candidate: MatcherLine) =>
  ruleMatches(compileRules([one])[0]!, candidate);

describe('a description pattern', () => {
  it('"contains" matches the text anywhere, whatever its case, width or spacing', () => {
    const rent = rule({ id: 'r', category: 'RENT', descriptionPattern: 'graha  properti' });
    expect(matches(rent, line())).toBe(true);
    expect(matches(rent, line({ description: 'trf ke pt Graha\tProperti' }))).toBe(true);
    // Full-width letters are the plain ones (NFKC).
    expect(matches(rent, line({ description: 'ＧＲＡＨＡ PROPERTI' }))).toBe(true);
    expect(matches(rent, line({ description: 'GRAHA PROPERTINDO' }))).toBe(true);
    expect(matches(rent, line({ description: 'GRAHAPROPERTI' }))).toBe(false);
  });

  it('a wildcard matches the whole description, * any run and ? one character; regular expression characters are plain', () => {
    const marketplace = rule({
      id: 'm',
      category: 'SALES',
      descriptionPattern: 'tokopedia *',
      descriptionMatch: 'WILDCARD',
    });
    expect(matches(marketplace, line({ description: 'TOKOPEDIA SETTLEMENT 0411' }))).toBe(true);
    expect(matches(marketplace, line({ description: 'SETTLEMENT TOKOPEDIA 0411' }))).toBe(false);
    const invoice = rule({
      id: 'i',
      category: 'SALES',
      descriptionPattern: '*inv/202?/*',
      descriptionMatch: 'WILDCARD',
    });
    expect(matches(invoice, line({ description: 'PELUNASAN INV/2026/0042' }))).toBe(true);
    expect(matches(invoice, line({ description: 'PELUNASAN INV/26/0042' }))).toBe(false);
    const dots = rule({
      id: 'd',
      category: 'OTHER',
      descriptionPattern: 'a.b(c)+',
      descriptionMatch: 'WILDCARD',
    });
    expect(matches(dots, line({ description: 'a.b(c)+' }))).toBe(true);
    expect(matches(dots, line({ description: 'axb(c)' }))).toBe(false);
  });

  it('a hostile wildcard answers at once: no catastrophic backtracking', () => {
    const pattern = `${'*a'.repeat(40)}*b`;
    const text = 'a'.repeat(1000);
    const started = performance.now();
    expect(wildcardMatches(pattern, text)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('wildcards at either end and in a row', () => {
    expect(wildcardMatches('*', '')).toBe(true);
    expect(wildcardMatches('**abc**', 'xxabcxx')).toBe(true);
    expect(wildcardMatches('a?c', 'abc')).toBe(true);
    expect(wildcardMatches('a?c', 'ac')).toBe(false);
    expect(wildcardMatches('abc', 'abcd')).toBe(false);
    expect(comparableText('  Biaya   ADM\u00a0Bulanan ')).toBe('biaya adm bulanan');
  });
});

describe('a counterparty', () => {
  const graha = {
    id: 'cp-graha',
    names: ['Graha Properti', 'PT Graha Properti Abadi', 'PT GRAHA PROPERTI'],
  };

  it('matches a description naming it on word boundaries, as look-alike names compare', () => {
    const rent = rule({ id: 'r', category: 'RENT', counterparty: graha });
    expect(matches(rent, line())).toBe(true);
    // A Cyrillic А and an accent read as the plain letters.
    expect(matches(rent, line({ description: 'TRF GRАHA PRÓPERTI' }))).toBe(true);
    expect(matches(rent, line({ description: 'TRF GRAHA-PROPERTI/SEWA' }))).toBe(true);
    expect(matches(rent, line({ description: 'TRF GRAHAPROPERTI' }))).toBe(false);
    expect(matches(rent, line({ description: 'TRF GRAHA PROPERTINDO' }))).toBe(false);
    expect(nameWords('PT. Sinar-Jaya')).toBe(' pt sinar jaya ');
  });

  it('matches a line reconciled to an item of that counterparty, whatever its description', () => {
    const rent = rule({ id: 'r', category: 'RENT', counterparty: graha });
    expect(matches(rent, line({ description: 'BIFAST 0042', counterpartyIds: ['cp-graha'] }))).toBe(
      true,
    );
    expect(matches(rent, line({ description: 'BIFAST 0042', counterpartyIds: ['cp-other'] }))).toBe(
      false,
    );
  });
});

describe('direction and amount', () => {
  it('each set condition must hold; bounds are included', () => {
    const salary = rule({
      id: 's',
      category: 'PAYROLL',
      direction: 'DEBIT',
      amountMin: '1000000',
      amountMax: '50000000.00',
    });
    expect(matches(salary, line({ amount: '1000000.00' }))).toBe(true);
    expect(matches(salary, line({ amount: '50000000.00' }))).toBe(true);
    expect(matches(salary, line({ amount: '999999.99' }))).toBe(false);
    expect(matches(salary, line({ amount: '50000000.01' }))).toBe(false);
    expect(matches(salary, line({ direction: 'CREDIT', amount: '2000000.00' }))).toBe(false);
  });

  it('all conditions together: direction, counterparty, pattern and amount', () => {
    const strict = rule({
      id: 'x',
      category: 'RENT',
      direction: 'DEBIT',
      counterparty: { id: 'g', names: ['Graha Properti'] },
      descriptionPattern: 'sewa',
      amountMin: '40000000',
    });
    expect(matches(strict, line())).toBe(true);
    expect(matches(strict, line({ description: 'TRF KE PT GRAHA PROPERTI SERVICE' }))).toBe(false);
    expect(matches(strict, line({ amount: '1500000.00' }))).toBe(false);
  });
});

describe('the first matching rule by priority wins', () => {
  it('the order given decides; a line no rule matches stays uncategorised', () => {
    const rules = compileRules([
      rule({ id: 'fees', category: 'OTHER', descriptionPattern: 'biaya adm' }),
      rule({ id: 'rent', category: 'RENT', descriptionPattern: 'graha' }),
      rule({ id: 'out', category: 'OTHER', direction: 'DEBIT' }),
    ]);
    expect(firstMatchingRule(rules, line())?.id).toBe('rent');
    expect(firstMatchingRule(rules, line({ description: 'BIAYA ADM GRAHA' }))?.id).toBe('fees');
    expect(firstMatchingRule(rules, line({ description: 'TRF LAIN' }))?.id).toBe('out');
    expect(
      firstMatchingRule(rules, line({ description: 'SETORAN TUNAI', direction: 'CREDIT' })),
    ).toBeNull();
    expect(firstMatchingRule([], line())).toBeNull();
  });
});
