import {
  descriptionWords,
  formAround,
  simplifiedWords,
  legalForm,
  nameWords,
  phraseMatch,
  SHORTEST_REFERENCE,
  simplify,
  type PhraseMatch,
} from './text.js';
import type { EngineItem, EngineLine, MatchingRule, Reason } from './types.js';
import { groupThousands } from '../../../../formats/amount.js';
import { fromCents } from '../../../../formats/cents.js';

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

/** How a name of the item's counterparty stands in a line, read once per line and name. */
export type NameFound = PhraseMatch & { formConflict: boolean };

/** A line prepared once for all its candidates: its text as names and references are searched in it, and its day number. */
export type PreparedLine = {
  line: EngineLine;
  day: number;
  /** The simplified description and reference with a space at each end: a name or a reference is found with one string search. */
  padded: string;
  compacted: string;
  /** The pairs of adjacent characters of `compacted` (see `pairsOf`): a reference or an account number with a pair it lacks is not in it. */
  pairs: Pairs;
  /** How each name looked up so far (by its identity) stands in the line; made when the first is. */
  names: Map<string, NameFound> | undefined;
  /** The identities of the run's names that stand in the line (found by the name index); null when the index was not asked. */
  named: ReadonlySet<string> | null;
  /** Every word of the line, and its description's words without legal forms: read when a candidate needs them. */
  allWords: Set<string> | undefined;
  words: Set<string> | undefined;
};

/**
 * A name of an item's counterparty: its identifying words, as written, the
 * legal form it carries, and the two together (`identity`): CV SINAR JAYA and
 * PT SINAR JAYA share their words but are two customers.
 */
export type NamePhrase = { phrase: string; name: string; form: string | null; identity: string };

/** An item prepared once for all its lines. */
export type PreparedItem = {
  item: EngineItem;
  /** The open amount in cents as a number: exact while it is a safe integer (up to 2^53 cents), which the amount index checks. */
  cents: number;
  day: number;
  /** Each reference worth looking for, as written, compacted, and the starts a bank's cut may leave of it. */
  references: ReferenceForm[];
  /** Each name's words without legal forms, longest first. */
  phrases: NamePhrase[];
  /** The counterparty's account numbers, digits only, six or more, and their pairs of characters. */
  accounts: string[];
  accountPairs: Pairs[];
  words: string[] | undefined;
  /** The last line (its position in the run) that judged this item: a line meets each item once, without a set of its own. */
  seenBy: number;
};

/**
 * A reference as a line may carry it: as shown, compacted (`key`), the pairs
 * of characters of its first 10 characters (its head: every cut kept starts
 * with them), and the starts a bank's cut may leave of it (`cuts`, worked out
 * when a line first holds its head: most references are never looked for cut).
 */
export type ReferenceForm = {
  shown: string;
  key: string;
  headPairs: Pairs;
  cuts: { compacted: string; printed: string }[] | undefined;
};

/**
 * The pairs of adjacent characters a text holds, each hashed to one of 60
 * bits (two halves of 30, which stay small integers): a text whose pairs are
 * not all among a line's is surely not in the line, which spares a string
 * search for nearly every reference of every candidate.
 */
export type Pairs = { low: number; high: number };

export function pairsOf(text: string): Pairs {
  let low = 0;
  let high = 0;
  for (let at = 1; at < text.length; at += 1) {
    const bit =
      (Math.imul(text.charCodeAt(at - 1) * 64 + text.charCodeAt(at), 0x9e3779b1) >>> 0) % 60;
    if (bit < 30) low |= 1 << bit;
    else high |= 1 << (bit - 30);
  }
  return { low, high };
}

/** Whether every pair of `part` is among the line's: false means `part` is surely not in the line. */
const mayContain = (line: Pairs, part: Pairs) =>
  (part.low & ~line.low) === 0 && (part.high & ~line.high) === 0;

