import { compact, lineReferenceKeys, nameWords, simplify } from './text.js';
import {
  amountAgreement,
  counterpartyAgreement,
  dateAgreement,
  dayNumber,
  descriptionAgreement,
  prepareWords,
  referenceAgreement,
  QRIS_MDR_PER_MILLE,
  referenceForms,
  TRANSFER_FEES,
  toleranceOf,
  type PreparedItem,
  type PreparedLine,
} from './score.js';
import type { EngineItem, EngineLine, MatchingRule, Proposal, Reason } from './types.js';

/** At most this many items (or lines) in one match. */
export const MAX_SIDE = 8;
/** Candidates a line keeps for review and for the top-3 measure. */
const KEPT_PER_LINE = 3;
/** Candidates of a split (one line, several items or the reverse) searched at most; their subsets are tried within a budget. */
const SPLIT_CANDIDATES = 14;
const SPLIT_BUDGET = 20_000;
/**
 * At most this many candidates from one amount, one reference or one name
 * within the dates: more than that share what was looked up, so it does not
 * tell them apart, and judging them all would make a run grow with the square
 * of its size.
 */
const CROWD = 64;
/** How far back instalments of one item may run. */
const INSTALMENT_DAYS = 62;

type Candidate = { item: PreparedItem; rule: MatchingRule; evidence: number; score: number; reasons: Reason[]; exact: boolean };

export type EngineResult = {
  /** Proposals that do not compete with each other, best first: what the run proposes (and confirms, above a rule's threshold). */
  proposals: Proposal[];
  /** For each line, its best candidates, best first (up to 3): what a reviewer is offered. */
  candidatesByLine: Map<string, Proposal[]>;
};

const itemRef = (item: EngineItem) => ({ kind: item.kind, id: item.id });

function prepareLine(line: EngineLine): PreparedLine {
  return {
    ...line,
    simplified: simplify(`${line.description} ${line.reference ?? ''}`),
    compacted: compact(`${line.description} ${line.reference ?? ''}`),
    words: prepareWords(line.description),
    day: dayNumber(line.date),
  };
}

function prepareItem(item: EngineItem): PreparedItem {
  const namePhrases = [...new Set((item.counterparty?.names ?? []).map((name) => nameWords(name).join(' ')).filter((phrase) => phrase !== ''))];
  return { ...item, referenceForms: referenceForms(item.references), namePhrases, words: prepareWords(item.description), day: dayNumber(item.date) };
}

const groupKey = (side: { direction: string; currency: string }) => `${side.direction}|${side.currency}`;

/** Whether an item may be paid on the line's account: its own account, another account of the entity, or any when it names none. */
const sameScope = (line: PreparedLine, item: PreparedItem) => item.bankAccountId === null || item.bankAccountId === line.bankAccountId || (item.entityId !== null && item.entityId === line.entityId);

/**
 * Items of one direction and currency, sorted by open amount, so the items
 * within a line's amount window are found by binary search; and by reference
 * key, so an item the line names is found whatever its amount.
 */
class ItemIndex {
  readonly byAmount = new Map<string, PreparedItem[]>();
  readonly byReference = new Map<string, PreparedItem[]>();
  /** By the first two words of a name, each list by date: the items a line names, whatever their amount (an instalment, a down payment). */
  readonly byName = new Map<string, PreparedItem[]>();
  /** By group and exact amount, each list by date: a line's amount points are looked up, not searched. */
  readonly byExactAmount = new Map<string, PreparedItem[]>();

  constructor(items: PreparedItem[]) {
    for (const item of items) {
      const key = groupKey(item);
      const group = this.byAmount.get(key) ?? [];
      group.push(item);
      this.byAmount.set(key, group);
      for (const { key: reference } of item.referenceForms) {
        const named = this.byReference.get(reference) ?? [];
        named.push(item);
        this.byReference.set(reference, named);
      }
    }
    // By amount, then date: among many items of one amount (round invoices), those near a line's date are found by search too.
    for (const group of this.byAmount.values()) group.sort((a, b) => (a.open < b.open ? -1 : a.open > b.open ? 1 : a.day - b.day));
    for (const group of this.byAmount.values()) {
      for (const item of group) pushTo(this.byExactAmount, `${groupKey(item)}|${item.open}`, item);
    }
    for (const item of [...items].sort(byDay)) for (const key of nameKeys(item)) pushTo(this.byName, key, item);
  }

