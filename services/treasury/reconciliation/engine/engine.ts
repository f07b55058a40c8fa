import { forEachReferenceKeyWhere, KeyFilter, simplify } from './text.js';
import {
  amountAgreement,
  amountReason,
  counterpartyAgreement,
  dateReason,
  dateScore,
  dayNumber,
  descriptionAgreement,
  grossedUp,
  nameFound,
  prepareItem,
  prepareLine,
  QRIS_MDR_PER_MILLE,
  qrisMdr,
  referenceAgreement,
  referenceReason,
  sharedReason,
  SHORTEST_INDEXED_NAME,
  TRANSFER_FEES,
  toleranceOf,
  workingDaysBetween,
  type AmountAgreement,
  type CounterpartyAgreement,
  type NamePhrase,
  type PreparedItem,
  type PreparedLine,
  type ReferenceAgreement,
} from './score.js';
import type { EngineItem, EngineLine, MatchingRule, Proposal, Reason } from './types.js';

/** At most this many items (or lines) in one match. */
export const MAX_SIDE = 8;
/** Candidates a line keeps for review and for the top-3 measure. */
const KEPT_PER_LINE = 3;
/** Candidates of a split (one line, several items or the reverse) searched at most; their subsets are tried within a budget. */
const SPLIT_CANDIDATES = 14;
/** Subsets of a split compared at most for the one whose dates fit best. */
const SPLIT_SUBSETS = 16;
const SPLIT_BUDGET = 20_000;
/**
 * At most this many candidates from one amount, one reference or one name
 * within the dates: more than that share what was looked up, so it does not
 * tell them apart, and judging them all would make a run grow with the square
 * of its size.
 */
const CROWD = 64;
/** Of the items of a counterparty the line names, this many of the latest (larger than the line) are judged for a partial match. */
const NAMED_CANDIDATES = 8;
/** How far back instalments of one item may run. */
const INSTALMENT_DAYS = 62;
/** How many characters of a name phrase key the name index: a bank's cut leaves at least 12 (text.ts), so these always stand in the line. */
const NAME_KEY = 12;

/** One line judged against one item under a rule: what agrees, and how much that weighs. */
type Candidate = {
  item: PreparedItem;
  rule: MatchingRule;
  amount: AmountAgreement | null;
  calendar: number;
  working: number;
  counterparty: CounterpartyAgreement;
  reference: ReferenceAgreement | null;
  words: number;
  /** The line names another counterparty than the item's. */
  conflict: boolean;
  evidence: number;
};

export type EngineResult = {
  /** Proposals that do not compete with each other, best first: what the run proposes (and confirms, above a rule's threshold). */
  proposals: Proposal[];
  /**
   * For each line, its best candidates, best first (up to 3): what a reviewer
   * is offered, worded when read. Kept only when asked for (`candidates`);
   * empty otherwise.
   */
  candidatesByLine: ReadonlyMap<string, Proposal[]>;
};

export type ProposeOptions = {
  /**
   * Whether to keep each line's best candidates (`candidatesByLine`). A run
   * that writes only its proposals leaves it off: three candidates for each of
   * a hundred thousand lines are tens of megabytes it would hold for nothing.
   */
  candidates?: boolean;
};

const itemRef = (item: EngineItem) => ({ kind: item.kind, id: item.id });

/** Whether an item may be paid on the line's account: its own account, another account of the entity, or any when it names none. */
const sameScope = (line: EngineLine, item: EngineItem) =>
  item.bankAccountId === null ||
  item.bankAccountId === line.bankAccountId ||
  (item.entityId !== null && item.entityId === line.entityId);

const sameGroup = (line: EngineLine, item: EngineItem) =>
  line.direction === item.direction && line.currency === item.currency;

/** The first of a list sorted by day at or after `firstDay`. */
function firstFrom(sorted: readonly { day: number }[], firstDay: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.day < firstDay) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Calls `visit` for the members of a list sorted by day within [firstDay, lastDay], at most CROWD of them. */
function withinDays<T extends { day: number }>(
  sorted: readonly T[] | undefined,
  firstDay: number,
  lastDay: number,
  visit: (member: T) => void,
): void {
  if (!sorted) return;
  const from = firstFrom(sorted, firstDay);
  for (
    let at = from;
    at < sorted.length && sorted[at]!.day <= lastDay && at - from < CROWD;
    at += 1
  )
    visit(sorted[at]!);
}

/** Adds a value to the list under a key. */
function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const byDay = (a: { day: number }, b: { day: number }) => a.day - b.day;

/**
 * The items of one direction and currency: by exact open amount (each list by
 * date), so a line's amount points are looked up, not searched; sorted by
 * amount for a rule's tolerance window (built only when a rule has one).
 */
class AmountIndex {
  /**
   * By open amount in cents as a number, which is exact up to 2^53 cents and
   * hashed much faster than a bigint: amounts beyond (none a business meets)
   * are left to the sorted list, which compares bigints.
   */
  readonly byAmount = new Map<number, PreparedItem[]>();
  private sorted: PreparedItem[] | undefined;
  constructor(readonly items: PreparedItem[]) {
    for (const item of items)
      if (Number.isSafeInteger(item.cents)) pushTo(this.byAmount, item.cents, item);
    for (const list of this.byAmount.values()) if (list.length > 1) list.sort(byDay);
  }

