import { compact, descriptionWords, phraseInLine, SHORTEST_REFERENCE, similarity, simplify } from './text.js';
import type { EngineItem, EngineLine, MatchingRule, Reason } from './types.js';

/**
 * The fees Indonesian banks charge the sender of an interbank transfer (spec,
 * business constants: BI-FAST 2,500; SKN 2,900; RTGS 25,000; Online 6,500),
 * in cents. A payer who deducts the fee makes the line that much short of the
 * item; a fee we pay makes our outgoing line that much over it.
 */
export const TRANSFER_FEES: ReadonlyArray<{ method: string; fee: bigint }> = [
  { method: 'BI-FAST', fee: 250_000n },
  { method: 'SKN', fee: 290_000n },
  { method: 'Online', fee: 650_000n },
  { method: 'RTGS', fee: 2_500_000n },
];

/**
 * The merchant discount rate an acquirer deducts from a day's QRIS sales
 * before settling them: 0.7% for merchants other than micro businesses (Bank
 * Indonesia's QRIS MDR since 2023, as reported by bisnis.com 2023-07-27), in
 * per mille. KlikBCA prints it on the settlement line (`QR: <gross> DDR: <mdr>`).
 */
export const QRIS_MDR_PER_MILLE = 7n;

/** The MDR on a gross amount in cents, rounded half up to the cent. */
export const qrisMdr = (gross: bigint) => (gross * QRIS_MDR_PER_MILLE + 500n) / 1000n;

/** A line prepared once for all its candidates. */
export type PreparedLine = EngineLine & { simplified: string; compacted: string; words: Set<string>; day: number };
/** An item prepared once for all its lines. */
export type PreparedItem = EngineItem & {
  /** Each reference worth looking for, as written, compacted, and the starts a bank's cut may leave of it (compacted, and as a line prints them). */
  referenceForms: ReferenceForm[];
  /** Each name's words without legal forms, joined by spaces. */
  namePhrases: string[];
  words: Set<string>;
  day: number;
};

export type ReferenceForm = { shown: string; key: string; cuts: { compacted: string; printed: string }[] };

/** The forms of an item's references, prepared once: a line is then checked with string searches only. */
export function referenceForms(references: readonly string[]): ReferenceForm[] {
  const forms = new Map<string, ReferenceForm>();
  for (const shown of references) {
    const key = compact(shown);
    if (key.length < SHORTEST_REFERENCE || forms.has(key)) continue;
    const cuts: ReferenceForm['cuts'] = [];
    for (let length = key.length - 1; length >= Math.max(10, key.length - 3); length -= 1) cuts.push({ compacted: key.slice(0, length), printed: printedStart(shown, length) });
    forms.set(key, { shown, key, cuts });
  }
  return [...forms.values()];
}

/** The words a line prints for a reference's first `length` compacted characters (`INV 2026 08 106`), with a space before. */
function printedStart(reference: string, length: number): string {
  const words = simplify(reference);
  let kept = 0;
  let at = 0;
  while (at < words.length && kept < length) {
    if (words[at] !== ' ') kept += 1;
    at += 1;
  }
  return ` ${words.slice(0, at)}`;
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  return Math.round(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000);
}

