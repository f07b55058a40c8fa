import type { Kysely, Transaction } from 'kysely';
import {
  MAX_CASH_FLOW_PERIODS,
  MAX_CASH_FLOW_RULES,
  MAX_PREVIEW_LINES,
  PREVIEW_SAMPLE_SIZE,
  type CashFlowLinesQuery,
  type CashFlowLinesResponse,
  type CashFlowQuery,
  type CashFlowResponse,
  type CashFlowRuleBody,
  type CashFlowRuleDraft,
  type CashFlowRuleListResponse,
  type CashFlowRulePreviewResponse,
  type CashFlowRuleReorderBody,
  type CashFlowRuleResponse,
  type CashFlowRulesApplyResponse,
  type CategorisedLine,
} from '../../../contracts/treasury/cash-flow.js';
import { isCashCategory, type CashCategory } from '../../../contracts/treasury/categories.js';
import {
  changesBetween,
  describeActivity,
  recordActivityBy,
  recordEntityActivity,
} from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { decodeCursor, encodeCursor, forwardPage } from '../../kit/cursor.js';
import type { TreasuryDatabase } from '../db-types.js';
import { reorderChange, ruleActivity } from '../rule-order.js';
import { addMonths } from '../../../formats/calendar.js';
import { parseBusinessDate, todayIn } from '../expected-transactions/values.js';
import { findStatementLinesByIds } from '../statements/repository.js';
import { runRules } from './categorise.js';
import { cashFlowErrors as errors } from './errors.js';
import { compileRules, firstMatchingRule, ruleMatches } from './matcher.js';
import { assembleReport, periodCount } from './report.js';
import {
  cashFlowFigures,
  counterpartyExists,
  countLiveLines,
  counterpartyNames,
  deleteRule,
  enabledMatcherRules,
  insertRule,
  lineCategories,
  listLines,
  listRules,
  lockLine,
  lockRules,
  NAME_INDEX,
  previewLines,
  ruleLines,
  setManualCategory,
  setPriorities,
  setRuleCategory,
  summariseLines,
  updateRule,
  type LineKeyset,
  type RuleValues,
} from './repository.js';
import { checkedRule, LOGGED_FIELDS, loggedValues } from './values.js';
import { refusingTaken } from '../../kit/database.js';

/**
 * Who may read what, and who may change it. Reading the report, the rules
 * and the lines' categories needs `cash-analysis:read`; the lines behind a
 * figure are statement transactions, so listing them needs `statements:read`
 * as well. Managing the rules and correcting a line's category need
 * `reconciliation:reconcile`: both explain what a bank line is (matching
 * explains it by the item it pays, categorising by what it was for), the
 * matching rules are managed with the same permission, the Maker holds it
 * and the Approver, who only reads, does not. `statements:create` was the
 * other candidate; it is about entering bank data, which a category does
 * not change.
 */
const READ = 'cash-analysis:read';
const MANAGE = 'reconciliation:reconcile';

const DEFAULT_PAGE_SIZE = 25;

/** How the rules' changes are logged, as every kind of ordered rule logs them. */
const logged = ruleActivity('CASH_FLOW_RULE');

/** A line's category as the activity log shows it: its category and who set it. */
const categoryText = (line: { category: string | null; category_source: string | null }) =>
  line.category ? `${line.category} (${line.category_source})` : '';

/**
 * The cash flow of an organisation: its categorisation
 * rules (created, changed, deleted, reordered, previewed, and applied to the
 * lines already there), a person's correction of a line's category, and the
 * report of inflows and outflows by category and period.
 */
