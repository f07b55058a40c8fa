import { LEGAL_FORM_WORDS } from '../../../../formats/indonesia.js';

/**
 * How a statement line's words are compared with what an organisation wrote:
 * banks print upper case, drop punctuation, and cut the payer's name to the
 * width of their field, so both sides are reduced to upper-case letters and
 * digits before they meet.
 */

/** Legal forms and filler that say nothing about who paid: left out of names. */
const NAME_NOISE = new Set([...LEGAL_FORM_WORDS, 'THE', 'DAN', 'AND']);

/** Upper case, letters and digits only, single spaces. */
export function simplify(text: string): string {
  const simplified = simplifyAscii(text);
  if (simplified !== null) return simplified;
  // Decomposing accents (NFKD) and upper-casing beyond ASCII are only worth their cost on the rare line that is not ASCII.
  return text
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/**
 * `simplify` of a text of printable ASCII in one pass over its characters (a
 * hundred thousand lines and items each simplify several texts), or null
 * when the text holds anything else.
 */
function simplifyAscii(text: string): string | null {
  let simplified = '';
  // Where the run of letters and digits being read started (-1: between runs), and whether it holds a lower-case letter.
  let runStart = -1;
  let lower = false;
  for (let at = 0; at <= text.length; at += 1) {
    const code = at < text.length ? text.charCodeAt(at) : 32;
    if (code < 0x20 || code > 0x7e) return null;
    const small = code >= 97 && code <= 122;
    if (small || (code >= 65 && code <= 90) || (code >= 48 && code <= 57)) {
      if (runStart < 0) {
        runStart = at;
        lower = false;
      }
      lower ||= small;
    } else if (runStart >= 0) {
      const run = lower ? text.slice(runStart, at).toUpperCase() : text.slice(runStart, at);
      simplified = simplified === '' ? run : `${simplified} ${run}`;
      runStart = -1;
    }
  }
  return simplified;
}

/** Upper-case letters and digits with nothing between them: `INV/2026/11/0042` and `INV 2026 11 0042` are both `INV2026110042`. */
export function compact(text: string): string {
  return simplify(text).replace(/ /g, '');
}

/** The words of a name that identify it (no legal form), in order. */
export function nameWords(name: string): string[] {
  return simplify(name)
    .split(' ')
    .filter((word) => word.length > 1 && !NAME_NOISE.has(word));
}

/** The words of a description, for similarity: two letters or more, without legal forms. */
export function descriptionWords(text: string): Set<string> {
  return simplifiedWords(simplify(text));
}

/** `descriptionWords` of an already simplified text. */
export function simplifiedWords(simplified: string): Set<string> {
  const words = new Set<string>();
  for (const word of simplified.split(' '))
    if (word.length > 1 && !NAME_NOISE.has(word)) words.add(word);
  return words;
}

/** Jaccard similarity of two word sets, 0 to 1. */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** The shortest name a bank's cut may leave that still counts as the name: cuts seen run from 18 to 23 characters, names shorter stand whole. */
const SHORTEST_CUT = 12;

/**
 * How well a name appears in a line: 1 when all its words stand in order
 * (or the line ends in a cut of them at least 12 characters long), the share
 * of its words present otherwise. `simplifiedLine` is `simplify(line)`.
 *
 * @example nameInLine('PT Sinar Jaya Abadi Mandiri', 'TRSF E-BANKING CR SINAR JAYA ABADI MAN') // 1 (a cut name)
 */
export function nameInLine(name: string, simplifiedLine: string): number {
  return phraseInLine(nameWords(name).join(' '), simplifiedLine);
}

/** `nameInLine` for a name already reduced to its words (`nameWords(name).join(' ')`). */
export function phraseInLine(phrase: string, simplifiedLine: string): number {
  return phraseMatch(phrase, ` ${simplifiedLine} `).score;
}

/**
 * Where and how a name's phrase stands in a line (`padded`: the simplified
 * line with a space at each end): `score` 1 when whole, or cut by the bank
 * where the line ends; 0.95 when cut and followed by the payer's remark; the
 * share of its words present otherwise. `matched` is how many of its
 * characters the line shows, `whole` whether all of them, and `start`/`end`
 * where they stand (for the legal form next to them).
 */
export type PhraseMatch = {
  score: number;
  matched: number;
  whole: boolean;
  start: number;
  end: number;
};

export function phraseMatch(phrase: string, padded: string): PhraseMatch {
  if (phrase === '') return { score: 0, matched: 0, whole: false, start: -1, end: -1 };
  const at = padded.indexOf(` ${phrase} `);
  if (at >= 0)
    return {
      score: 1,
      matched: phrase.length,
      whole: true,
      start: at + 1,
      end: at + 1 + phrase.length,
    };
  // A name cut short by the bank: the longest start of it (at least 12 characters) that the line shows at a word's start, ending where a word of the line ends.
  if (phrase.length > SHORTEST_CUT) {
    const head = ` ${phrase.slice(0, SHORTEST_CUT)}`;
    let best = -1;
    let bestAt = -1;
    for (let found = padded.indexOf(head); found >= 0; found = padded.indexOf(head, found + 1)) {
      let length = SHORTEST_CUT;
      while (
        length < phrase.length &&
        padded.charCodeAt(found + 1 + length) === phrase.charCodeAt(length)
      )
        length += 1;
      // Back to the last place where the line's word ends: the cut must end the line's word.
      while (length >= SHORTEST_CUT && padded.charCodeAt(found + 1 + length) !== 32) length -= 1;
      if (length >= SHORTEST_CUT && length > best) [best, bestAt] = [length, found];
    }
    if (best >= SHORTEST_CUT) {
      const end = bestAt + 1 + best;
      return {
        score: end === padded.length - 1 ? 1 : 0.95,
        matched: best,
        whole: false,
        start: bestAt + 1,
        end,
      };
    }
  }
  const words = phrase.split(' ');
  let present = 0;
  for (const word of words) if (padded.includes(` ${word} `)) present += 1;
  return { score: present / words.length, matched: 0, whole: false, start: -1, end: -1 };
}

/** Legal forms a name may carry before (`PT SINAR JAYA`, `PT. SINAR JAYA`) or after (`SINAR JAYA PT`) its words. */
export const LEGAL_FORMS = new Set(['PT', 'CV', 'UD', 'PD', 'FIRMA', 'KOPERASI', 'YAYASAN']);

/** The legal form of a name as written (`PT Sinar Jaya` → `PT`), or null. */
export function legalForm(name: string): string | null {
  const words = simplify(name).split(' ');
  if (LEGAL_FORMS.has(words[0]!)) return words[0]!;
  const last = words[words.length - 1]!;
  return LEGAL_FORMS.has(last) ? last : null;
}

/** The legal form the line prints right before (or, after a whole name, right after) a matched name, or null. */
export function formAround(padded: string, match: PhraseMatch): string | null {
  if (match.start < 0) return null;
  const before = padded.lastIndexOf(' ', match.start - 2);
  const previous = padded.slice(before + 1, match.start - 1);
  if (LEGAL_FORMS.has(previous)) return previous;
  if (!match.whole) return null;
  const after = padded.indexOf(' ', match.end + 1);
  const next = after < 0 ? '' : padded.slice(match.end + 1, after);
  return LEGAL_FORMS.has(next) ? next : null;
}

/** Identifiers an organisation attaches shorter than this are too likely to appear by chance in a line's digits. */
export const SHORTEST_REFERENCE = 5;

/**
 * The runs of a line's description that could be references (invoice
 * numbers, virtual accounts, external ids), compacted: each word with a
 * digit, and each run of adjacent words joined (a number printed with
 * spaces or slashes), up to four words.
 */
export function lineReferenceKeys(description: string, reference: string | null): string[] {
  const keys = new Set<string>();
  forEachReferenceKey(simplify(`${description} ${reference ?? ''}`), (key) => keys.add(key));
  return [...keys];
}

const hasDigit = (text: string) => {
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code >= 48 && code <= 57) return true;
  }
  return false;
};