/** Working days from `from` to `to` (negative when `to` is earlier): banks book nothing on Saturdays and Sundays. */
export function workingDaysBetween(from: number, to: number): number {
  const sign = to >= from ? 1 : -1;
  let count = 0;
  for (let day = from; day !== to; day += sign) {
    const weekday = (((day + sign + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday (4); 0 is Sunday.
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return sign * count;
}

const money = (cents: bigint) => {
  const whole = cents / 100n;
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return `${whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
};

/**
 * How far an amount may differ from a line's under a rule: its absolute
 * tolerance, or its share of the line, whichever is larger (in cents; the
 * share is rounded down with integer arithmetic, the fraction as parts per
 * million, so money never passes through a float).
 */
export function toleranceOf(line: bigint, rule: MatchingRule): bigint {
  const relative = (line * BigInt(Math.round(rule.amountTolerance.relative * 1_000_000))) / 1_000_000n;
  return rule.amountTolerance.absolute > relative ? rule.amountTolerance.absolute : relative;
}

/** How two amounts agree: the part of the score and its reason, or null when they do not agree under the rule. */
export function amountAgreement(line: bigint, item: bigint, direction: 'DEBIT' | 'CREDIT', rule: MatchingRule): { score: number; reason: Reason } | null {
  if (line === item) return { score: 1, reason: { code: 'AMOUNT_EQUAL', values: {}, text: 'amount equal' } };
  if (rule.allowTransferFees) {
    for (const { method, fee } of TRANSFER_FEES) {
      if ((direction === 'CREDIT' && line + fee === item) || (direction === 'DEBIT' && line === item + fee)) {
        return { score: 0.9, reason: { code: 'AMOUNT_MINUS_FEE', values: { method, fee: money(fee) }, text: `amount ${direction === 'CREDIT' ? 'less' : 'plus'} the ${method} fee of ${money(fee)}` } };
      }
    }
  }
  if (rule.allowTransferFees && direction === 'CREDIT' && line === item - qrisMdr(item)) {
    return { score: 0.9, reason: { code: 'AMOUNT_MINUS_FEE', values: { method: 'QRIS MDR', fee: money(item - line) }, text: `amount less the QRIS MDR of ${money(item - line)}` } };
  }
  const difference = line > item ? line - item : item - line;
  const tolerance = toleranceOf(line, rule);
  if (difference <= tolerance && tolerance > 0n) {
    return {
      score: 0.75 - 0.25 * (Number((difference * 1000n) / tolerance) / 1000),
      reason: { code: 'AMOUNT_WITHIN_TOLERANCE', values: { difference: money(difference) }, text: `amount within ${money(difference)}` },
    };
  }
  return null;
}

/** How the dates agree (the line booked `days` working days after the item's date), or null outside the rule's window. */
export function dateAgreement(line: PreparedLine, item: PreparedItem, rule: MatchingRule): { score: number; reason: Reason } | null {
  const calendar = line.day - item.day;
  if (calendar > rule.dateWindow.after || -calendar > rule.dateWindow.before) return null;
  const days = workingDaysBetween(item.day, line.day);
  if (calendar === 0) return { score: 1, reason: { code: 'DATE_SAME_DAY', values: {}, text: 'on the day' } };
  if (calendar > 0) {
    // Banks book up to 5 working days late (SKN takes 2-3): late within that costs little.
    const score = days <= 5 ? 1 - 0.04 * days : Math.max(0.2, 0.8 - 0.05 * (days - 5));
    return { score, reason: { code: 'DATE_AFTER', values: { days: Math.max(days, 1) }, text: `paid ${Math.max(days, 1)} ${Math.max(days, 1) === 1 ? 'day' : 'days'} after due` } };
  }
  const early = Math.max(-days, 1);
  return { score: Math.max(0.2, 0.85 - 0.05 * early), reason: { code: 'DATE_BEFORE', values: { days: early }, text: `paid ${early} ${early === 1 ? 'day' : 'days'} before due` } };
}

/** How well the line names the item's counterparty (its names, or one of its account numbers), 0 to 1. */
export function counterpartyAgreement(line: PreparedLine, item: PreparedItem): { score: number; reason: Reason | null } {
  const counterparty = item.counterparty;
  if (!counterparty) return { score: 0, reason: null };
  for (const number of counterparty.accountNumbers) {
    const digits = number.replace(/\D/g, '');
    if (digits.length >= 6 && line.compacted.includes(digits))
      return { score: 1, reason: { code: 'COUNTERPARTY_ACCOUNT', values: { account: number }, text: `counterparty account ${number} on the line` } };
  }
  let best = 0;
  let bestName = '';
  counterparty.names.forEach((name, index) => {
    const phrase = item.namePhrases[Math.min(index, item.namePhrases.length - 1)];
    const found = phrase === undefined ? 0 : phraseInLine(phrase, line.simplified);
    // Of two names that both stand in the line, the longer one is the closer: PT SINAR JAYA ABADI MANDIRI over PT SINAR JAYA ABADI.
    const weighted = found === 1 ? 1 + Math.min(phrase!.length, 60) / 1000 : found;
    if (weighted > best) [best, bestName] = [weighted, name];
  });
  if (best >= 0.95) return { score: best, reason: { code: 'COUNTERPARTY_NAME', values: { name: bestName }, text: `counterparty ${bestName} on the line` } };
  return { score: best * 0.6, reason: null };
}

/** The first of the item's references the line carries, if any. */
export function referenceAgreement(line: PreparedLine, item: PreparedItem): Reason | null {
  for (const form of item.referenceForms) {
    if (line.compacted.includes(form.key)) return { code: 'REFERENCE_FOUND', values: { reference: form.shown }, text: `${form.shown} in the description` };
  }
  // Banks cut the payer's remark to their field's width: the start of a reference (all but its last 1-3 characters, and at least 10) counts for less.
  for (const form of item.referenceForms) {
    for (const cut of form.cuts) {
      if (line.compacted.endsWith(cut.compacted) || line.simplified.includes(`${cut.printed} `)) {
        return { code: 'REFERENCE_CUT', values: { reference: form.shown }, text: `the start of ${form.shown} in the description` };
      }
    }
  }
  return null;
}

/** Word similarity of the descriptions, 0 to 1. */
export const descriptionAgreement = (line: PreparedLine, item: PreparedItem) => similarity(line.words, item.words);

export const prepareWords = descriptionWords;