  /** Items whose open amount lies within [low, high] and whose date within [firstDay, lastDay]. */
  window(
    low: bigint,
    high: bigint,
    firstDay: number,
    lastDay: number,
    visit: (item: PreparedItem) => void,
  ): void {
    if (low === high) {
      const cents = Number(low);
      if (Number.isSafeInteger(cents))
        return withinDays(this.byAmount.get(cents), firstDay, lastDay, visit);
    }
    this.sorted ??= [...this.items].sort((a, b) =>
      a.item.open < b.item.open ? -1 : a.item.open > b.item.open ? 1 : a.day - b.day,
    );
    const sorted = this.sorted;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]!.item.open < low) lo = mid + 1;
      else hi = mid;
    }
    let visited = 0;
    for (
      let at = lo;
      at < sorted.length && sorted[at]!.item.open <= high && visited < CROWD;
      at += 1
    ) {
      const item = sorted[at]!;
      if (item.day >= firstDay && item.day <= lastDay) {
        visited += 1;
        visit(item);
      }
    }
  }
}

/**
 * Every item, indexed the ways a line can point at it: by amount (per
 * direction and currency), by reference key, and by the names of its
 * counterparty (the first 10 characters of each name's words, which a bank's
 * cut always leaves; each name's items by date).
 */
class ItemIndex {
  readonly byGroup = new Map<string, AmountIndex>();
  readonly byReference = new Map<string, PreparedItem[]>();
  readonly phrasesByKey = new Map<string, NamePhrase[]>();
  readonly itemsByPhrase = new Map<string, PreparedItem[]>();
  /** Which reference keys the items have, as a bit set: a line's runs of words that are none are never looked up. */
  readonly referenceFilter: KeyFilter;

  constructor(items: PreparedItem[]) {
    const groups = new Map<string, PreparedItem[]>();
    for (const item of items) {
      pushTo(groups, `${item.item.direction}|${item.item.currency}`, item);
      for (const { key } of item.references) pushTo(this.byReference, key, item);
      for (const name of item.phrases) {
        if (name.phrase.length < SHORTEST_INDEXED_NAME) continue;
        const list = this.itemsByPhrase.get(name.identity);
        if (list) list.push(item);
        else {
          this.itemsByPhrase.set(name.identity, [item]);
          pushTo(this.phrasesByKey, name.phrase.slice(0, NAME_KEY), name);
        }
      }
    }
    for (const [key, group] of groups) this.byGroup.set(key, new AmountIndex(group));
    this.referenceFilter = new KeyFilter(this.byReference.keys(), this.byReference.size);
    for (const list of this.itemsByPhrase.values()) if (list.length > 1) list.sort(byDay);
  }

  /** The identities of the index's names that stand in the line (whole, or cut as banks cut them), with no other legal form next to them. */
  namedIn(line: PreparedLine): string[] {
    const padded = line.padded;
    const named: string[] = [];
    for (let start = 1; start < padded.length - 1; start = padded.indexOf(' ', start) + 1) {
      // The twelve characters from each word's start, and each shorter run of whole words from it (a short name stands whole).
      for (
        let end = padded.indexOf(' ', start);
        end >= 0 && end - start < NAME_KEY;
        end = padded.indexOf(' ', end + 1)
      ) {
        if (end - start >= SHORTEST_INDEXED_NAME)
          this.nameKey(line, padded.slice(start, end), named);
      }
      if (start + NAME_KEY < padded.length)
        this.nameKey(line, padded.slice(start, start + NAME_KEY), named);
    }
    return named;
  }

  private nameKey(line: PreparedLine, key: string, named: string[]): void {
    const phrases = this.phrasesByKey.get(key);
    if (!phrases) return;
    for (const phrase of phrases) {
      if (named.includes(phrase.identity)) continue;
      const found = nameFound(line, phrase);
      if (found.score >= 0.95 && !found.formConflict) named.push(phrase.identity);
    }
  }
}

/**
 * The amount ranges a line's candidates may have: its own amount within the
 * widest tolerance of the rules, and (where a rule allows fees) exactly the
 * amount a payer who deducted each transfer fee meant. Searching these few
 * points, not one window as wide as the largest fee, keeps the candidates few
 * on a hundred thousand lines.
 */
function forEachAmountRange(
  line: EngineLine,
  rules: MatchingRule[],
  visit: (low: bigint, high: bigint) => void,
): void {
  let tolerance = 0n;
  let fees = false;
  for (const rule of rules) {
    const widest = toleranceOf(line.open, rule);
    if (widest > tolerance) tolerance = widest;
    fees ||= rule.allowTransferFees;
  }
  visit(line.open - tolerance, line.open + tolerance);
  // An invoice the payer withheld PPh 23 from: amountAgreement checks it to the rupiah.
  for (const gross of grossedUp(line.open)) visit(gross - 300n, gross + 300n);
  if (!fees) return;
  for (const { fee } of TRANSFER_FEES) {
    const meant = line.direction === 'CREDIT' ? line.open + fee : line.open - fee;
    visit(meant, meant);
  }
  // A QRIS settlement: the gross was about line / (1 - 0.7%); amountAgreement checks it to the cent.
  if (line.direction === 'CREDIT') {
    const gross = (line.open * 1000n) / (1000n - QRIS_MDR_PER_MILLE);
    for (let point = gross - 2n; point <= gross + 2n; point += 1n)
      if (point - qrisMdr(point) === line.open) visit(point, point);
  }
}

/** Whether the candidate's counterparty stands in the line (a name or an account number). */
const isNamed = (candidate: Candidate) => candidate.counterparty.score >= 0.95;

/**
 * Judges one line against one item under the first rule whose required
 * fields agree: null when none does. The evidence is a weighted sum of what
 * agrees (amount, date, counterparty, reference, words), less 2 when the line
 * names another counterparty than the one the item records.
 */