/** `lineReferenceKeys` of an already simplified line, each key handed to `visit` as it is found (a key may come twice). */
export function forEachReferenceKey(simplified: string, visit: (key: string) => void): void {
  const words = simplified.trim().split(' ');
  for (let start = 0; start < words.length; start += 1) {
    let joined = '';
    let digits = false;
    for (let end = start; end < Math.min(words.length, start + 4); end += 1) {
      joined += words[end];
      digits ||= hasDigit(words[end]!);
      if (digits && joined.length >= SHORTEST_REFERENCE) visit(joined);
    }
  }
}

/** One step of a 32-bit FNV-1a hash over a character code: a key's hash is computed alike whether it is built or read word by word. */
const hashStep = (hash: number, code: number) => Math.imul(hash ^ code, 0x01000193);
const HASH_SEED = 0x811c9dc5 | 0;

/** The hash of a reference key (`forEachReferenceKeyWhere` computes the same one while it walks a line). */
export function keyHash(key: string): number {
  let hash = HASH_SEED;
  for (let at = 0; at < key.length; at += 1) hash = hashStep(hash, key.charCodeAt(at));
  return hash;
}

/**
 * The hashes of a run's reference keys as a bit set (two bits a key): a key
 * whose bits are not both set is surely none of them, so a line's runs of
 * words are tested without building a string or reading a map, and only the
 * few that may be a key (about 1 in 100 of the others) are looked up.
 */