/** The forms of an item's references, prepared once: a line is then checked with string searches only. */
export function referenceForms(references: readonly string[]): ReferenceForm[] {
  const forms = new Map<string, ReferenceForm>();
  for (const shown of references) {
    const simplified = simplify(shown);
    const key = simplified.replace(/ /g, '');
    if (key.length < SHORTEST_REFERENCE || forms.has(key)) continue;
    forms.set(key, { shown, key, headPairs: pairsOf(key.slice(0, 10)), cuts: undefined });
  }
  return [...forms.values()];
}

/** The starts of a reference a bank's cut may leave: all but its last 1 to 3 characters, and at least 10. */
function cutsOf(form: ReferenceForm): { compacted: string; printed: string }[] {
  if (form.cuts) return form.cuts;
  const cuts: { compacted: string; printed: string }[] = [];
  const simplified = simplify(form.shown);
  for (let length = form.key.length - 1; length >= Math.max(10, form.key.length - 3); length -= 1)
    cuts.push({ compacted: form.key.slice(0, length), printed: printedStart(simplified, length) });
  form.cuts = cuts;
  return cuts;
}

/** The words a line prints for a reference's first `length` compacted characters (`INV 2026 08 106`), with a space before; `words` is the simplified reference. */
function printedStart(words: string, length: number): string {
  let kept = 0;
  let at = 0;
  while (at < words.length && kept < length) {
    if (words[at] !== ' ') kept += 1;
    at += 1;
  }
  return ` ${words.slice(0, at)}`;
}

export function prepareLine(line: EngineLine): PreparedLine {
  const simplified = simplify(
    line.reference ? `${line.description} ${line.reference}` : line.description,
  );
  const compacted = simplified.replace(/ /g, '');
  return {
    line,
    day: dayNumber(line.date),
    padded: ` ${simplified} `,
    compacted,
    pairs: pairsOf(compacted),
    names: undefined,
    named: null,
    allWords: undefined,
    words: undefined,
  };
}

type PreparedCounterparty = Pick<PreparedItem, 'phrases' | 'accounts' | 'accountPairs'>;

const NO_COUNTERPARTY_PREPARED: PreparedCounterparty = Object.freeze({
  phrases: Object.freeze([]) as never,
  accounts: Object.freeze([]) as never,
  accountPairs: Object.freeze([]) as never,
});

/**
 * A counterparty's names and account numbers as lines are searched for them,
 * prepared once for each counterparty object: the items of one counterparty
 * that share it (as the repository reads them) share these too. Read only.
 */
const preparedCounterparties = new WeakMap<
  NonNullable<EngineItem['counterparty']>,
  PreparedCounterparty
>();

function prepareCounterparty(counterparty: EngineItem['counterparty']): PreparedCounterparty {
  if (!counterparty) return NO_COUNTERPARTY_PREPARED;
  const known = preparedCounterparties.get(counterparty);
  if (known) return known;
  const phrases = new Map<string, NamePhrase>();
  for (const name of counterparty.names) {
    const simplified = simplify(name);
    const phrase = nameWords(simplified).join(' ');
    const form = legalForm(simplified);
    if (phrase !== '' && !phrases.has(phrase))
      phrases.set(phrase, { phrase, name, form, identity: `${form ?? ''} ${phrase}` });
  }
  const accounts = counterparty.accountNumbers
    .map((number) => number.replace(/\D/g, ''))
    .filter((digits) => digits.length >= 6);
  const prepared = {
    phrases: [...phrases.values()].sort((a, b) => b.phrase.length - a.phrase.length),
    accounts,
    accountPairs: accounts.map(pairsOf),
  };
  preparedCounterparties.set(counterparty, prepared);
  return prepared;
}

const NO_REFERENCES: ReferenceForm[] = Object.freeze([]) as never;