function judge(
  line: PreparedLine,
  item: PreparedItem,
  rules: MatchingRule[],
  partialAllowed: boolean,
  namesSomeone: boolean,
  instalment: boolean,
): Candidate | null {
  const calendar = line.day - item.day;
  let counterparty: CounterpartyAgreement | undefined;
  let reference: ReferenceAgreement | null | undefined;
  for (const rule of rules) {
    // An instalment of an item may come weeks after its date: the name and a partial amount bring it in, never a whole match.
    const late = instalment && calendar > rule.dateWindow.after && calendar <= INSTALMENT_DAYS;
    if ((calendar > rule.dateWindow.after && !late) || -calendar > rule.dateWindow.before) continue;
    const amount = late
      ? null
      : amountAgreement(line.line.open, item.item.open, line.line.direction, rule);
    if (rule.require.amount && !amount) continue;
    reference ??= referenceAgreement(line, item);
    counterparty ??= counterpartyAgreement(line, item);
    if (rule.require.reference && reference?.kind !== 'FOUND') continue;
    if (rule.require.counterparty && counterparty.score < 1) continue;
    const working = workingDaysBetween(item.day, line.day);
    const date = dateScore(calendar, working);
    // A different amount is a partial match: only on evidence of who and what (a reference, or the name and a close date or an instalment's words).
    if (
      !amount &&
      !(partialAllowed && (reference || (counterparty.score >= 0.95 && (date >= 0.8 || late))))
    )
      continue;
    // An item with no counterparty recorded cannot be contradicted by the name on the line.
    const conflict = namesSomeone && item.item.counterparty !== null && counterparty.score < 0.95;
    const words = descriptionAgreement(line, item);
    const evidence =
      3 * (amount?.score ?? 0) +
      date +
      2 * Math.min(counterparty.score, 1) +
      (reference ? (reference.kind === 'FOUND' ? 3 : 1.5) : 0) +
      0.5 * words -
      (conflict ? 2 : 0) +
      // A tie-break within equal evidence: the name the line shows more of (counterparty scores just above 1) wins.
      Math.max(0, counterparty.score - 1);
    return {
      item,
      rule,
      amount,
      calendar,
      working,
      counterparty,
      reference,
      words,
      conflict,
      evidence,
    };
  }
  return null;
}

/** The reasons of a candidate, in words the user reads: built only for the proposals kept. */
function reasonsOf(line: EngineLine, candidate: Candidate): Reason[] {
  const reasons: Reason[] = [
    amountReason(candidate.amount, line.open, candidate.item.item.open, line.direction),
    dateReason(candidate.calendar, candidate.working),
  ];
  const { counterparty } = candidate;
  if (counterparty.account !== null)
    reasons.push({
      code: 'COUNTERPARTY_ACCOUNT',
      values: { account: counterparty.account },
      text: `counterparty account ${counterparty.account} on the line`,
    });
  else if (counterparty.name !== null)
    reasons.push({
      code: 'COUNTERPARTY_NAME',
      values: { name: counterparty.name },
      text: `counterparty ${counterparty.name} on the line`,
    });
  if (candidate.reference) reasons.push(referenceReason(candidate.reference));
  if (candidate.words >= 0.3) reasons.push(DESCRIPTION_SIMILAR[Math.round(candidate.words * 100)]!);
  if (candidate.conflict) {
    const name = candidate.item.item.counterparty?.names[0] ?? '';
    reasons.push({
      code: 'COUNTERPARTY_OTHER',
      values: { name, direction: line.direction },
      text:
        line.direction === 'DEBIT'
          ? `the beneficiary on the line is not ${name}: never confirmed by itself`
          : `the payer on the line is not ${name}: never confirmed by itself`,
    });
  }
  return reasons;
}

/** The description reasons by similarity in percent (30 to 100), shared by the proposals that give them. */
const DESCRIPTION_SIMILAR: Reason[] = [];
for (let similarity = 0; similarity <= 100; similarity += 1)
  DESCRIPTION_SIMILAR[similarity] = sharedReason({
    code: 'DESCRIPTION_SIMILAR',
    values: { similarity },
    text: 'similar description',
  });

const MOST_EVIDENCE = 9.5;

/**
 * How often a match showing this evidence is right, measured on the labelled
 * sample (bench/reconciliation-accuracy.ts prints the curve): an amount that
 * agrees to the cent (or less a known fee) with the payer's name or the
 * reference on the line is right nearly always, the amount alone less often,
 * a partial amount rarely. A line naming someone else, or a rival nearly as
 * good (two equal invoices of one customer), leaves it to a reviewer.
 *
 * Two partial matches are as sure as a fee-deducted one (`settlesPart`): less
 * exactly the PPh 23 a payer withholds (2% or 4%, to the rupiah) with the
 * payer's name or the reference on the line, and a payment below the item's
 * open amount whose remark names that item, and no other, by its reference,
 * from the payer the item records. Either allocates what arrived and leaves
 * the item open by the rest.
 */
