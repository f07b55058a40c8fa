import type { DescriptionMatch } from '../../../contracts/treasury/cash-flow.js';
import type { CashCategory } from '../../../contracts/treasury/categories.js';
import { toCents } from '../../../formats/cents.js';
import { nameSkeleton } from '../../kit/text.js';

/**
 * Which categorisation rule gives a statement transaction its category: pure
 * functions, no database. A rule's conditions (those it sets) must all hold;
 * the first enabled rule in priority order that holds decides.
 *
 * Descriptions are compared as people read them: NFKC (full-width letters are
 * plain ones), case-insensitive, runs of spaces as one. Counterparty names are
 * compared as look-alike names are (services/kit/text.ts `nameSkeleton`:
 * accents, invisible characters and confusable letters ignored), on word
 * boundaries, so "Sinar" names "PT SINAR JAYA" but not "SINARMAS".
 */

/** A rule as the matcher takes it: its counterparty already turned into the names a description may show. */
export type MatcherRule = {
  id: string;
  category: CashCategory;
  direction: 'DEBIT' | 'CREDIT' | null;
  /** The counterparty's id and names (alias, legal name, names on its bank accounts); null when the rule names none. */
  counterparty: { id: string; names: readonly string[] } | null;
  descriptionPattern: string | null;
  descriptionMatch: DescriptionMatch;
  amountMin: string | null;
  amountMax: string | null;
};

/** A statement transaction as the matcher reads it. */
export type MatcherLine = {
  description: string;
  direction: 'DEBIT' | 'CREDIT';
  /** Positive, a decimal string. */
  amount: string;
  /** The counterparties of the expected transactions, payments and bills it is matched to. */
  counterpartyIds: readonly string[];
};

/** A rule made ready to test many lines: patterns normalised, bounds in cents. */
export type CompiledRule = {
  rule: MatcherRule;
  pattern: { kind: DescriptionMatch; text: string } | null;
  /** The counterparty's names as word sequences (` pt sinar jaya `), empty ones left out. */
  names: readonly string[];
  min: bigint | null;
  max: bigint | null;
};

/** Text as descriptions are compared: NFKC, lower case, runs of white space as one space, trimmed. */
export function comparableText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** A name's words as look-alike names compare, padded with a space on each side: ` pt sinar jaya `. */
export function nameWords(text: string): string {
  const words = nameSkeleton(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return words ? ` ${words} ` : '';
}

/**
 * Whether `text` matches a wildcard `pattern` as a whole: `*` stands for any
 * run of characters (none included), `?` for exactly one; every other
 * character stands for itself. Iterative, with one backtracking point (the
 * last `*`): time is at most the product of the two lengths, whatever the
 * pattern (no regular expression, so no catastrophic backtracking).
 *
 * @example wildcardMatches('tokopedia *', 'tokopedia settlement 0411') // true
 */
export function wildcardMatches(pattern: string, text: string): boolean {
  const p = Array.from(pattern);
  const t = Array.from(text);
  let pi = 0;
  let ti = 0;
  let star = -1;
  let resume = 0;
  while (ti < t.length) {
    if (pi < p.length && (p[pi] === '?' || (p[pi] !== '*' && p[pi] === t[ti]))) {
      pi += 1;
      ti += 1;
    } else if (pi < p.length && p[pi] === '*') {
      star = pi;
      resume = ti;
      pi += 1;
    } else if (star >= 0) {
      pi = star + 1;
      resume += 1;
      ti = resume;
    } else {
      return false;
    }
  }
  while (pi < p.length && p[pi] === '*') pi += 1;
  return pi === p.length;
}

/** Makes rules ready to test lines; their order is kept (the first decides). */
export function compileRules(rules: readonly MatcherRule[]): CompiledRule[] {
  return rules.map((rule) => ({
    rule,
    pattern:
      rule.descriptionPattern === null
        ? null
        : { kind: rule.descriptionMatch, text: comparableText(rule.descriptionPattern) },
    names: rule.counterparty
      ? [...new Set(rule.counterparty.names.map(nameWords).filter((words) => words.length > 0))]
      : [],
    min: rule.amountMin === null ? null : toCents(rule.amountMin),
    max: rule.amountMax === null ? null : toCents(rule.amountMax),
  }));
}

/** A line made ready for many rules: what each condition compares is worked out once, and only when asked. */
class PreparedLine {
  private text: string | undefined;
  private words: string | undefined;
  readonly cents: bigint;

  constructor(readonly line: MatcherLine) {
    this.cents = toCents(line.amount);
  }

  get comparable(): string {
    this.text ??= comparableText(this.line.description);
    return this.text;
  }

  get nameWords(): string {
    this.words ??= nameWords(this.line.description);
    return this.words;
  }
}

function holds(compiled: CompiledRule, line: PreparedLine): boolean {
  const { rule } = compiled;
  if (rule.direction !== null && rule.direction !== line.line.direction) return false;
  if (compiled.min !== null && line.cents < compiled.min) return false;
  if (compiled.max !== null && line.cents > compiled.max) return false;
  if (compiled.pattern) {
    const text = line.comparable;
    if (
      compiled.pattern.kind === 'CONTAINS'
        ? !text.includes(compiled.pattern.text)
        : !wildcardMatches(compiled.pattern.text, text)
    )
      return false;
  }
  if (rule.counterparty) {
    const matched = line.line.counterpartyIds.includes(rule.counterparty.id);
    if (!matched && !compiled.names.some((name) => line.nameWords.includes(name))) return false;
  }
  return true;
}

/** Whether one rule's conditions all hold for a line (a preview counts a draft's matches so). */
export function ruleMatches(compiled: CompiledRule, line: MatcherLine): boolean {
  return holds(compiled, new PreparedLine(line));
}

/**
 * The first rule, in the order given, whose conditions all hold for the
 * line; null when none does (the line stays uncategorised).
 *
 * @example firstMatchingRule(compileRules([rent]), { description: 'TRF GRAHA PROPERTI SEWA', direction: 'DEBIT', amount: '45000000.00', counterpartyIds: [] })
 */
export function firstMatchingRule(
  rules: readonly CompiledRule[],
  line: MatcherLine,
): MatcherRule | null {
  const prepared = new PreparedLine(line);
  return rules.find((compiled) => holds(compiled, prepared))?.rule ?? null;
}