export function prepareItem(item: EngineItem): PreparedItem {
  const counterparty = prepareCounterparty(item.counterparty);
  const references = item.references.length === 0 ? NO_REFERENCES : referenceForms(item.references);
  return {
    item,
    cents: Number(item.open),
    day: dayNumber(item.date),
    references: references.length === 0 ? NO_REFERENCES : references,
    phrases: counterparty.phrases,
    accounts: counterparty.accounts,
    accountPairs: counterparty.accountPairs,
    words: undefined,
    seenBy: -1,
  };
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  return Math.round(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
      86_400_000,
  );
}

/** Working days among the first `r` days of a week that starts on a Thursday (1970-01-01 was one): Thu, Fri, Sat, Sun, Mon, Tue, Wed. */
const WORKING_PREFIX = [0, 1, 2, 2, 2, 3, 4, 5];
/** Working days (Monday to Friday) among the days before day number `day`, counted from 1970-01-01. */
const workingBefore = (day: number) => {
  const weeks = Math.floor(day / 7);
  return weeks * 5 + WORKING_PREFIX[day - weeks * 7]!;
};

/** Working days from `from` to `to` (negative when `to` is earlier): banks book nothing on Saturdays and Sundays. */
export function workingDaysBetween(from: number, to: number): number {
  return to >= from
    ? workingBefore(to + 1) - workingBefore(from + 1)
    : -(workingBefore(from) - workingBefore(to));
}

export const money = (cents: bigint) => groupThousands(fromCents(cents));

/**
 * How far an amount may differ from a line's under a rule: its absolute
 * tolerance, or its share of the line, whichever is larger (in cents; the
 * share is rounded down with integer arithmetic, the fraction as parts per
 * million, so money never passes through a float).
 */
export function toleranceOf(line: bigint, rule: MatchingRule): bigint {
  const relative =
    (line * BigInt(Math.round(rule.amountTolerance.relative * 1_000_000))) / 1_000_000n;
  return rule.amountTolerance.absolute > relative ? rule.amountTolerance.absolute : relative;
}

/** How two amounts agree: equal, less (or plus) a transfer fee or the QRIS MDR, less PPh 23 withheld, or within the rule's tolerance. */
export type AmountAgreement = {
  score: number;
  kind: 'EQUAL' | 'FEE' | 'WITHHOLDING' | 'TOLERANCE';
  method: string;
};

/**
 * PPh 23 a payer of services withholds and pays to the state instead of to
 * the supplier: 2% of the gross amount before VAT, 100% higher (4%) when the
 * supplier has no NPWP (UU PPh art. 23(1)(c) and 23(1a), as amended by UU HPP
 * 7/2021; pajak.go.id "PPh Pasal 23"). The base is the invoice itself, or its
 * amount before PPN 11% (an invoice of 111 carries 100 of services; PPN 12% on
 * a base of 11/12 comes to the same 11%). Rates in per mille of the invoice,
 * over the divisor of its base.
 */
export const PPH23_WITHHOLDING: ReadonlyArray<{ method: string; rate: bigint; base: bigint }> = [
  { method: 'PPh 23 2%', rate: 20n, base: 1000n },
  { method: 'PPh 23 2%', rate: 20n * 100n, base: 1110n * 100n },
  { method: 'PPh 23 4%', rate: 40n, base: 1000n },
  { method: 'PPh 23 4%', rate: 40n * 100n, base: 1110n * 100n },
];
/** A withholding counted in whole rupiah may differ from the exact share by this many cents. */
const WITHHOLDING_ROUNDING = 100n;

/** The PPh 23 rate whose withholding from `item` leaves `line` (to the rupiah), or null. */
export function withholdingOf(line: bigint, item: bigint): string | null {
  if (line >= item) return null;
  const withheld = item - line;
  for (const { method, rate, base } of PPH23_WITHHOLDING) {
    const exact = (item * rate) / base;
    if (withheld >= exact - WITHHOLDING_ROUNDING && withheld <= exact + WITHHOLDING_ROUNDING)
      return method;
  }
  return null;
}