function confidenceOf(
  best: Candidate,
  runnerUp: Candidate | undefined,
  line: EngineLine,
  soleReference = false,
): { confidence: number; rivals: boolean; settlesPart: boolean } {
  const amount =
    best.amount !== null && best.amount.kind !== 'TOLERANCE' && best.amount.kind !== 'WITHHOLDING';
  const named = isNamed(best);
  const referenced = best.reference?.kind === 'FOUND';
  const cut = best.reference?.kind === 'CUT';
  const withheld = best.amount?.kind === 'WITHHOLDING' && (named || referenced);
  const partNamed =
    best.amount === null && referenced && soleReference && named && line.open < best.item.item.open;
  let confidence: number;
  if (amount)
    confidence = named && referenced ? 0.998 : named || referenced ? 0.99 : cut ? 0.95 : 0.9;
  else if (withheld) confidence = named && referenced ? 0.99 : 0.98;
  else if (partNamed) confidence = PART_NAMED;
  else if (best.amount) confidence = named || referenced ? 0.8 : 0.5;
  else confidence = referenced ? 0.6 : named ? 0.5 : 0.35;
  const settlesPart = (withheld || partNamed) && !best.conflict;
  if (best.conflict) confidence = Math.min(confidence, 0.5);
  // Within a class, more evidence (a closer date, more similar words) ranks first.
  confidence -= (MOST_EVIDENCE - Math.min(best.evidence, MOST_EVIDENCE)) / 1000;
  if (!runnerUp) return { confidence, rivals: false, settlesPart };
  const gap = best.evidence - runnerUp.evidence;
  if (gap >= 2) return { confidence, rivals: false, settlesPart };
  return {
    confidence: confidence * (0.45 + 0.25 * Math.max(gap, 0)),
    rivals: true,
    settlesPart: false,
  };
}

/**
 * A part payment naming its item: sure enough to confirm at the usual
 * thresholds, below a split of instalments that adds up to the item (0.97 and
 * more with the references), which settles it in full and so goes first.
 */
const PART_NAMED = 0.975;

/**
 * A split none of whose items a line's remark names, when it names one by its reference (an
 * instalment of one invoice that three others of its customer add up to), is left to a person too.
 */
function unlessNamedOtherwise(split: Proposal, namedByReference: Map<string, string[]>): Proposal {
  const contradicted = split.lineIds.some((lineId) => {
    const named = namedByReference.get(lineId);
    return named !== undefined && !split.items.some((item) => named.includes(item.id));
  });
  return contradicted
    ? {
        ...split,
        confidence: Math.min(split.confidence, NAMES_ANOTHER_AT_MOST),
        decision: 'REVIEW',
      }
    : split;
}

/** The highest confidence a match keeps whose line names another item by its reference: below the lowest self-confirming threshold a rule may have (0.8). */
const NAMES_ANOTHER_AT_MOST = 0.75;

/** The highest confidence a line of a reversal pair keeps: below any payment naming its item, and below every rule's confirming threshold worth having. */
const REVERSED_AT_MOST = 0.45;

const OTHER_CANDIDATES: Reason = {
  code: 'OTHER_CANDIDATES',
  values: {},
  text: 'another candidate is nearly as good',
};

/**
 * A line's kept candidate, ranked, with its confidence: a proposal once its
 * reasons are worded. It keeps the line as read, not as prepared, and the
 * line that reverses it (the return of a debit, or the debit a credit
 * returns), if any.
 */
type Ranked = {
  line: EngineLine;
  candidate: Candidate;
  confidence: number;
  rivals: boolean;
  reversal: EngineLine | undefined;
  settlesPart: boolean;
};

function proposalOf({
  line,
  candidate,
  confidence,
  rivals,
  reversal,
  settlesPart,
}: Ranked): Proposal {
  const open = line.open;
  const amount = open < candidate.item.item.open ? open : candidate.item.item.open;
  // Less PPh 23 withheld, the item stays open by the tax until the withholding slip is booked: a partial match.
  const full = candidate.amount !== null && candidate.amount.kind !== 'WITHHOLDING';
  const reasons = reasonsOf(line, candidate);
  if (rivals) reasons.push(OTHER_CANDIDATES);
  if (reversal) reasons.push(reversalReason(line, reversal));
  const rule = candidate.rule;
  return {
    strategy: 'ONE_TO_ONE',
    lineIds: [line.id],
    items: [itemRef(candidate.item.item)],
    amount,
    result: full ? 'FULL_MATCH' : 'PARTIAL_MATCH',
    confidence,
    reasons,
    ruleId: rule.id,
    decision:
      rule.autoConfirmAt !== null &&
      confidence >= rule.autoConfirmAt &&
      (full || settlesPart) &&
      !candidate.conflict &&
      !reversal
        ? 'CONFIRM'
        : 'REVIEW',
  };
}

/** Why a line that came back (or is the return of one) waits for a reviewer, naming the other line's date and direction. */
function reversalReason(line: EngineLine, other: EngineLine): Reason {
  const returned = line.direction === 'DEBIT';
  return {
    code: 'REVERSAL_PAIR',
    values: { date: other.date, direction: line.direction },
    text: returned
      ? `came back as a credit of the same amount on ${other.date}: never confirmed by itself`
      : `returns a debit of the same amount of ${other.date}: never confirmed by itself`,
  };
}

/** How many days after a debit a credit of the same amount on the same account is taken for its return (a BI-FAST or SKN transfer to a closed or wrong account comes back within a few working days). */
const REVERSAL_DAYS = 7;

/**
 * The words banks print on a returned transfer (KlikBCA and Mandiri MCM
 * `RETUR`, `PENGEMBALIAN DANA`, SKN `TOLAKAN`, `REFUND`, `REVERSAL`/`REV`,
 * `KOREKSI`, `GAGAL`), as whole words of the simplified description. A credit
 * of the same amount without them is as likely a customer paying a round
 * amount, which must not hold back the debit.
 */
const RETURN_WORDS =
  /(^| )(RETUR|RETURN|PENGEMBALIAN|KEMBALI|TOLAKAN|TOLAK|REFUND|REVERSAL|REVERSE|REV|KOREKSI|GAGAL|RTR)( |$)/;