  /** Items of the line's group whose open amount lies within [low, high] and whose date within [firstDay, lastDay]. */
  *amountWindow(line: PreparedLine, low: bigint, high: bigint, firstDay: number, lastDay: number): Generator<PreparedItem> {
    const point = low === high;
    if (point) {
      yield* withinDays(this.byExactAmount.get(`${groupKey(line)}|${low}`), firstDay, lastDay);
      return;
    }
    const group = this.byAmount.get(groupKey(line));
    if (!group) return;
    let lo = 0;
    let hi = group.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const item = group[mid]!;
      if (item.open < low || (point && item.open === low && item.day < firstDay)) lo = mid + 1;
      else hi = mid;
    }
    let yielded = 0;
    for (let at = lo; at < group.length && group[at]!.open <= high && yielded < CROWD; at += 1) {
      const item = group[at]!;
      if (point && item.day > lastDay) return;
      if (item.day >= firstDay && item.day <= lastDay) {
        yielded += 1;
        yield item;
      }
    }
  }
}

/** A list sorted by day, searched for the members within [firstDay, lastDay]. */
function* withinDays<T extends { day: number }>(sorted: readonly T[] | undefined, firstDay: number, lastDay: number): Generator<T> {
  if (!sorted) return;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.day < firstDay) lo = mid + 1;
    else hi = mid;
  }
  for (let at = lo; at < sorted.length && sorted[at]!.day <= lastDay && at - lo < CROWD; at += 1) yield sorted[at]!;
}

const byDay = (a: { day: number }, b: { day: number }) => a.day - b.day;

/**
 * The amount ranges a line's candidates may have: its own amount within the
 * widest tolerance of the rules, and (where a rule allows fees) exactly the
 * amount a payer who deducted each transfer fee meant. Searching these few
 * points, not one window as wide as the largest fee, keeps the candidates few
 * on a hundred thousand lines.
 */
function amountRanges(line: PreparedLine, rules: MatchingRule[]): [bigint, bigint][] {
  let tolerance = 0n;
  for (const rule of rules) {
    const widest = toleranceOf(line.open, rule);
    if (widest > tolerance) tolerance = widest;
  }
  const ranges: [bigint, bigint][] = [[line.open - tolerance, line.open + tolerance]];
  if (rules.some((rule) => rule.allowTransferFees)) {
    for (const { fee } of TRANSFER_FEES) {
      const meant = line.direction === 'CREDIT' ? line.open + fee : line.open - fee;
      ranges.push([meant, meant]);
    }
    // A QRIS settlement: the gross was about line / (1 - 0.7%); amountAgreement checks it to the cent.
    if (line.direction === 'CREDIT') {
      const gross = (line.open * 1000n) / (1000n - QRIS_MDR_PER_MILLE);
      ranges.push([gross - 2n, gross + 2n]);
    }
  }
  return ranges;
}

/**
 * Judges one line against one item under the first rule whose required
 * fields agree: null when none does. The evidence is a weighted sum of what
 * agrees (amount, date, counterparty, reference, words), the score its share
 * of the most a match can show.
 */