export class KeyFilter {
  private readonly bits: Uint32Array;
  private readonly shift: number;
  constructor(keys: Iterable<string>, count: number) {
    let log = 10;
    // About 16 bits a key: a run that is no key passes both bits about once in a hundred.
    while (1 << log < count * 16 && log < 27) log += 1;
    this.bits = new Uint32Array(1 << (log - 5));
    this.shift = 32 - log;
    for (const key of keys) {
      const hash = keyHash(key);
      const [first, second] = [hash >>> this.shift, Math.imul(hash, 0x5bd1e995) >>> this.shift];
      this.bits[first >>> 5]! |= 1 << (first & 31);
      this.bits[second >>> 5]! |= 1 << (second & 31);
    }
  }

  mayHold(hash: number): boolean {
    const first = hash >>> this.shift;
    const second = Math.imul(hash, 0x5bd1e995) >>> this.shift;
    return (
      (this.bits[first >>> 5]! & (1 << (first & 31))) !== 0 &&
      (this.bits[second >>> 5]! & (1 << (second & 31))) !== 0
    );
  }
}

/**
 * `forEachReferenceKey` of a simplified line (spaces at its ends allowed),
 * handing `visit`, in the same order, only the keys the filter may hold: the
 * others are skipped without being built.
 */
export function forEachReferenceKeyWhere(
  simplified: string,
  filter: KeyFilter,
  visit: (key: string) => void,
): void {
  // The line's words: where each starts and ends, and whether it has a digit.
  const starts: number[] = [];
  const ends: number[] = [];
  const digits: boolean[] = [];
  for (let at = 0; at < simplified.length; at += 1) {
    if (simplified.charCodeAt(at) === 32) continue;
    const start = at;
    let digit = false;
    for (; at < simplified.length && simplified.charCodeAt(at) !== 32; at += 1) {
      const code = simplified.charCodeAt(at);
      digit ||= code >= 48 && code <= 57;
    }
    starts.push(start);
    ends.push(at);
    digits.push(digit);
  }
  const found: string[] = [];
  for (let first = 0; first < starts.length; first += 1) {
    let hash = HASH_SEED;
    let length = 0;
    let digit = false;
    for (let last = first; last < Math.min(starts.length, first + 4); last += 1) {
      for (let at = starts[last]!; at < ends[last]!; at += 1)
        hash = hashStep(hash, simplified.charCodeAt(at));
      length += ends[last]! - starts[last]!;
      digit ||= digits[last]!;
      if (digit && length >= SHORTEST_REFERENCE && filter.mayHold(hash)) {
        let key = '';
        for (let word = first; word <= last; word += 1)
          key += simplified.slice(starts[word]!, ends[word]!);
        found.push(key);
      }
    }
  }
  for (const key of found) visit(key);
}