/** Words every transfer line prints, which say nothing of whose money came back. */
const TRANSFER_WORDS = new Set([
  'FAST',
  'OTOMATIS',
  'TRANSFER',
  'TRSF',
  'BANKING',
  'INHOUSETRF',
  'DANA',
  'TIDAK',
  'AKTIF',
  'SALAH',
  'BAYAR',
  'PEMBAYARAN',
]);

/** The words of a description that may name a party: four letters or more, not a transfer's boilerplate. */
function partyWords(description: string): Set<string> {
  return new Set(
    simplify(description)
      .split(' ')
      .filter((word) => word.length >= 4 && !/^\d+$/.test(word) && !TRANSFER_WORDS.has(word)),
  );
}

/**
 * The reversal pairs among the lines: each credit whose description says it
 * is a return (RETURN_WORDS) with a debit of the same amount and currency on
 * the same account booked 0 to REVERSAL_DAYS days before it, each debit paired
 * once: of several, the one sharing most words with the return (banks print
 * the beneficiary's name on both), then the earliest (a retry follows the return). Both lines of a pair are
 * kept from confirming themselves, whatever their remark names: the money came
 * back, and the payment that settles the item is another line.
 */
export function reversalPairs(lines: readonly EngineLine[]): Map<string, EngineLine> {
  const byAmount = new Map<string, EngineLine[]>();
  for (const line of lines)
    if (line.open > 0n)
      pushTo(byAmount, `${line.bankAccountId}|${line.currency}|${line.open}`, line);
  const pairs = new Map<string, EngineLine>();
  for (const group of byAmount.values()) {
    if (group.length < 2) continue;
    const returns = group.filter(
      (line) => line.direction === 'CREDIT' && RETURN_WORDS.test(simplify(line.description)),
    );
    for (const credit of returns.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
      const day = dayNumber(credit.date);
      const words = partyWords(credit.description);
      let chosen: { debit: EngineLine; shared: number; day: number } | null = null;
      for (const debit of group) {
        const booked = dayNumber(debit.date);
        if (
          debit.direction !== 'DEBIT' ||
          pairs.has(debit.id) ||
          booked > day ||
          day - booked > REVERSAL_DAYS
        )
          continue;
        let shared = 0;
        for (const word of partyWords(debit.description)) if (words.has(word)) shared += 1;
        if (!chosen || shared > chosen.shared || (shared === chosen.shared && booked < chosen.day))
          chosen = { debit, shared, day: booked };
      }
      if (!chosen) continue;
      pairs.set(chosen.debit.id, credit);
      pairs.set(credit.id, chosen.debit);
    }
  }
  return pairs;
}

/** One line's candidates among the items: those within its amount ranges, those it names by reference, and the items of the counterparties it names. */
function candidatesOf(
  line: PreparedLine,
  position: number,
  named: string[],
  index: ItemIndex,
  rules: MatchingRule[],
  window: { before: number; after: number },
): Candidate[] {
  const found: Candidate[] = [];
  const source = line.line;
  const namesSomeone = named.length > 0;
  const consider = (item: PreparedItem, partial: boolean, instalment = false) => {
    if (item.seenBy === position || !sameGroup(source, item.item) || !sameScope(source, item.item))
      return;
    item.seenBy = position;
    const candidate = judge(line, item, rules, partial, namesSomeone, instalment);
    if (candidate) found.push(candidate);
  };
  const firstDay = line.day - window.after;
  const lastDay = line.day + window.before;
  const group = index.byGroup.get(`${source.direction}|${source.currency}`);
  if (group)
    forEachAmountRange(source, rules, (low, high) =>
      group.window(low, high, firstDay, lastDay, (item) => consider(item, false)),
    );
  forEachReferenceKeyWhere(line.padded, index.referenceFilter, (key) => {
    const referenced = index.byReference.get(key);
    // A reference that many items share (a QRIS merchant id, a customer number) names none of them: the amount finds the one.
    // An item the remark names may be paid weeks after its date, as an instalment is: its reference brings it in.
    if (referenced && referenced.length <= CROWD)
      for (const item of referenced) consider(item, true, true);
  });
  // The items of the counterparties the line names: a partial match (an instalment, a down payment) when no amount of theirs explains the line.
  if (found.some((candidate) => candidate.amount !== null && !candidate.conflict))
    return found.sort((a, b) => b.evidence - a.evidence);
  for (const phrase of named) {
    // The counterparty's latest items up to the line's window, newest first: an instalment pays one of the last few.
    const items = index.itemsByPhrase.get(phrase)!;
    let considered = 0;
    for (
      let at = firstFrom(items, lastDay + 1) - 1;
      at >= 0 && items[at]!.day >= line.day - INSTALMENT_DAYS && considered < NAMED_CANDIDATES;
      at -= 1
    ) {
      if (items[at]!.item.open <= source.open) continue;
      considered += 1;
      consider(items[at]!, true, true);
    }
  }
  return found.sort((a, b) => b.evidence - a.evidence);
}

/**
 * A subset of `values` (cents) of 2 to MAX_SIDE members summing to one of
 * `targets`, searched largest first within a budget of steps; the indices, or
 * null. Also says whether a second, different subset exists (then the split
 * is ambiguous and waits for a reviewer). With `cost`, up to SPLIT_SUBSETS
 * subsets summing to the first target reached are compared and the cheapest
 * is returned: equal amounts make look-alike subsets, and the first found is not
 * the likeliest (an older unsettled item of the same amount joins as readily
 * as the one due now).
 */
