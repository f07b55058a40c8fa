import type { Kysely, Transaction } from 'kysely';
import {
  MAX_PREVIEW_SIDE,
  MAX_RULE_NAME,
  MAX_RULES,
  MAX_WINDOW_DAYS,
  PREVIEW_DAYS,
  PREVIEW_SAMPLE,
  RULE_FIELDS,
  type PreviewProposal,
  type PreviewSide,
  type PreviewVerdict,
  type ReconciliationRuleCreateBody,
  type ReconciliationRuleListResponse,
  type ReconciliationRulePreviewBody,
  type ReconciliationRulePreviewResponse,
  type ReconciliationRuleReorderBody,
  type ReconciliationRuleResponse,
  type ReconciliationRuleUpdateBody,
} from '../../../contracts/treasury/reconciliation-rules.js';
import { changesBetween, recordEntityActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { fromCents } from '../../../formats/cents.js';
import type { TreasuryDatabase } from '../db-types.js';
import { reorderChange, ruleActivity } from '../rule-order.js';
import { todayIn } from '../expected-transactions/values.js';
import { defaultRule, propose } from '../reconciliation/engine/engine.js';
import type {
  EngineItem,
  EngineLine,
  MatchingRule,
  Proposal,
} from '../reconciliation/engine/types.js';
import { reconciliationRuleErrors as errors } from './errors.js';
import {
  deleteRule,
  enabledRuleRows,
  existingMatches,
  insertRule,
  listRules,
  lockRules,
  NAME_INDEX,
  previewItems,
  previewLines,
  setPriorities,
  updateRule,
  type ExistingMatch,
  type PreviewRecord,
} from './repository.js';
import { checkedValues, defaultValues, matchingRuleOf, type RuleValues } from './values.js';
import { refusingTaken } from '../../kit/database.js';

/** A stored rule's values, as `checkedValues` takes and gives them. */
const valuesOf = (rule: ReconciliationRuleResponse): RuleValues =>
  Object.fromEntries(RULE_FIELDS.map((field) => [field, rule[field]])) as RuleValues;

/**
 * The rules a run of the engine uses for an organisation: its enabled rules
 * in priority order, or the engine's default rule when it has none enabled
 * (an organisation that never set rules, or turned them all off, still gets
 * proposals; the default confirms nothing by itself).
 */
export async function organisationRules(
  db: Kysely<TreasuryDatabase>,
  organizationId: string,
): Promise<MatchingRule[]> {
  const rows = await enabledRuleRows(db, organizationId);
  return rows.length === 0
    ? [defaultRule()]
    : rows.map((row) => matchingRuleOf(row.id, valuesOf(row)));
}

/** Whether, with these rules, some enabled rule confirms matches by itself. */
const confirmsByItself = (rules: readonly Pick<RuleValues, 'enabled' | 'autoConfirmAt'>[]) =>
  rules.some((rule) => rule.enabled && rule.autoConfirmAt !== null);

/**
 * The permissions a change of the rules needs. Every change needs
 * `reconciliation:reconcile`. The spec says confirming automatically needs
 * the auto-reconciliation permission, so a change also needs
 * `reconciliation:auto-reconcile` when, after it, an enabled rule confirms
 * matches by itself: that covers turning self-confirmation on (or enabling a
 * rule that has it) and moving its threshold, and also loosening such a
 * rule's tolerances, narrowing or deleting a rule tried before it, or
 * reordering, which decide just as much what confirms itself. A rename
 * alone decides nothing. A change after which no enabled rule confirms by
 * itself (self-confirmation turned off, or the last rule that has it
 * disabled or deleted) only makes fewer matches move by themselves: it needs
 * `reconciliation:reconcile` alone.
 */
function requireChangePermission(
  auth: AccessClaims,
  after: readonly Pick<RuleValues, 'enabled' | 'autoConfirmAt'>[],
  decidesMatching = true,
): void {
  requirePermission(auth, 'reconciliation:reconcile');
  if (decidesMatching && confirmsByItself(after))
    requirePermission(auth, 'reconciliation:auto-reconcile');
}

const DAY = 86_400_000;
/** A `YYYY-MM-DD` moved by whole days. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** How the rules' changes are logged, as every kind of ordered rule logs them. */
const logged = ruleActivity('RECONCILIATION_RULE');

/**
 * The matching rules of one organisation: tolerances, date window, required
 * fields and thresholds in a priority order, and a dry run of a draft set of
 * rules on the last 90 days before it is saved.
 */
export class ReconciliationRuleService {
  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    /** The clock that decides the organisation's today for a preview (tests fix it). */
    private readonly now: () => Date = () => new Date(),
    private readonly timeZone = 'Asia/Jakarta',
  ) {}

  async list(auth: AccessClaims): Promise<ReconciliationRuleListResponse> {
    requirePermission(auth, 'reconciliation:read');
    const items = await listRules(this.db, auth.org);
    return { items, usesDefault: !items.some((rule) => rule.enabled) };
  }

  /** Adds a rule after the others (it is tried last). Bad input changes nothing and names the field at fault. */
  async create(
    auth: AccessClaims,
    body: ReconciliationRuleCreateBody,
  ): Promise<ReconciliationRuleResponse> {
    requirePermission(auth, 'reconciliation:reconcile');
    const values = checkedValues(defaultValues(''), body);
    return this.write(auth, async (trx, rules) => {
      requireChangePermission(auth, [...rules, values]);
      if (rules.length >= MAX_RULES) throw errors.tooMany();
      const created = await insertRule(trx, auth.org, auth.sub, values, rules.length + 1);
      await recordEntityActivity(trx, auth, 'RECONCILIATION_RULE', created.id, 'CREATED', {
        values: {
          name: created.name,
          priority: created.priority,
        },
        changes: changesBetween({}, valuesOf(created), [...RULE_FIELDS]),
      });
      return created;
    });
  }

  /** Changes a rule; a field left out keeps its value, `autoConfirmAt: null` turns self-confirmation off. Its priority stays. */
  async update(
    auth: AccessClaims,
    id: string,
    body: ReconciliationRuleUpdateBody,
  ): Promise<ReconciliationRuleResponse> {
    requirePermission(auth, 'reconciliation:reconcile');
    return this.write(auth, async (trx, rules) => {
      const current = rules.find((rule) => rule.id === id);
      if (!current) throw errors.notFound();
      const before = valuesOf(current);
      const after = checkedValues(before, body);
      const changes = changesBetween(before, after, [...RULE_FIELDS]);
      if (changes.length === 0) return current;
      const renameOnly = changes.every((change) => change.field === 'name');
      requireChangePermission(
        auth,
        rules.map((rule) => (rule.id === id ? after : rule)),
        !renameOnly,
      );
      const updated = await updateRule(trx, auth.org, id, auth.sub, after);
      await logged.changed(trx, auth, updated, changes);
      return updated;
    });
  }

  /** Deletes a rule; those after it move up, so priorities stay 1, 2, 3… */
  async remove(auth: AccessClaims, id: string): Promise<void> {
    requirePermission(auth, 'reconciliation:reconcile');
    await this.write(auth, async (trx, rules) => {
      const current = rules.find((rule) => rule.id === id);
      if (!current) throw errors.notFound();
      requireChangePermission(
        auth,
        rules.filter((rule) => rule.id !== id),
      );
      await deleteRule(trx, auth.org, rules, id, auth.sub);
      await logged.deleted(
        trx,
        auth,
        current,
        changesBetween(valuesOf(current), {}, [...RULE_FIELDS]),
      );
    });
  }

  /**
   * Puts the rules in a new order (the first is tried first). The list must
   * hold every rule of the organisation once: an id it does not have is
   * answered as not found, and a list missing one (a rule added or deleted
   * since it was loaded) is refused as stale, with nothing changed.
   */
  async reorder(
    auth: AccessClaims,
    body: ReconciliationRuleReorderBody,
  ): Promise<ReconciliationRuleListResponse> {
    requirePermission(auth, 'reconciliation:reconcile');
    if (new Set(body.ruleIds).size !== body.ruleIds.length) throw errors.reorderDuplicate();
    await this.write(auth, async (trx, rules) => {
      const change = reorderChange(rules, body.ruleIds, {
        unknown: () => errors.notFound('ruleIds'),
        stale: () => errors.reorderStale(),
      });
      if (!change) return;
      requireChangePermission(auth, rules);
      await setPriorities(trx, auth.org, body.ruleIds, auth.sub);
      await logged.reordered(trx, auth, rules.length, change);
    });
    return this.list(auth);
  }

  /** A write to the organisation's rules, taking its turn (`lockRules`) with the rules as they are; a name taken by another rule is refused. */
  private write<T>(
    auth: AccessClaims,
    work: (trx: Transaction<TreasuryDatabase>, rules: ReconciliationRuleResponse[]) => Promise<T>,
  ): Promise<T> {
    return refusingTaken(
      () =>
        this.db.transaction().execute(async (trx) => {
          await lockRules(trx, auth.org);
          return work(trx, await listRules(trx, auth.org));
        }),
      { [NAME_INDEX]: errors.nameExists },
    );
  }

  /**
   * A dry run of draft rules on the last 90 days, writing nothing: the
   * engine runs over the statement transactions booked from 89 days before
   * the organisation's today to today, and the items dated within the widest
   * date window around them, as if none were matched yet (whole amounts).
   * Its proposals are then held against the matches that exist: exactly
   * the same (agreeing), joining a matched line or item with something else
   * (contradicting), or on lines and items not matched yet (new); existing
   * matches no proposal agrees with are missed. At most 100,000 statement
   * transactions and 100,000 items are read (the newest), and the answer
   * says when more were left out.
   */
  async preview(
    auth: AccessClaims,
    body: ReconciliationRulePreviewBody,
  ): Promise<ReconciliationRulePreviewResponse> {
    requirePermission(auth, 'reconciliation:read');
    if (body.rules.length > MAX_RULES) throw errors.previewTooManyRules();
    const drafts = body.rules.map((draft, index) => {
      const name =
        [...(draft.name ?? '').trim()].slice(0, MAX_RULE_NAME).join('') || `Rule ${index + 1}`;
      return checkedValues(defaultValues(name), { ...draft, name: undefined }, `rules.${index}.`);
    });
    const rules = drafts.flatMap((values, index) =>
      values.enabled ? [matchingRuleOf(`draft:${index}`, values)] : [],
    );
    const started = performance.now();
    const to = todayIn(this.timeZone, this.now());
    const from = addDays(to, -(PREVIEW_DAYS - 1));
    const [lines, items, matches] = await Promise.all([
      previewLines(this.db, auth.org, { from, to }, MAX_PREVIEW_SIDE + 1),
      previewItems(
        this.db,
        auth.org,
        { from: addDays(from, -MAX_WINDOW_DAYS), to: addDays(to, MAX_WINDOW_DAYS) },
        MAX_PREVIEW_SIDE + 1,
      ),
      existingMatches(this.db, auth.org, { from, to }),
    ]);
    const truncated = lines.length > MAX_PREVIEW_SIDE || items.length > MAX_PREVIEW_SIDE;
    const considered = {
      lines: lines.slice(0, MAX_PREVIEW_SIDE),
      items: items.slice(0, MAX_PREVIEW_SIDE),
    };
    const { proposals } = propose(
      considered.lines.map((line) => line.engine),
      considered.items.map((item) => item.engine),
      rules.length === 0 ? [defaultRule()] : rules,
    );
    const lineIds = new Set(considered.lines.map((line) => line.engine.id));
    const comparison = compare(
      proposals,
      matches.filter((match) => [...match.lineIds].some((id) => lineIds.has(id))),
    );
    return {
      from,
      to,
      statementTransactions: considered.lines.length,
      items: considered.items.length,
      truncated,
      proposed: proposals.length,
      wouldConfirm: proposals.filter((proposal) => proposal.decision === 'CONFIRM').length,
      existingMatches: comparison.existing,
      agreeing: comparison.count.AGREES,
      contradicting: comparison.count.CONTRADICTS,
      missed: comparison.missed,
      newProposals: comparison.count.NEW,
      sample: sampleOf(proposals, comparison.verdicts, considered),
      milliseconds: Math.round(performance.now() - started),
    };
  }
}