/** The invoice amounts (cents, about) from which each PPh 23 withholding leaves `line`: the engine looks items up around them. */
export function grossedUp(line: bigint): bigint[] {
  return PPH23_WITHHOLDING.map(({ rate, base }) => (line * base) / (base - rate));
}

const EQUAL: AmountAgreement = { score: 1, kind: 'EQUAL', method: '' };
const FEES: AmountAgreement[] = TRANSFER_FEES.map(({ method }) => ({
  score: 0.9,
  kind: 'FEE',
  method,
}));
const QRIS: AmountAgreement = { score: 0.9, kind: 'FEE', method: 'QRIS MDR' };

/** How two amounts agree under a rule, or null when they do not. */
export function amountAgreement(
  line: bigint,
  item: bigint,
  direction: 'DEBIT' | 'CREDIT',
  rule: MatchingRule,
): AmountAgreement | null {
  if (line === item) return EQUAL;
  if (rule.allowTransferFees) {
    const difference = direction === 'CREDIT' ? item - line : line - item;
    for (let index = 0; index < TRANSFER_FEES.length; index += 1)
      if (difference === TRANSFER_FEES[index]!.fee) return FEES[index]!;
    if (direction === 'CREDIT' && difference === qrisMdr(item)) return QRIS;
  }
  const withholding = withholdingOf(line, item);
  if (withholding) return { score: 0.8, kind: 'WITHHOLDING', method: withholding };
  const difference = line > item ? line - item : item - line;
  const tolerance = toleranceOf(line, rule);
  if (difference <= tolerance && tolerance > 0n)
    return {
      score: 0.75 - 0.25 * (Number((difference * 1000n) / tolerance) / 1000),
      kind: 'TOLERANCE',
      method: '',
    };
  return null;
}

/**
 * A reason many proposals give alike, made once and shared by all of them
 * (frozen, so none can change it for the others): a run's tens of thousands of
 * proposals then hold a handful of these instead of one each.
 */
export const sharedReason = (reason: Reason): Reason =>
  Object.freeze({ ...reason, values: Object.freeze(reason.values) }) as Reason;

const AMOUNT_DIFFERENT = sharedReason({
  code: 'AMOUNT_DIFFERENT',
  values: {},
  text: 'amount differs: a partial match',
});
const AMOUNT_EQUAL = sharedReason({ code: 'AMOUNT_EQUAL', values: {}, text: 'amount equal' });
/** The reasons of the transfer fees, by direction: `less` the fee on an incoming line, `plus` on an outgoing one. */
const FEE_REASONS = new Map(
  (['CREDIT', 'DEBIT'] as const).flatMap((direction) =>
    TRANSFER_FEES.map(({ method, fee }) => {
      const how = direction === 'CREDIT' ? 'less' : 'plus';
      return [
        `${direction} ${method} ${fee}`,
        sharedReason({
          code: 'AMOUNT_MINUS_FEE',
          values: { method, fee: money(fee) },
          text: `amount ${how} the ${method} fee of ${money(fee)}`,
        }),
      ];
    }),
  ),
);

/** The amount's reason, in words the user reads. */
export function amountReason(
  agreement: AmountAgreement | null,
  line: bigint,
  item: bigint,
  direction: 'DEBIT' | 'CREDIT',
): Reason {
  if (!agreement) return AMOUNT_DIFFERENT;
  if (agreement.kind === 'EQUAL') return AMOUNT_EQUAL;
  const difference = line > item ? line - item : item - line;
  if (agreement.kind === 'TOLERANCE')
    return {
      code: 'AMOUNT_WITHIN_TOLERANCE',
      values: { difference: money(difference) },
      text: `amount within ${money(difference)}`,
    };
  if (agreement.kind === 'WITHHOLDING')
    return {
      code: 'AMOUNT_LESS_WITHHOLDING',
      values: { method: agreement.method, difference: money(difference) },
      text: `amount less ${agreement.method} withheld (${money(difference)}): a partial match until the withholding slip is booked`,
    };
  const known = FEE_REASONS.get(`${direction} ${agreement.method} ${difference}`);
  if (known) return known;
  const how = direction === 'CREDIT' ? 'less' : 'plus';
  return {
    code: 'AMOUNT_MINUS_FEE',
    values: { method: agreement.method, fee: money(difference) },
    text: `amount ${how} the ${agreement.method} fee of ${money(difference)}`,
  };
}