export function findSplit(
  values: bigint[],
  targets: bigint[],
  cost?: (indices: number[]) => number,
): { indices: number[]; target: bigint; ambiguous: boolean } | null {
  const order = values
    .map((value, index) => ({ value, index }))
    .sort((a, b) => (a.value > b.value ? -1 : a.value < b.value ? 1 : 0));
  const suffix: bigint[] = new Array(order.length + 1).fill(0n);
  for (let at = order.length - 1; at >= 0; at -= 1) suffix[at] = suffix[at + 1]! + order[at]!.value;
  let steps = 0;
  let first: { indices: number[]; target: bigint } | null = null;
  let ambiguous = false;
  let subsets = 0;
  const chosen: number[] = [];
  const search = (at: number, left: bigint, target: bigint): boolean => {
    if (left === 0n && chosen.length >= 2) {
      const indices = chosen.map((position) => order[position]!.index);
      if (first) {
        ambiguous = true;
        subsets += 1;
        if (!cost) return true;
        if (target === first.target && cost(indices) < cost(first.indices))
          first = { indices, target };
        return subsets >= SPLIT_SUBSETS;
      }
      first = { indices, target };
      subsets = 1;
      return false;
    }
    if (
      at >= order.length ||
      chosen.length >= MAX_SIDE ||
      left < 0n ||
      suffix[at]! < left ||
      (steps += 1) > SPLIT_BUDGET
    )
      return false;
    if (order[at]!.value <= left) {
      chosen.push(at);
      if (search(at + 1, left - order[at]!.value, target)) return true;
      chosen.pop();
    }
    return search(at + 1, left, target);
  };
  for (const target of targets) {
    if (search(0, target, target)) break;
  }
  const found = first as { indices: number[]; target: bigint } | null;
  return found ? { ...found, ambiguous } : null;
}

/** The targets a split may sum to: the amount itself, and (when a rule allows fees) the amount as a payer who deducted a fee meant it. */
function splitTargets(
  amount: bigint,
  direction: 'DEBIT' | 'CREDIT',
  rules: MatchingRule[],
): bigint[] {
  const targets = [amount];
  if (rules.some((rule) => rule.allowTransferFees))
    for (const { fee } of TRANSFER_FEES)
      targets.push(direction === 'CREDIT' ? amount + fee : amount - fee);
  return targets.filter((target) => target > 0n);
}

/**
 * How sure a split is, measured on the labelled sample (bench/): amounts of 2
 * to 8 items of the counterparty the line names adding up to the cent, with no
 * other subset doing so, were right in 99.8% of one-line-many-items cases and
 * 98.8% of instalment sets (a customer with two instalment plans, or paying X
 * and 2X, misleads it); less a transfer fee, less often. A second subset that
 * adds up too leaves it to a reviewer; references on the lines raise it.
 *
 * The split proposals: one line paying several items of one counterparty
 * (invoices paid together), and several lines paying one item (instalments).
 * Each side's candidates are those naming the same counterparty, in scope
 * and within the dates; a proposal needs their amounts to add up exactly (or
 * less a transfer fee).
 */
function splitProposals(
  lines: PreparedLine[],
  namedBy: string[][],
  index: ItemIndex,
  items: PreparedItem[],
  rules: MatchingRule[],
  settled: Set<string>,
): Proposal[] {
  const rule = rules[0]!;
  const proposals: Proposal[] = [];
  const linesByPhrase = new Map<string, PreparedLine[]>();
  lines.forEach((line, at) => {
    const named = namedBy[at]!;
    if (named.length === 0 || settled.has(line.line.id)) return;
    for (const phrase of named) pushTo(linesByPhrase, phrase, line);
    const pool = new Set<PreparedItem>();
    for (const phrase of named) {
      withinDays(
        index.itemsByPhrase.get(phrase),
        line.day - rule.dateWindow.after - 30,
        line.day + rule.dateWindow.before,
        (item) => {
          if (
            !settled.has(item.item.id) &&
            sameGroup(line.line, item.item) &&
            item.item.open < line.line.open &&
            sameScope(line.line, item.item)
          )
            pool.add(item);
        },
      );
    }
    if (pool.size < 2) return;
    const candidates = [...pool]
      .sort((a, b) => Math.abs(line.day - a.day) - Math.abs(line.day - b.day))
      .slice(0, SPLIT_CANDIDATES);
    const split = findSplit(
      candidates.map((item) => item.item.open),
      splitTargets(line.line.open, line.line.direction, rules),
      (indices) =>
        farthest(
          indices.map((at) => candidates[at]!.day),
          line.day,
        ),
    );
    if (!split) return;
    const chosen = split.indices.map((at) => candidates[at]!);
    const referenced = chosen.filter((item) => referenceAgreement(line, item)).length;
    const exact = split.target === line.line.open;
    const confidence = split.ambiguous
      ? 0.45 + (0.19 * referenced) / chosen.length
      : (exact ? 0.97 : 0.95) + (0.02 * referenced) / chosen.length;
    proposals.push(
      splitProposal('ONE_TO_MANY', [line], chosen, exact, confidence, rule, referenced),
    );
  });
  for (const list of linesByPhrase.values()) list.sort(byDay);
  for (const item of items) {
    if (settled.has(item.item.id) || item.phrases.length === 0) continue;
    const pool = new Set<PreparedLine>();
    for (const { identity } of item.phrases) {
      withinDays(
        linesByPhrase.get(identity),
        item.day - rule.dateWindow.before,
        item.day + INSTALMENT_DAYS,
        (line) => {
          if (
            sameGroup(line.line, item.item) &&
            line.line.open < item.item.open &&
            sameScope(line.line, item.item)
          )
            pool.add(line);
        },
      );
    }
    if (pool.size < 2) continue;
    const candidates = [...pool].sort(byDay).slice(0, SPLIT_CANDIDATES);
    const split = findSplit(
      candidates.map((line) => line.line.open),
      [item.item.open],
      (indices) =>
        farthest(
          indices.map((at) => candidates[at]!.day),
          item.day,
        ),
    );
    if (!split) continue;
    const chosen = split.indices.map((at) => candidates[at]!);
    const referenced = chosen.filter((line) => referenceAgreement(line, item)).length;
    const confidence = split.ambiguous
      ? 0.45 + (0.19 * referenced) / chosen.length
      : 0.97 + (0.02 * referenced) / chosen.length;
    proposals.push(
      splitProposal('MANY_TO_ONE', chosen, [item], true, confidence, rule, referenced),
    );
  }
  return proposals;
}