/** How the proposals stand against the existing matches. */
function compare(proposals: readonly Proposal[], matches: readonly ExistingMatch[]) {
  const byLine = new Map<string, ExistingMatch[]>();
  const byItem = new Map<string, ExistingMatch[]>();
  for (const match of matches) {
    for (const id of match.lineIds) byLine.set(id, [...(byLine.get(id) ?? []), match]);
    for (const id of match.itemIds) byItem.set(id, [...(byItem.get(id) ?? []), match]);
  }
  const agreed = new Set<string>();
  const count: Record<PreviewVerdict, number> = { AGREES: 0, CONTRADICTS: 0, NEW: 0 };
  const verdicts = proposals.map((proposal): PreviewVerdict => {
    const touched = new Set([
      ...proposal.lineIds.flatMap((id) => byLine.get(id) ?? []),
      ...proposal.items.flatMap((item) => byItem.get(item.id) ?? []),
    ]);
    const same = [...touched].find(
      (match) =>
        match.lineIds.size === proposal.lineIds.length &&
        match.itemIds.size === proposal.items.length &&
        proposal.lineIds.every((id) => match.lineIds.has(id)) &&
        proposal.items.every((item) => match.itemIds.has(item.id)),
    );
    const verdict: PreviewVerdict = same ? 'AGREES' : touched.size > 0 ? 'CONTRADICTS' : 'NEW';
    if (same) agreed.add(same.id);
    count[verdict] += 1;
    return verdict;
  });
  return {
    verdicts,
    count,
    existing: matches.length,
    missed: matches.filter((match) => !agreed.has(match.id)).length,
  };
}