function judge(line: PreparedLine, item: PreparedItem, rules: MatchingRule[], partialAllowed: boolean): Candidate | null {
  for (const rule of rules) {
    const date = dateAgreement(line, item, rule);
    if (!date) continue;
    const amount = amountAgreement(line.open, item.open, line.direction, rule);
    const reference = referenceAgreement(line, item);
    const counterparty = counterpartyAgreement(line, item);
    if (rule.require.amount && !amount) continue;
    if (rule.require.reference && reference?.code !== 'REFERENCE_FOUND') continue;
    if (rule.require.counterparty && counterparty.score < 1) continue;
    // A different amount is a partial match: only on evidence of who and what (a reference, or the name and a close date).
    if (!amount && !(partialAllowed && (reference || (counterparty.score >= 0.95 && date.score >= 0.8)))) continue;
    const words = descriptionAgreement(line, item);
    const evidence = 3 * (amount?.score ?? 0) + 1 * date.score + 2 * Math.min(counterparty.score, 1) + (reference ? (reference.code === 'REFERENCE_FOUND' ? 3 : 1.5) : 0) + 0.5 * words;
    const reasons: Reason[] = [];
    reasons.push(amount?.reason ?? { code: 'AMOUNT_DIFFERENT', values: {}, text: 'amount differs: a partial match' });
    reasons.push(date.reason);
    if (counterparty.reason) reasons.push(counterparty.reason);
    if (reference) reasons.push(reference);
    if (words >= 0.3) reasons.push({ code: 'DESCRIPTION_SIMILAR', values: { similarity: Math.round(words * 100) }, text: 'similar description' });
    // A tie-break within equal evidence: the longer matching name (counterparty scores just above 1) wins.
    return { item, rule, evidence: evidence + Math.max(0, counterparty.score - 1), score: evidence / 9.5, reasons, exact: amount?.reason.code === 'AMOUNT_EQUAL' };
  }
  return null;
}

/**
 * How often a match showing this evidence is right, measured on the labelled
 * sample (bench/reconciliation-accuracy.ts prints the curve): an amount that
 * agrees to the cent (or less a known fee) with the payer's name or the
 * reference on the line was right in 99.97% of 12,500 cases, the amount with
 * neither in 99.6%, a different amount rarely. A rival nearly as good lowers
 * it: two equal invoices of one customer are told apart by a reviewer.
 */
function confidenceOf(best: Candidate, runnerUp: Candidate | undefined): { confidence: number; reason: Reason | null } {
  const codes = new Set(best.reasons.map((reason) => reason.code));
  const amount = codes.has('AMOUNT_EQUAL') || codes.has('AMOUNT_MINUS_FEE');
  const named = codes.has('COUNTERPARTY_NAME') || codes.has('COUNTERPARTY_ACCOUNT');
  const referenced = codes.has('REFERENCE_FOUND');
  let confidence = amount ? (named && referenced ? 0.998 : named || referenced ? 0.99 : 0.9) : codes.has('AMOUNT_WITHIN_TOLERANCE') ? (named || referenced ? 0.8 : 0.5) : referenced ? 0.6 : 0.35;
  // Within a class, more evidence (a closer date, more similar words) ranks first.
  confidence -= (9.5 - Math.min(best.evidence, 9.5)) / 1000;
  if (!runnerUp) return { confidence, reason: null };
  const gap = best.evidence - runnerUp.evidence;
  if (gap >= 2) return { confidence, reason: null };
  confidence *= 0.45 + 0.25 * gap;
  return { confidence, reason: { code: 'OTHER_CANDIDATES', values: {}, text: 'another candidate is nearly as good' } };
}

function proposalOf(line: PreparedLine, candidate: Candidate, confidence: number, extra: Reason | null): Proposal {
  const amount = line.open < candidate.item.open ? line.open : candidate.item.open;
  const full = candidate.reasons[0]!.code !== 'AMOUNT_DIFFERENT';
  const rule = candidate.rule;
  return {
    strategy: 'ONE_TO_ONE',
    lineIds: [line.id],
    items: [itemRef(candidate.item)],
    amount,
    result: full ? 'FULL_MATCH' : 'PARTIAL_MATCH',
    confidence,
    reasons: extra ? [...candidate.reasons, extra] : candidate.reasons,
    ruleId: rule.id,
    decision: rule.autoConfirmAt !== null && confidence >= rule.autoConfirmAt && full ? 'CONFIRM' : 'REVIEW',
  };
}