/** How far the farthest of `days` lies from `day`: a split's members paid or due together lie close to the payment. */
const farthest = (days: number[], day: number) =>
  Math.max(...days.map((other) => Math.abs(other - day)));

function splitProposal(
  strategy: 'ONE_TO_MANY' | 'MANY_TO_ONE',
  lines: PreparedLine[],
  items: PreparedItem[],
  exact: boolean,
  confidence: number,
  rule: MatchingRule,
  referenced: number,
): Proposal {
  const lineTotal = lines.reduce((sum, line) => sum + line.line.open, 0n);
  const itemTotal = items.reduce((sum, item) => sum + item.item.open, 0n);
  const name = items[0]!.item.counterparty?.names[0] ?? '';
  const reasons: Reason[] = [
    {
      code: 'SUM_EQUAL',
      values: { count: strategy === 'ONE_TO_MANY' ? items.length : lines.length },
      text:
        strategy === 'ONE_TO_MANY'
          ? `${items.length} items add up to the amount${exact ? '' : ' less a transfer fee'}`
          : `${lines.length} instalments add up to the amount`,
    },
    { code: 'COUNTERPARTY_NAME', values: { name }, text: `counterparty ${name} on the line` },
  ];
  if (referenced > 0)
    reasons.push({
      code: 'REFERENCE_FOUND',
      values: { count: referenced },
      text: `${referenced} of the references in the description`,
    });
  return {
    strategy,
    lineIds: lines.map((line) => line.line.id),
    items: items.map((item) => itemRef(item.item)),
    amount: lineTotal < itemTotal ? lineTotal : itemTotal,
    result: lineTotal === itemTotal ? 'FULL_MATCH' : 'PARTIAL_MATCH',
    confidence: Math.min(confidence, 0.99),
    reasons,
    ruleId: rule.id,
    decision:
      rule.autoConfirmAt !== null && confidence >= rule.autoConfirmAt && lineTotal === itemTotal
        ? 'CONFIRM'
        : 'REVIEW',
  };
}

/**
 * Each line's kept candidates, worded into proposals only when read: a run
 * over a hundred thousand lines keeps three small records per line, not
 * three proposals with their reasons.
 */
class CandidatesByLine implements ReadonlyMap<string, Proposal[]> {
  private readonly ranked = new Map<string, Ranked[]>();
  private readonly splits = new Map<string, Proposal[]>();

  keep(lineId: string, ranked: Ranked[]): void {
    this.ranked.set(lineId, ranked);
  }

  addSplit(lineId: string, split: Proposal): void {
    pushTo(this.splits, lineId, split);
  }

  get(lineId: string): Proposal[] | undefined {
    const ranked = this.ranked.get(lineId);
    const splits = this.splits.get(lineId);
    if (!ranked && !splits) return undefined;
    const proposals = (ranked ?? []).map(proposalOf);
    if (!splits) return proposals;
    return [...proposals, ...splits]
      .sort((a, b) => b.confidence - a.confidence)
      .slice(0, KEPT_PER_LINE);
  }

  has(lineId: string): boolean {
    return this.ranked.has(lineId) || this.splits.has(lineId);
  }

  get size(): number {
    return [...this.keys()].length;
  }

  *keys(): MapIterator<string> {
    yield* this.ranked.keys();
    for (const lineId of this.splits.keys()) if (!this.ranked.has(lineId)) yield lineId;
  }

  *values(): MapIterator<Proposal[]> {
    for (const lineId of this.keys()) yield this.get(lineId)!;
  }

  *entries(): MapIterator<[string, Proposal[]]> {
    for (const lineId of this.keys()) yield [lineId, this.get(lineId)!];
  }

  [Symbol.iterator](): MapIterator<[string, Proposal[]]> {
    return this.entries();
  }

  forEach(
    visit: (value: Proposal[], key: string, map: ReadonlyMap<string, Proposal[]>) => void,
  ): void {
    for (const [lineId, proposals] of this.entries()) visit(proposals, lineId, this);
  }
}

/** A line's kept candidates, its top one first: the others no surer than a rival is (0.5). */
function rankedCandidates(top: Ranked, candidates: Candidate[]): Ranked[] {
  const ranked: Ranked[] = [top];
  for (let rank = 1; rank < Math.min(candidates.length, KEPT_PER_LINE); rank += 1) {
    const other = confidenceOf(candidates[rank]!, candidates[0], top.line);
    ranked.push({
      line: top.line,
      candidate: candidates[rank]!,
      confidence: Math.min(other.confidence, top.reversal ? REVERSED_AT_MOST : 0.5),
      rivals: other.rivals,
      reversal: top.reversal,
      settlesPart: false,
    });
  }
  return ranked;
}

/**
 * Proposes matches between open statement lines and open items under the
 * organisation's rules (in priority order). Every line gets its best
 * candidates ranked; the run proposes, best first, matches that do not
 * compete for a line or an item, each with its confidence, its reasons and
 * whether its rule confirms it by itself. Pure and synchronous: the caller
 * reads the open sides and writes the proposals.
 */