/** The part of the score a line booked `calendar` days (`working` working days) after the item's date earns. */
export function dateScore(calendar: number, working: number): number {
  if (calendar === 0) return 1;
  // Banks book up to 5 working days late (SKN takes 2-3): late within that costs little.
  if (calendar > 0)
    return working <= 5 ? 1 - 0.04 * working : Math.max(0.2, 0.8 - 0.05 * (working - 5));
  return Math.max(0.2, 0.85 - 0.05 * Math.max(-working, 1));
}

const DATE_SAME_DAY = sharedReason({ code: 'DATE_SAME_DAY', values: {}, text: 'on the day' });
/** The date reasons of the first days after and before (index: days), shared; further ones are made when met. */
const DATES_AFTER: Reason[] = [];
const DATES_BEFORE: Reason[] = [];
const dateAfter = (days: number): Reason => ({
  code: 'DATE_AFTER',
  values: { days },
  text: `paid ${days} ${days === 1 ? 'day' : 'days'} after due`,
});
const dateBefore = (days: number): Reason => ({
  code: 'DATE_BEFORE',
  values: { days },
  text: `paid ${days} ${days === 1 ? 'day' : 'days'} before due`,
});
for (let days = 1; days <= 64; days += 1) {
  DATES_AFTER[days] = sharedReason(dateAfter(days));
  DATES_BEFORE[days] = sharedReason(dateBefore(days));
}

/** The date's reason, in words the user reads. */
export function dateReason(calendar: number, working: number): Reason {
  if (calendar === 0) return DATE_SAME_DAY;
  if (calendar > 0) {
    const days = Math.max(working, 1);
    return DATES_AFTER[days] ?? dateAfter(days);
  }
  const early = Math.max(-working, 1);
  return DATES_BEFORE[early] ?? dateBefore(early);
}

/** How a name phrase stands in the line, read once per line and phrase; a legal form next to it that differs from the name's (CV for PT) spoils it. */
export function nameFound(line: PreparedLine, phrase: NamePhrase): NameFound {
  line.names ??= new Map();
  let found = line.names.get(phrase.identity);
  if (
    !found &&
    line.named !== null &&
    phrase.phrase.length >= SHORTEST_INDEXED_NAME &&
    !line.named.has(phrase.identity)
  ) {
    // The name index found every indexed name that stands in the line: of any other, only the share of its words present is left to read.
    line.allWords ??= new Set(line.padded.split(' '));
    const words = phrase.phrase.split(' ');
    let present = 0;
    for (const word of words) if (line.allWords.has(word)) present += 1;
    found = {
      score: present / words.length,
      matched: 0,
      whole: false,
      start: -1,
      end: -1,
      formConflict: false,
    };
    line.names.set(phrase.identity, found);
  }
  if (!found) {
    const match = phraseMatch(phrase.phrase, line.padded) as NameFound;
    const form =
      match.score >= 0.95 && phrase.form !== null ? formAround(line.padded, match) : null;
    match.formConflict = form !== null && form !== phrase.form;
    found = match;
    line.names.set(phrase.identity, found);
  }
  return found;
}

/**
 * How well the line names the item's counterparty: `score` 1 (or a little
 * more for the longer of two names that both stand whole) when a name or an
 * account number stands in it, 0.95 for a cut name followed by a remark, a
 * share of the words otherwise; `phrase` the name found, `account` the
 * number.
 */
export type CounterpartyAgreement = { score: number; name: string | null; account: string | null };