/** One line's candidates among the items: those within its amount window, and those it names by reference. */
function candidatesOf(line: PreparedLine, index: ItemIndex, rules: MatchingRule[]): Candidate[] {
  const seen = new Set<string>();
  const found: Candidate[] = [];
  const consider = (item: PreparedItem, partial: boolean) => {
    if (seen.has(item.id) || item.direction !== line.direction || item.currency !== line.currency || !sameScope(line, item)) return;
    seen.add(item.id);
    const candidate = judge(line, item, rules, partial);
    if (candidate) found.push(candidate);
  };
  const after = Math.max(...rules.map((rule) => rule.dateWindow.after));
  const before = Math.max(...rules.map((rule) => rule.dateWindow.before));
  for (const [low, high] of amountRanges(line, rules)) {
    // A narrow range is searched cent by cent: each cent a point searched by amount and date, so items of that amount on other dates are never walked.
    const points = high - low <= 16n ? Array.from({ length: Number(high - low) + 1 }, (_, offset) => low + BigInt(offset)) : null;
    for (const [from, to] of points ? points.map((point) => [point, point] as const) : [[low, high] as const]) {
      for (const item of index.amountWindow(line, from, to, line.day - after, line.day + before)) consider(item, false);
    }
  }
  for (const key of lineReferenceKeys(line.description, line.reference)) {
    const named = index.byReference.get(key) ?? [];
    // A reference that many items share (a QRIS merchant id, a customer number) names none of them: the amount finds the one.
    if (named.length <= CROWD) for (const item of named) consider(item, true);
  }
  // Without an amount that agrees, the items of the counterparties the line names are candidates for a partial match (an instalment, a down payment):
  // judge asks for the name and a close date, or a reference.
  if (!found.some((candidate) => candidate.reasons[0]!.code !== 'AMOUNT_DIFFERENT')) {
    for (const pair of wordPairs(line.simplified)) for (const item of withinDays(index.byName.get(pair), line.day - after, line.day + before)) if (item.open > line.open) consider(item, true);
  }
  return found.sort((a, b) => b.evidence - a.evidence);
}

/**
 * A subset of `values` (cents) of 2 to MAX_SIDE members summing to one of
 * `targets`, searched largest first within a budget of steps; the indices, or
 * null. Also says whether a second, different subset exists (then the split
 * is ambiguous and waits for a reviewer).
 */