export function propose(
  lineInput: readonly EngineLine[],
  itemInput: readonly EngineItem[],
  rules: MatchingRule[],
  options: ProposeOptions = {},
): EngineResult {
  const candidatesByLine = new CandidatesByLine();
  if (rules.length === 0) return { proposals: [], candidatesByLine };
  const items: PreparedItem[] = [];
  for (const item of itemInput) if (item.open > 0n) items.push(prepareItem(item));
  const index = new ItemIndex(items);
  const window = {
    after: Math.max(...rules.map((rule) => rule.dateWindow.after)),
    before: Math.max(...rules.map((rule) => rule.dateWindow.before)),
  };
  // Only the lines that name a counterparty are kept prepared, for the splits; the others are let go once judged.
  const lines: PreparedLine[] = [];
  const namedBy: string[][] = [];
  const best: Ranked[] = [];
  const settled = new Set<string>();
  /** The items each line's remark names by their reference (only lines that name one). */
  const namedByReference = new Map<string, string[]>();
  const reversals = reversalPairs(lineInput);
  let position = 0;
  for (const input of lineInput) {
    if (input.open <= 0n) continue;
    const line = prepareLine(input);
    const named = index.namedIn(line);
    line.named = new Set(named);
    const reversal = reversals.get(input.id);
    // A line that came back is no part of a split: the money it moved is back.
    if (named.length > 0 && !reversal) {
      lines.push(line);
      namedBy.push(named);
    }
    const candidates = candidatesOf(line, position, named, index, rules, window);
    position += 1;
    // What was read of the line's names served its candidates; the splits read it again for the few that need it.
    line.names = undefined;
    line.named = null;
    line.allWords = undefined;
    line.words = undefined;
    if (candidates.length === 0) continue;
    const referencing = candidates.filter((candidate) => candidate.reference?.kind === 'FOUND');
    const soleReference = referencing.length === 1;
    // The remark names another item by its reference than the one the amount and name point to (an
    // instalment of one invoice the size of another invoice of a look-alike customer): the evidence
    // disagrees, and a person decides.
    const namesAnother = candidates[0]!.reference?.kind !== 'FOUND' && referencing.length > 0;
    if (referencing.length > 0)
      namedByReference.set(
        input.id,
        referencing.map((candidate) => candidate.item.item.id),
      );
    const { confidence, rivals, settlesPart } = confidenceOf(
      candidates[0]!,
      candidates[1],
      input,
      soleReference,
    );
    // A reversed line ranks below the payment that really settles the item, which may name it alike.
    const top: Ranked = {
      line: input,
      candidate: candidates[0]!,
      confidence: Math.min(
        confidence,
        reversal ? REVERSED_AT_MOST : namesAnother ? NAMES_ANOTHER_AT_MOST : 1,
      ),
      rivals,
      reversal,
      settlesPart: settlesPart && !reversal,
    };
    if (options.candidates) candidatesByLine.keep(input.id, rankedCandidates(top, candidates));
    if (top.confidence >= top.candidate.rule.proposeAt) best.push(top);
    // A line whose amount a single item explains (of the counterparty it names, if any) is not searched for splits, even when two such items
    // compete for it (the same customer paying the same amount twice): its item is left to other lines only then.
    if (
      !reversal &&
      top.candidate.amount !== null &&
      top.candidate.amount.kind !== 'TOLERANCE' &&
      !top.candidate.conflict &&
      (top.confidence >= 0.5 || isNamed(top.candidate))
    ) {
      settled.add(input.id);
      if (!top.rivals) settled.add(top.candidate.item.item.id);
    }
  }
  const all: (Ranked | Proposal)[] = best;
  for (const found of splitProposals(lines, namedBy, index, items, rules, settled)) {
    const split = unlessNamedOtherwise(found, namedByReference);
    all.push(split);
    if (options.candidates)
      for (const lineId of split.lineIds) candidatesByLine.addSplit(lineId, split);
  }
  return { proposals: disjoint(all), candidatesByLine };
}

/**
 * The proposals, best first, leaving out any that needs a line or an item a
 * better one took: a line's best candidate (worded only when kept) or a split.
 */
function disjoint(proposals: (Ranked | Proposal)[]): Proposal[] {
  const takenLines = new Set<string>();
  const takenItems = new Set<string>();
  const kept: Proposal[] = [];
  for (const entry of proposals.sort((a, b) => b.confidence - a.confidence)) {
    if ('candidate' in entry) {
      if (takenLines.has(entry.line.id) || takenItems.has(entry.candidate.item.item.id)) continue;
      takenLines.add(entry.line.id);
      takenItems.add(entry.candidate.item.item.id);
      kept.push(proposalOf(entry));
      continue;
    }
    if (
      entry.lineIds.some((id) => takenLines.has(id)) ||
      entry.items.some((item) => takenItems.has(item.id))
    )
      continue;
    for (const id of entry.lineIds) takenLines.add(id);
    for (const item of entry.items) takenItems.add(item.id);
    kept.push(entry);
  }
  return kept;
}

/** The rule an organisation starts with: amounts equal or less a transfer fee, booked up to 7 days before or 10 after, nothing confirmed by itself. */
export function defaultRule(): MatchingRule {
  return {
    id: 'default',
    name: 'Default',
    amountTolerance: { absolute: 0n, relative: 0 },
    allowTransferFees: true,
    dateWindow: { before: 7, after: 10 },
    require: { amount: false, counterparty: false, reference: false },
    autoConfirmAt: null,
    proposeAt: 0.3,
  };
}
