/**
 * How a statement line's words are compared with what an organisation wrote:
 * banks print upper case, drop punctuation, and cut the payer's name to the
 * width of their field, so both sides are reduced to upper-case letters and
 * digits before they meet.
 */

/** Legal forms and filler that say nothing about who paid: left out of names. */
const NAME_NOISE = new Set(['PT', 'CV', 'TBK', 'UD', 'PD', 'FIRMA', 'KOPERASI', 'YAYASAN', 'PERSERO', 'THE', 'DAN', 'AND']);

/** Upper case, letters and digits only, single spaces. */
export function simplify(text: string): string {
  return text
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
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
  return new Set(
    simplify(text)
      .split(' ')
      .filter((word) => word.length > 1 && !NAME_NOISE.has(word)),
  );
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
  if (phrase === '') return 0;
  const line = ` ${simplifiedLine} `;
  if (line.includes(` ${phrase} `)) return 1;
  // A name cut short by the bank: the line ends (or a field ends) in its start; or the cut name is followed by the payer's remark (0.95, so that a whole name still wins).
  for (let length = phrase.length - 1; length >= SHORTEST_CUT; length -= 1) {
    const cut = ` ${phrase.slice(0, length)} `;
    if (line.endsWith(cut) || line.includes(`${cut} `)) return 1;
    if (line.includes(cut)) return 0.95;
  }
  const words = phrase.split(' ');
  let present = 0;
  for (const word of words) if (line.includes(` ${word} `)) present += 1;
  return present / words.length;
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
  const words = simplify(`${description} ${reference ?? ''}`).split(' ');
  const keys = new Set<string>();
  for (let start = 0; start < words.length; start += 1) {
    let joined = '';
    for (let end = start; end < Math.min(words.length, start + 4); end += 1) {
      joined += words[end];
      if (joined.length >= SHORTEST_REFERENCE && /\d/.test(joined)) keys.add(joined);
    }
  }
  return [...keys];
}