/** Up to 10 proposals as the preview shows them: contradictions first, then the most confident. */
function sampleOf(
  proposals: readonly Proposal[],
  verdicts: readonly PreviewVerdict[],
  considered: { lines: PreviewRecord<EngineLine>[]; items: PreviewRecord<EngineItem>[] },
): PreviewProposal[] {
  const lines = new Map(considered.lines.map((line) => [line.engine.id, line]));
  const items = new Map(considered.items.map((item) => [item.engine.id, item]));
  const side = (
    record: PreviewRecord<EngineLine | EngineItem>,
    kind?: 'EXPECTED_TRANSACTION',
  ): PreviewSide => ({
    id: record.engine.id,
    ...(kind ? { kind } : {}),
    date: record.date,
    description: record.description,
    direction: record.engine.direction,
    amount: record.amount,
    currency: record.currency,
  });
  return proposals
    .map((proposal, index) => ({ proposal, verdict: verdicts[index]! }))
    .sort(
      (a, b) =>
        Number(b.verdict === 'CONTRADICTS') - Number(a.verdict === 'CONTRADICTS') ||
        b.proposal.confidence - a.proposal.confidence,
    )
    .slice(0, PREVIEW_SAMPLE)
    .map(({ proposal, verdict }) => ({
      statementTransactions: proposal.lineIds.map((id) => side(lines.get(id)!)),
      items: proposal.items.map((item) => side(items.get(item.id)!, 'EXPECTED_TRANSACTION')),
      strategy: proposal.strategy,
      result: proposal.result,
      amount: fromCents(proposal.amount),
      confidence: proposal.confidence.toFixed(4),
      reasons: proposal.reasons,
      ruleIndex: proposal.ruleId.startsWith('draft:')
        ? Number(proposal.ruleId.slice('draft:'.length))
        : null,
      decision: proposal.decision,
      verdict,
    }));
}