const NO_COUNTERPARTY: CounterpartyAgreement = { score: 0, name: null, account: null };

export function counterpartyAgreement(
  line: PreparedLine,
  item: PreparedItem,
): CounterpartyAgreement {
  if (!item.item.counterparty) return NO_COUNTERPARTY;
  for (let index = 0; index < item.accounts.length; index += 1) {
    if (
      mayContain(line.pairs, item.accountPairs[index]!) &&
      line.compacted.includes(item.accounts[index]!)
    )
      return {
        score: 1,
        name: null,
        account:
          item.item.counterparty.accountNumbers.find(
            (number) => number.replace(/\D/g, '') === item.accounts[index],
          ) ?? item.accounts[index]!,
      };
  }
  let best = 0;
  let bestName: string | null = null;
  for (const phrase of item.phrases) {
    const found = nameFound(line, phrase);
    if (found.formConflict) continue;
    // Of two names that both stand in the line, the one the line shows more of is the closer (PT SINAR JAYA ABADI MANDIRI over PT SINAR JAYA ABADI), and a whole name beats a cut as long.
    const weighted =
      found.score >= 0.95
        ? found.score + Math.min(found.matched, 60) / 1000 + (found.whole ? 0.0005 : 0)
        : found.score;
    if (weighted > best) [best, bestName] = [weighted, phrase.name];
  }
  if (best >= 0.95) return { score: best, name: bestName, account: null };
  return { score: best * 0.6, name: null, account: null };
}

/** Which of the item's references the line carries: whole (FOUND) or cut by the bank's field (CUT). */
export type ReferenceAgreement = { form: ReferenceForm; kind: 'FOUND' | 'CUT' };

/** The first of the item's references the line carries, if any. */
export function referenceAgreement(
  line: PreparedLine,
  item: PreparedItem,
): ReferenceAgreement | null {
  // A line without all the pairs of a reference's first 10 characters holds neither it nor a cut of it (which starts with them).
  for (const form of item.references)
    if (mayContain(line.pairs, form.headPairs) && line.compacted.includes(form.key))
      return { form, kind: 'FOUND' };
  // Banks cut the payer's remark to their field's width: the start of a reference (all but its last 1-3 characters, and at least 10) counts for less.
  for (const form of item.references) {
    // Every cut kept starts with the reference's first 10 characters: a line without them holds none.
    if (
      form.key.length <= 10 ||
      !mayContain(line.pairs, form.headPairs) ||
      !line.compacted.includes(form.key.slice(0, 10))
    )
      continue;
    for (const cut of cutsOf(form)) {
      if (line.compacted.endsWith(cut.compacted) || line.padded.includes(`${cut.printed} `))
        return { form, kind: 'CUT' };
    }
  }
  return null;
}

export function referenceReason(agreement: ReferenceAgreement): Reason {
  const shown = agreement.form.shown;
  return agreement.kind === 'FOUND'
    ? { code: 'REFERENCE_FOUND', values: { reference: shown }, text: `${shown} in the description` }
    : {
        code: 'REFERENCE_CUT',
        values: { reference: shown },
        text: `the start of ${shown} in the description`,
      };
}

/** Word similarity of the descriptions, 0 to 1 (each side's words read once). */
export function descriptionAgreement(line: PreparedLine, item: PreparedItem): number {
  // The line's words with its reference's: one simplification of the line serves every search.
  line.words ??= simplifiedWords(line.padded);
  item.words ??= [...descriptionWords(item.item.description)];
  if (line.words.size === 0 || item.words.length === 0) return 0;
  let shared = 0;
  for (const word of item.words) if (line.words.has(word)) shared += 1;
  return shared / (line.words.size + item.words.length - shared);
}

/** Names shorter than this (`LIA`, an acronym) are too likely to stand in a line by chance to say who paid on their own: the name index leaves them out. */
export const SHORTEST_INDEXED_NAME = 6;