export function findSplit(values: bigint[], targets: bigint[]): { indices: number[]; target: bigint; ambiguous: boolean } | null {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => (a.value > b.value ? -1 : a.value < b.value ? 1 : 0));
  const suffix: bigint[] = new Array(order.length + 1).fill(0n);
  for (let at = order.length - 1; at >= 0; at -= 1) suffix[at] = suffix[at + 1]! + order[at]!.value;
  let steps = 0;
  let first: { indices: number[]; target: bigint } | null = null;
  let ambiguous = false;
  const chosen: number[] = [];
  const search = (at: number, left: bigint, target: bigint): boolean => {
    if (left === 0n && chosen.length >= 2) {
      if (first) {
        ambiguous = true;
        return true;
      }
      first = { indices: chosen.map((position) => order[position]!.index), target };
      return false;
    }
    if (at >= order.length || chosen.length >= MAX_SIDE || left < 0n || suffix[at]! < left || (steps += 1) > SPLIT_BUDGET) return false;
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
function splitTargets(amount: bigint, direction: 'DEBIT' | 'CREDIT', rules: MatchingRule[]): bigint[] {
  const targets = [amount];
  if (rules.some((rule) => rule.allowTransferFees)) for (const { fee } of TRANSFER_FEES) targets.push(direction === 'CREDIT' ? amount + fee : amount - fee);
  return targets.filter((target) => target > 0n);
}

/** Adds a value to the list under a key. */
function pushTo<V>(map: Map<string, V[]>, key: string, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The first two words of each of an item's names (`SINAR JAYA` of PT Sinar
 * Jaya Abadi): how a split finds the items or lines of one counterparty.
 * Two words, not one, so that the many names sharing a common first word do
 * not all become candidates of every line.
 */
const nameKeys = (item: PreparedItem) => [...new Set(item.namePhrases.map((phrase) => phrase.split(' ').slice(0, 2).join(' ')))];

/** Each pair of adjacent words of a line (and each single word, for one-word names). */
function wordPairs(simplified: string): Set<string> {
  const words = simplified.split(' ');
  const pairs = new Set<string>(words);
  for (let at = 0; at + 1 < words.length; at += 1) pairs.add(`${words[at]} ${words[at + 1]}`);
  return pairs;
}

/**
 * The split proposals: one line paying several items of one counterparty
 * (invoices paid together), and several lines paying one item (instalments).
 * Each side's candidates are those naming the same counterparty, in scope
 * and within the dates; a proposal needs their amounts to add up exactly (or
 * less a transfer fee).
 */
function splitProposals(lines: PreparedLine[], items: PreparedItem[], rules: MatchingRule[], settled: Set<string>): Proposal[] {
  const rule = rules[0]!;
  const proposals: Proposal[] = [];
  const itemsByName = new Map<string, PreparedItem[]>();
  for (const item of items) if (!settled.has(item.id)) for (const key of nameKeys(item)) pushTo(itemsByName, key, item);
  for (const list of itemsByName.values()) list.sort(byDay);
  for (const line of lines) {
    if (settled.has(line.id)) continue;
    const pool = new Map<string, PreparedItem>();
    for (const pair of wordPairs(line.simplified))
      for (const item of withinDays(itemsByName.get(pair), line.day - rule.dateWindow.after - 30, line.day + rule.dateWindow.before)) pool.set(item.id, item);
    const candidates = [...pool.values()]
      .filter(
        (item) =>
          !settled.has(item.id) &&
          item.direction === line.direction &&
          item.currency === line.currency &&
          item.open < line.open &&
          sameScope(line, item) &&
          line.day - item.day <= rule.dateWindow.after + 30 &&
          item.day - line.day <= rule.dateWindow.before,
      )
      .filter((item) => counterpartyAgreement(line, item).score >= 0.95)
      .sort((a, b) => Math.abs(line.day - a.day) - Math.abs(line.day - b.day))
      .slice(0, SPLIT_CANDIDATES);
    if (candidates.length < 2) continue;
    const split = findSplit(
      candidates.map((item) => item.open),
      splitTargets(line.open, line.direction, rules),
    );
    if (!split) continue;
    const chosen = split.indices.map((index) => candidates[index]!);
    const referenced = chosen.filter((item) => referenceAgreement(line, item)).length;
    const confidence = (split.ambiguous ? 0.45 : 0.8) + (0.19 * referenced) / chosen.length;
    proposals.push(splitProposal('ONE_TO_MANY', [line], chosen, split.target === line.open, confidence, rule, referenced));
  }
  const linesByName = new Map<string, PreparedLine[]>();
  for (const line of lines) if (!settled.has(line.id)) for (const pair of wordPairs(line.simplified)) pushTo(linesByName, pair, line);
  for (const list of linesByName.values()) list.sort(byDay);
  for (const item of items) {
    if (settled.has(item.id)) continue;
    const pool = new Map<string, PreparedLine>();
    for (const key of nameKeys(item)) for (const line of withinDays(linesByName.get(key), item.day - rule.dateWindow.before, item.day + INSTALMENT_DAYS)) pool.set(line.id, line);
    const candidates = [...pool.values()]
      .filter(
        (line) =>
          line.direction === item.direction &&
          line.currency === item.currency &&
          line.open < item.open &&
          sameScope(line, item) &&
          line.day - item.day <= INSTALMENT_DAYS &&
          item.day - line.day <= rule.dateWindow.before,
      )
      .filter((line) => counterpartyAgreement(line, item).score >= 0.95)
      .sort((a, b) => a.day - b.day)
      .slice(0, SPLIT_CANDIDATES);
    if (candidates.length < 2) continue;
    const split = findSplit(
      candidates.map((line) => line.open),
      [item.open],
    );
    if (!split) continue;
    const chosen = split.indices.map((index) => candidates[index]!);
    const referenced = chosen.filter((line) => referenceAgreement(line, item)).length;
    const confidence = (split.ambiguous ? 0.45 : 0.78) + (0.19 * referenced) / chosen.length;
    proposals.push(splitProposal('MANY_TO_ONE', chosen, [item], true, confidence, rule, referenced));
  }
  return proposals;
}

function splitProposal(strategy: 'ONE_TO_MANY' | 'MANY_TO_ONE', lines: PreparedLine[], items: PreparedItem[], exact: boolean, confidence: number, rule: MatchingRule, referenced: number): Proposal {
  const lineTotal = lines.reduce((sum, line) => sum + line.open, 0n);
  const itemTotal = items.reduce((sum, item) => sum + item.open, 0n);
  const reasons: Reason[] = [
    {
      code: 'SUM_EQUAL',
      values: { count: strategy === 'ONE_TO_MANY' ? items.length : lines.length },
      text: strategy === 'ONE_TO_MANY' ? `${items.length} items add up to the amount${exact ? '' : ' less a transfer fee'}` : `${lines.length} instalments add up to the amount`,
    },
    { code: 'COUNTERPARTY_NAME', values: { name: items[0]!.counterparty?.names[0] ?? '' }, text: `counterparty ${items[0]!.counterparty?.names[0] ?? ''} on the line` },
  ];
  if (referenced > 0) reasons.push({ code: 'REFERENCE_FOUND', values: { count: referenced }, text: `${referenced} of the references in the description` });
  return {
    strategy,
    lineIds: lines.map((line) => line.id),
    items: items.map(itemRef),
    amount: lineTotal < itemTotal ? lineTotal : itemTotal,
    result: lineTotal === itemTotal ? 'FULL_MATCH' : 'PARTIAL_MATCH',
    confidence: Math.min(confidence, 0.99),
    reasons,
    ruleId: rule.id,
    decision: rule.autoConfirmAt !== null && confidence >= rule.autoConfirmAt && lineTotal === itemTotal ? 'CONFIRM' : 'REVIEW',
  };
}

/**
 * Proposes matches between open statement lines and open items under the
 * organisation's rules (in priority order). Every line gets its best
 * candidates ranked; the run proposes, best first, matches that do not
 * compete for a line or an item, each with its confidence, its reasons and
 * whether its rule confirms it by itself. Pure and synchronous: the caller
 * reads the open sides and writes the proposals.
 */
export function propose(lineInput: readonly EngineLine[], itemInput: readonly EngineItem[], rules: MatchingRule[]): EngineResult {
  if (rules.length === 0) return { proposals: [], candidatesByLine: new Map() };
  const lines = lineInput.filter((line) => line.open > 0n).map(prepareLine);
  const items = itemInput.filter((item) => item.open > 0n).map(prepareItem);
  const index = new ItemIndex(items);
  const candidatesByLine = new Map<string, Proposal[]>();
  const all: Proposal[] = [];
  const settled = new Set<string>();
  for (const line of lines) {
    const candidates = candidatesOf(line, index, rules);
    if (candidates.length === 0) continue;
    const ranked = candidates.slice(0, KEPT_PER_LINE).map((candidate, rank) => {
      const { confidence, reason } = confidenceOf(candidate, rank === 0 ? candidates[1] : candidates[0]);
      return proposalOf(line, candidate, rank === 0 ? confidence : Math.min(confidence, 0.5), reason);
    });
    candidatesByLine.set(line.id, ranked);
    const best = ranked[0]!;
    if (best.confidence >= (rules.find((rule) => rule.id === best.ruleId)?.proposeAt ?? 1)) all.push(best);
    // A line whose amount a single item explains is not searched for splits.
    if (candidates[0]!.exact && best.confidence >= 0.5) {
      settled.add(line.id);
      settled.add(candidates[0]!.item.id);
    }
  }
  for (const split of splitProposals(lines, items, rules, settled)) {
    all.push(split);
    for (const lineId of split.lineIds) {
      const ranked = candidatesByLine.get(lineId) ?? [];
      candidatesByLine.set(lineId, [...ranked, split].sort((a, b) => b.confidence - a.confidence).slice(0, KEPT_PER_LINE));
    }
  }
  return { proposals: disjoint(all), candidatesByLine };
}

/** The proposals, best first, leaving out any that needs a line or an item a better one took. */
function disjoint(proposals: Proposal[]): Proposal[] {
  const taken = new Set<string>();
  const kept: Proposal[] = [];
  for (const proposal of [...proposals].sort((a, b) => b.confidence - a.confidence)) {
    const keys = [...proposal.lineIds.map((id) => `l:${id}`), ...proposal.items.map((item) => `i:${item.id}`)];
    if (keys.some((key) => taken.has(key))) continue;
    for (const key of keys) taken.add(key);
    kept.push(proposal);
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