export class CashFlowService {
  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    /** The clock that decides the organisation's today, the report's default end (tests fix it). */
    private readonly now: () => Date = () => new Date(),
    private readonly timeZone = 'Asia/Jakarta',
  ) {}

  async listRules(auth: AccessClaims): Promise<CashFlowRuleListResponse> {
    requirePermission(auth, READ);
    return { items: await listRules(this.db, auth.org) };
  }

  /** Adds a rule, tried after the others. Bad input changes nothing and names the field at fault. */
  async createRule(auth: AccessClaims, body: CashFlowRuleBody): Promise<CashFlowRuleResponse> {
    requirePermission(auth, MANAGE);
    const values = checkedRule(body);
    const id = await this.write(auth, async (trx, rules) => {
      const alias = await this.counterpartyOf(trx, auth, values);
      if (rules.length >= MAX_CASH_FLOW_RULES) throw errors.tooMany();
      const made = await insertRule(trx, auth.org, auth.sub, values, rules.length + 1);
      await recordEntityActivity(trx, auth, 'CASH_FLOW_RULE', made, 'CREATED', {
        values: {
          name: values.name,
          category: values.category,
          priority: rules.length + 1,
        },
        changes: changesBetween({}, loggedValues(values, alias), LOGGED_FIELDS),
      });
      return made;
    });
    return this.rule(auth, id);
  }

  /** Changes a rule: every field again. Its priority stays. */
  async updateRule(
    auth: AccessClaims,
    id: string,
    body: CashFlowRuleBody,
  ): Promise<CashFlowRuleResponse> {
    requirePermission(auth, MANAGE);
    const values = checkedRule(body);
    await this.write(auth, async (trx, rules) => {
      const current = rules.find((rule) => rule.id === id);
      if (!current) throw errors.ruleNotFound();
      const alias = await this.counterpartyOf(trx, auth, values);
      const changes = changesBetween(
        loggedValues(valuesOf(current), current.counterparty?.alias ?? null),
        loggedValues(values, alias),
        LOGGED_FIELDS,
      );
      if (changes.length === 0) return;
      await updateRule(trx, auth.org, id, auth.sub, values);
      await logged.changed(trx, auth, { id, name: values.name }, changes);
    });
    return this.rule(auth, id);
  }

  /** Deletes a rule; those after it move up. Lines it categorised keep their category until the rules are applied again. */
  async deleteRule(auth: AccessClaims, id: string): Promise<void> {
    requirePermission(auth, MANAGE);
    await this.write(auth, async (trx, rules) => {
      const current = rules.find((rule) => rule.id === id);
      if (!current) throw errors.ruleNotFound();
      await deleteRule(trx, auth.org, rules, id, auth.sub);
      await logged.deleted(
        trx,
        auth,
        current,
        changesBetween(
          loggedValues(valuesOf(current), current.counterparty?.alias ?? null),
          {},
          LOGGED_FIELDS,
        ),
      );
    });
  }

  /**
   * Puts the rules in a new order (the first is tried first). The list must
   * hold every rule once: an id the organisation does not have is not
   * found, and a list missing one (added or deleted since) is stale.
   */
  async reorderRules(
    auth: AccessClaims,
    body: CashFlowRuleReorderBody,
  ): Promise<CashFlowRuleListResponse> {
    requirePermission(auth, MANAGE);
    if (new Set(body.ruleIds).size !== body.ruleIds.length) throw errors.reorderDuplicate();
    await this.write(auth, async (trx, rules) => {
      const change = reorderChange(rules, body.ruleIds, {
        unknown: () => errors.ruleNotFound('ruleIds'),
        stale: () => errors.reorderStale(),
      });
      if (!change) return;
      await setPriorities(trx, auth.org, body.ruleIds, auth.sub);
      await logged.reordered(trx, auth, rules.length, change);
    });
    // The order just set, for whoever may set it (reconciliation:reconcile) whether or not they read the analysis.
    return { items: await listRules(this.db, auth.org) };
  }

  /**
   * How many statement transactions a draft rule's conditions match, on
   * its own (whatever the other rules), writing nothing: of those, how many
   * are uncategorised and how many a person categorised (rules leave those).
   * Reads the organisation's lines not archived of the rule's direction and
   * amount range, the newest 200,000 at most (`truncated` says when more
   * were left out); `considered` counts every line not archived.
   */
  async previewRule(
    auth: AccessClaims,
    body: CashFlowRuleDraft,
  ): Promise<CashFlowRulePreviewResponse> {
    requirePermission(auth, READ);
    const values = checkedRule(body, 'preview');
    if (
      values.counterpartyId &&
      !(await counterpartyExists(this.db, auth.org, values.counterpartyId))
    )
      throw errors.counterpartyNotFound();
    const names = values.counterpartyId
      ? await counterpartyNames(this.db, auth.org, [values.counterpartyId])
      : new Map<string, string[]>();
    const [rule] = compileRules([
      {
        id: 'draft',
        category: values.category,
        direction: values.direction,
        counterparty: values.counterpartyId
          ? { id: values.counterpartyId, names: names.get(values.counterpartyId) ?? [] }
          : null,
        descriptionPattern: values.descriptionPattern,
        descriptionMatch: values.descriptionMatch,
        amountMin: values.amountMin,
        amountMax: values.amountMax,
      },
    ]);
    const [lines, total] = await Promise.all([
      previewLines(this.db, auth.org, values, MAX_PREVIEW_LINES + 1),
      countLiveLines(this.db, auth.org),
    ]);
    const considered = lines.slice(0, MAX_PREVIEW_LINES);
    const matching = considered.filter((line) =>
      ruleMatches(rule!, {
        description: line.description,
        direction: line.direction,
        amount: line.amount,
        counterpartyIds: line.counterparty_ids,
      }),
    );
    return {
      considered: total,
      truncated: lines.length > MAX_PREVIEW_LINES,
      matching: matching.length,
      uncategorised: matching.filter((line) => line.category === null).length,
      corrected: matching.filter((line) => line.category_source === 'MANUAL').length,
      sample: matching.slice(0, PREVIEW_SAMPLE_SIZE).map((line) => ({
        id: line.id,
        date: line.transaction_date,
        description: line.description,
        direction: line.direction,
        amount: line.amount,
        currency: line.currency,
        category: line.category,
        categorySource: line.category_source,
      })),
    };
  }

  /**
   * Applies the enabled rules, in priority order, to every statement
   * transaction not archived that a person has not categorised: each gets
   * the first matching rule's category, or none. Answers how many changed.
   */
  async applyRules(auth: AccessClaims): Promise<CashFlowRulesApplyResponse> {
    requirePermission(auth, MANAGE);
    return this.db.transaction().execute(async (trx) => {
      await lockRules(trx, auth.org);
      const rules = compileRules(await enabledMatcherRules(trx, auth.org));
      const outcome = await runRules(trx, auth.org, rules, { all: true }, false);
      await recordActivityBy(trx, auth, {
        entity: 'ORGANIZATION',
        entityId: auth.org,
        action: 'UPDATED',
        description: describeActivity('CASH_FLOW_RULES_APPLIED', { count: outcome.changed }),
      });
      return outcome;
    });
  }

  /** The categories of the organisation's lines by id; another organisation's are left out. */
  async lineCategories(auth: AccessClaims, ids: readonly string[]): Promise<CategorisedLine[]> {
    requirePermission(auth, READ);
    return lineCategories(this.db, auth.org, ids);
  }

  /**
   * A person's category for a line (MANUAL): rules never change it. Null
   * hands the line back to the rules, which decide it at once (RULE, or
   * uncategorised). Recorded in the activity log.
   */
  async setLineCategory(
    auth: AccessClaims,
    id: string,
    category: string | null,
  ): Promise<CategorisedLine> {
    requirePermission(auth, MANAGE);
    // A JSON null may reach here as '' (the validator coerces it for the string branch): both hand the line back.
    const wanted =
      category === null || category.trim() === '' ? null : category.trim().toUpperCase();
    if (wanted !== null && !isCashCategory(wanted)) throw errors.categoryNotValid();
    await this.db.transaction().execute(async (trx) => {
      const line = await lockLine(trx, auth.org, id);
      if (!line) throw errors.lineNotFound();
      const money = { amount: line.amount, currency: line.currency };
      if (wanted !== null) {
        if (line.category === wanted && line.category_source === 'MANUAL') return;
        await setManualCategory(trx, id, wanted);
        await recordActivityBy(trx, auth, {
          entity: 'STATEMENT_TRANSACTION',
          entityId: id,
          action: 'UPDATED',
          description: describeActivity('STATEMENT_TRANSACTION_CATEGORISED', {
            amount: money,
            date: { date: line.transaction_date },
            category: wanted,
          }),
          changes: [
            { field: 'category', before: categoryText(line) || null, after: `${wanted} (MANUAL)` },
          ],
        });
        return;
      }
      if (line.category_source !== 'MANUAL') return;
      const [lineOf] = await this.linesForRules(trx, auth.org, id);
      const rule = lineOf
        ? firstMatchingRule(compileRules(await enabledMatcherRules(trx, auth.org)), lineOf)
        : null;
      await setRuleCategory(trx, id, rule ? { category: rule.category, ruleId: rule.id } : null);
      await recordActivityBy(trx, auth, {
        entity: 'STATEMENT_TRANSACTION',
        entityId: id,
        action: 'UPDATED',
        description: describeActivity('STATEMENT_TRANSACTION_CATEGORY_RESET', {
          amount: money,
          date: { date: line.transaction_date },
        }),
        changes: [
          {
            field: 'category',
            before: categoryText(line),
            after: rule ? `${rule.category} (RULE)` : null,
          },
        ],
      });
    });
    const [answer] = await lineCategories(this.db, auth.org, [id]);
    if (!answer) throw errors.lineNotFound();
    return answer;
  }

  /**
   * The report: inflows and outflows of the organisation's statement
   * transactions in one currency (never mixed), by category and week or
   * month, from `from` to `to` (by default the last three calendar months
   * up to the organisation's today); archived lines left out. Every figure is a
   * NUMERIC sum made by PostgreSQL, answered as a decimal string.
   */
  async report(auth: AccessClaims, query: CashFlowQuery): Promise<CashFlowResponse> {
    requirePermission(auth, READ);
    const range = this.range(query);
    if (periodCount(range.from, range.to, query.granularity) > MAX_CASH_FLOW_PERIODS)
      throw errors.tooManyPeriods();
    const filter = { currency: query.currency, ...range, granularity: query.granularity };
    const { sums, totals } = await cashFlowFigures(this.db, auth.org, filter);
    return assembleReport(
      { currency: query.currency, ...range, granularity: query.granularity },
      sums,
      totals,
    );
  }

  /** The statement transactions behind a figure of the report (a category, or the uncategorised ones, in a direction and a range), the newest first. */
  async lines(auth: AccessClaims, query: CashFlowLinesQuery): Promise<CashFlowLinesResponse> {
    requirePermission(auth, READ);
    requirePermission(auth, 'statements:read');
    const range = this.range(query);
    const category = query.category === undefined ? undefined : query.category.trim().toUpperCase();
    if (category !== undefined && category !== 'UNCATEGORISED' && !isCashCategory(category))
      throw errors.categoryNotValid('category');
    const cursor = query.after ? decodeLineCursor(query.after) : undefined;
    const filter = {
      currency: query.currency,
      ...range,
      direction: query.direction,
      category: category as CashCategory | 'UNCATEGORISED' | undefined,
    };
    const [page, summary] = await Promise.all([
      listLines(this.db, auth.org, filter, { limit: query.first ?? DEFAULT_PAGE_SIZE, cursor }),
      summariseLines(this.db, auth.org, filter),
    ]);
    const lines = new Map(
      (
        await findStatementLinesByIds(
          this.db,
          auth.org,
          page.rows.map((row) => row.key.id),
        )
      ).map((line) => [line.id, line]),
    );
    const items = page.rows.flatMap((row) => {
      const line = lines.get(row.key.id);
      return line
        ? [
            {
              cursor: encodeCursor([row.key.date, row.key.id]),
              node: { line, category: row.category },
            },
          ]
        : [];
    });
    return {
      ...forwardPage(items, { hasMore: page.hasMore, after: cursor }, summary.count),
      total: summary.total,
    };
  }

  /** The range asked for, checked; by default the last three calendar months up to the organisation's today. */
  private range(query: { from?: string | undefined; to?: string | undefined }): {
    from: string;
    to: string;
  } {
    const to = parseBusinessDate(query.to ?? todayIn(this.timeZone, this.now()));
    if (!to) throw errors.invalidDate('to');
    const from = parseBusinessDate(query.from ?? `${addMonths(to, -2).slice(0, 7)}-01`);
    if (!from) throw errors.invalidDate('from');
    if (from > to) throw errors.invalidRange();
    return { from, to };
  }

  private async rule(auth: AccessClaims, id: string): Promise<CashFlowRuleResponse> {
    const found = (await listRules(this.db, auth.org)).find((rule) => rule.id === id);
    if (!found) throw errors.ruleNotFound();
    return found;
  }

  /** The alias of the rule's counterparty, which must be the organisation's; null when it names none. */
  private async counterpartyOf(
    trx: Transaction<TreasuryDatabase>,
    auth: AccessClaims,
    values: RuleValues,
  ): Promise<string | null> {
    if (!values.counterpartyId) return null;
    const names = await counterpartyNames(trx, auth.org, [values.counterpartyId]);
    const found = names.get(values.counterpartyId);
    if (!found) throw errors.counterpartyNotFound();
    return found[0]!;
  }

  /** One line as the matcher reads it (with the counterparties of what it is matched to). */
  private async linesForRules(
    trx: Transaction<TreasuryDatabase>,
    organizationId: string,
    id: string,
  ) {
    const rows = await ruleLines(
      trx,
      organizationId,
      { ids: [id] },
      { afterId: null, limit: 1 },
      { uncategorised: false, decidedByRules: false },
    );
    return rows.map((row) => ({
      description: row.description,
      direction: row.direction,
      amount: row.amount,
      counterpartyIds: row.counterparty_ids,
    }));
  }

  /**
   * A write to the organisation's rules, taking its turn (`lockRules`) with
   * the rules as they are; a name taken by another rule is refused. A rule
   * deleted with its counterparty leaves a gap in the priorities, closed
   * here first, so a new rule's priority is always the count plus one.
   */
  private write<T>(
    auth: AccessClaims,
    work: (trx: Transaction<TreasuryDatabase>, rules: CashFlowRuleResponse[]) => Promise<T>,
  ): Promise<T> {
    return refusingTaken(
      () =>
        this.db.transaction().execute(async (trx) => {
          await lockRules(trx, auth.org);
          let rules = await listRules(trx, auth.org);
          if (rules.some((rule, index) => rule.priority !== index + 1)) {
            await setPriorities(
              trx,
              auth.org,
              rules.map((rule) => rule.id),
              auth.sub,
            );
            rules = await listRules(trx, auth.org);
          }
          return work(trx, rules);
        }),
      { [NAME_INDEX]: errors.nameExists },
    );
  }
}

/** A stored rule's values, as `checkedRule` gives them. */
function valuesOf(rule: CashFlowRuleResponse): RuleValues {
  return {
    name: rule.name,
    category: rule.category as CashCategory,
    direction: rule.direction,
    counterpartyId: rule.counterparty?.id ?? null,
    descriptionPattern: rule.descriptionPattern,
    descriptionMatch: rule.descriptionMatch,
    amountMin: rule.amountMin,
    amountMax: rule.amountMax,
    enabled: rule.enabled,
  };
}

function decodeLineCursor(cursor: string): LineKeyset {
  const value = decodeCursor(cursor, ['date', 'uuid']);
  if (!value || !parseBusinessDate(value[0] as string)) throw errors.invalidCursor();
  return { date: value[0] as string, id: value[1] as string };
}
