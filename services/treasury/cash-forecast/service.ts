import type { Kysely } from 'kysely';
import {
  MAX_COMPARED_SCENARIOS,
  type CashForecastQuery,
  type CashForecastResponse,
  type ForecastBody,
  type ForecastGranularity,
  type ScenarioAdjustment,
  type ScenarioCreateBody,
  type ScenarioResponse,
  type ScenarioUpdateBody,
  type SnapshotComparisonResponse,
  type SnapshotCreateBody,
  type SnapshotResponse,
} from '../../../contracts/treasury/cash-forecast.js';
import { isCashCategory, type CashCategory } from '../../../contracts/treasury/categories.js';
import { fromCents, toCents } from '../../../formats/cents.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import type { TreasuryDatabase } from '../db-types.js';
import { parseApiAmount, parseBusinessDate, todayIn } from '../expected-transactions/values.js';
import { HISTORY_DAYS, learnBaseline, type BaselineModel, type DailyTotal } from './baseline.js';
import { compareFrozen, matchableRecords, type FrozenForecast } from './comparison.js';
import { cashForecastErrors as errors } from './errors.js';
import {
  composeForecast,
  flowOf,
  type Adjustment,
  type ForecastResult,
  type KnownItem,
} from './forecast.js';
import { knownItemsOf, type DepositMaturity } from './known-items.js';
import { addDays, forecastPeriods, FORECAST_TIME_ZONE, type ForecastPeriod } from './periods.js';
import {
  accountAliases,
  actualLines,
  counterpartyAliases,
  counterpartyCategories,
  currencyAccounts,
  deleteScenario,
  deleteSnapshot,
  findScenarios,
  findSnapshots,
  findSnapshotWithForecast,
  historyCandidates,
  historyDaily,
  insertScenario,
  insertSnapshot,
  listScenarios,
  listSnapshots,
  matchStates,
  openBills,
  openExpectedTransactions,
  openingBalances,
  pendingOrders,
  updateScenario,
} from './repository.js';
import { refusingTaken } from '../../kit/database.js';

type Currency = 'IDR' | 'USD' | 'SGD';

/** Reads the forecast, its scenarios and its frozen copies. */
const READ = 'cash-analysis:read';
/**
 * Makes and changes scenarios, freezes forecasts. No permission of the
 * catalogue names forecasting; expected transactions are the forecast's own
 * entries (what a person tells it will come in or go out), so who may manage
 * them may also plan with the forecast and freeze it for the organisation.
 * Both built-in Maker roles hold it; an Approver, who reads, does not.
 */
export const MANAGE = 'expected-transactions:manage';

/**
 * Where deposit maturities come from (services/treasury/deposits/repository.ts
 * `depositsMaturingBetween`); none until the deposits module supplies it.
 */
export type DepositMaturities = (
  db: Kysely<TreasuryDatabase>,
  organizationId: string,
  from: string,
  to: string,
) => Promise<DepositMaturity[]>;

const NAME_INDEX = 'cash_forecast_scenarios_name';
/** Learned baselines kept in memory: an organisation's currencies for a day each, for many organisations. */
const LEARNED_KEPT = 500;
const SNAPSHOT_NAME_INDEX = 'cash_forecast_snapshots_name';
const iso = (value: Date | string) => new Date(value).toISOString();

function nameOf(name: string, field = 'name'): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 80) throw errors.nameRequired(field);
  return trimmed;
}

/** A scenario's adjustments after the rules, the first broken one refused naming its field. */
function adjustmentsOf(adjustments: readonly ScenarioAdjustment[]): ScenarioAdjustment[] {
  return adjustments.map((adjustment, index) => {
    const field = (name: string) => `adjustments.${index}.${name}`;
    if (adjustment.kind === 'PERCENT') {
      if (adjustment.category !== null && !isCashCategory(adjustment.category))
        throw errors.invalidCategory(field('category'));
      const percent = adjustment.percent.trim();
      if (!/^-?\d{1,4}(\.\d{1,2})?$/.test(percent)) throw errors.invalidPercent(field('percent'));
      const hundredths = toCents(percent);
      if (hundredths < -10_000n || hundredths > 100_000n)
        throw errors.invalidPercent(field('percent'));
      return {
        kind: 'PERCENT',
        category: adjustment.category,
        flow: adjustment.flow,
        percent: fromCents(hundredths),
      };
    }
    if (adjustment.kind === 'ADD') {
      const date = parseBusinessDate(adjustment.date);
      if (!date) throw errors.invalidDate(field('date'));
      if (!isCashCategory(adjustment.category)) throw errors.invalidCategory(field('category'));
      const amount = parseApiAmount(adjustment.amount);
      if (!amount) throw errors.invalidAmount(field('amount'));
      const description = adjustment.description.trim();
      if (!description) throw errors.descriptionRequired(field('description'));
      return {
        kind: 'ADD',
        date,
        category: adjustment.category,
        flow: adjustment.flow,
        amount,
        currency: adjustment.currency ?? 'IDR',
        description,
      };
    }
    const itemKey = adjustment.itemKey.trim();
    if (!itemKey) throw errors.itemKeyRequired(field('itemKey'));
    const description = adjustment.description?.trim();
    return { kind: 'REMOVE', itemKey, ...(description ? { description } : {}) };
  });
}

/** The engine's form of stored adjustments (already checked) for a forecast of `currency`: an added item counts in its own currency's forecasts only. */
function engineAdjustments(
  adjustments: readonly ScenarioAdjustment[],
  currency: Currency,
): Adjustment[] {
  return adjustments.map((adjustment): Adjustment => {
    if (adjustment.kind === 'ADD' && (adjustment.currency ?? 'IDR') !== currency)
      return { kind: 'REMOVE', itemKey: '' };
    if (adjustment.kind === 'PERCENT')
      return {
        kind: 'PERCENT',
        category: adjustment.category as CashCategory | null,
        flow: adjustment.flow,
        basisPoints: toCents(adjustment.percent),
      };
    if (adjustment.kind === 'ADD')
      return {
        kind: 'ADD',
        date: adjustment.date,
        category: adjustment.category as CashCategory,
        flow: adjustment.flow,
        cents: toCents(adjustment.amount),
        description: adjustment.description,
      };
    return { kind: 'REMOVE', itemKey: adjustment.itemKey };
  });
}

type ScenarioRow = Awaited<ReturnType<typeof listScenarios>>[number];
const scenarioResponse = (row: ScenarioRow): ScenarioResponse => ({
  id: row.id,
  name: row.name,
  adjustments: row.adjustments,
  createdBy: row.created_by,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

type SnapshotRow = Awaited<ReturnType<typeof listSnapshots>>[number];
const snapshotResponse = (row: SnapshotRow): SnapshotResponse => ({
  id: row.id,
  name: row.name,
  currency: row.currency,
  granularity: row.granularity,
  asOf: row.as_of_text,
  scenario: row.scenario_name ? { id: row.scenario_id, name: row.scenario_name } : null,
  openingBalance: row.opening_balance,
  createdBy: row.created_by,
  createdAt: iso(row.created_at),
});

/** What every forecast of one request shares: the periods, the opening balance, the known items, the baseline. */
type Inputs = {
  asOf: string;
  currency: Currency;
  granularity: ForecastGranularity;
  periods: ForecastPeriod[];
  opening: Awaited<ReturnType<typeof openingBalances>>;
  openingCents: bigint;
  known: KnownItem[];
  baseline: BaselineModel;
  counterparties: Map<string, string>;
};

/**
 * The cash forecast: computed on each request from the
 * balances, the known items and the baseline learned from the categorised
 * history (baseline.ts, forecast.ts, known-items.ts hold the rules), with the
 * scenarios asked for computed beside it on the same inputs; scenarios kept
 * per organisation; snapshots that freeze a forecast and later compare it
 * with what happened.
 */
export class CashForecastService {
  /** Learned baselines, least recently used first (`baselineOf`). */
  private readonly learned = new Map<string, { digest: string; model: BaselineModel }>();

  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    private readonly now: () => Date = () => new Date(),
    private readonly depositMaturities: DepositMaturities | null = null,
  ) {}

  private today(): string {
    return todayIn(FORECAST_TIME_ZONE, this.now());
  }

  async forecast(auth: AccessClaims, query: CashForecastQuery): Promise<CashForecastResponse> {
    requirePermission(auth, READ);
    const ids = [...new Set(query.scenarioIds ?? [])];
    if (ids.length > MAX_COMPARED_SCENARIOS) throw errors.tooManyScenarios();
    const [inputs, scenarioRows] = await Promise.all([
      this.inputs(auth.org, query.currency ?? 'IDR', query.granularity ?? 'WEEK'),
      findScenarios(this.db, auth.org, ids),
    ]);
    const scenarios = ids.map((id) => {
      const row = scenarioRows.find((candidate) => candidate.id === id);
      if (!row) throw errors.scenarioNotFound('scenarioIds');
      return row;
    });
    const base = this.compose(inputs, []);
    const withItems = query.withItems !== false;
    const accounts = new Map(inputs.opening.map((account) => [account.id, account.alias]));
    const missing = inputs.baseline.series
      .filter((series) => series.alive && !accounts.has(series.accountId))
      .map((series) => series.accountId);
    for (const [id, alias] of await accountAliases(this.db, auth.org, missing))
      accounts.set(id, alias);
    return {
      asOf: inputs.asOf,
      currency: inputs.currency,
      granularity: inputs.granularity,
      opening: {
        total: fromCents(inputs.openingCents),
        accounts: inputs.opening.map((account) => ({
          id: account.id,
          alias: account.alias,
          balance: account.available === null ? null : fromCents(toCents(account.available)),
          asOf: account.as_of ? iso(account.as_of) : null,
        })),
      },
      ...this.body(base, inputs, withItems),
      recurring: inputs.baseline.series
        .filter((series) => series.alive)
        .map((series) => ({
          key: series.key,
          bankAccount: { id: series.accountId, alias: accounts.get(series.accountId) ?? '—' },
          description: series.description,
          category: series.category,
          flow: flowOf(series.direction),
          cadence: series.cadence,
          day: series.day,
          weekendRule: series.weekendRule,
          amount: fromCents(series.cents),
          lastDate: series.lastDate,
          occurrences: series.occurrences,
        })),
      scenarios: scenarios.map((row) => ({
        scenario: scenarioResponse(row),
        ...this.body(this.compose(inputs, row.adjustments), inputs, withItems),
      })),
    };
  }

  /** Reads what a forecast of a currency is computed from, as of today. */
  private async inputs(
    organizationId: string,
    currency: Currency,
    granularity: ForecastGranularity,
  ): Promise<Inputs> {
    const asOf = this.today();
    const periods = forecastPeriods(asOf, granularity);
    const until = periods.at(-1)!.end;
    const [from, to] = [addDays(asOf, -HISTORY_DAYS), addDays(asOf, -1)];
    const [opening, history, expected, bills, orders, deposits] = await Promise.all([
      openingBalances(this.db, organizationId, currency),
      currencyAccounts(this.db, organizationId, currency).then((accounts) =>
        historyDaily(this.db, organizationId, accounts, from, to),
      ),
      openExpectedTransactions(this.db, organizationId, currency, until),
      openBills(this.db, organizationId, currency, until),
      pendingOrders(this.db, organizationId, currency, until),
      // Maturities from before today that have not been paid out are the deposits module's to report; the forecast takes what it answers.
      this.depositMaturities
        ? this.depositMaturities(this.db, organizationId, asOf, until)
        : Promise.resolve([]),
    ]);
    const baseline = await this.baselineOf(organizationId, currency, asOf, from, to, history);
    const counterpartyIds = [
      ...expected.map((row) => row.counterparty_id),
      ...orders.map((row) => row.counterparty_id),
    ].filter((id): id is string => id !== null);
    const categories = await counterpartyCategories(this.db, organizationId, counterpartyIds);
    const known = knownItemsOf(
      { expected, bills, orders, deposits },
      {
        currency,
        until,
        categoryOf: (counterpartyId, direction) =>
          counterpartyId ? categories.get(`${counterpartyId}|${direction}`) : undefined,
      },
    );
    const counterparties = new Map<string, string>();
    for (const row of [...expected, ...bills, ...orders])
      if (row.counterparty_id && row.counterparty_alias)
        counterparties.set(row.counterparty_id, row.counterparty_alias);
    const unnamed = baseline.series
      .map((series) => series.counterpartyId)
      .filter((id): id is string => id !== null && !counterparties.has(id));
    for (const [id, alias] of await counterpartyAliases(this.db, organizationId, unnamed))
      counterparties.set(id, alias);
    const openingCents = opening.reduce(
      (sum, account) => sum + (account.available === null ? 0n : toCents(account.available)),
      0n,
    );
    return {
      asOf,
      currency,
      granularity,
      periods,
      opening,
      openingCents,
      known,
      baseline,
      counterparties,
    };
  }

  /**
   * The baseline learned from the history before today. Learning reads the
   * recurring items' candidate lines (the costly part: grouping every line's
   * description), so a baseline is kept per organisation, currency and day
   * while the history's daily totals stay the same (their digest): a line
   * added, categorised again or archived changes them, and the next forecast
   * learns again. What the digest does not see is a new reconciliation match
   * of a recurring item's line (the counterparty it is known by): that waits
   * for the next change of the history or the next day.
   */
  private async baselineOf(
    organizationId: string,
    currency: Currency,
    asOf: string,
    from: string,
    to: string,
    history: { daily: DailyTotal[]; digest: string },
  ): Promise<BaselineModel> {
    const key = `${organizationId}|${currency}|${asOf}`;
    const kept = this.learned.get(key);
    if (kept && kept.digest === history.digest) {
      this.learned.delete(key);
      this.learned.set(key, kept);
      return kept.model;
    }
    const candidates = await historyCandidates(this.db, organizationId, currency, from, to);
    const model = learnBaseline({ from, to, daily: history.daily, candidates }, asOf);
    this.learned.set(key, { digest: history.digest, model });
    if (this.learned.size > LEARNED_KEPT) this.learned.delete(this.learned.keys().next().value!);
    return model;
  }

  private compose(inputs: Inputs, adjustments: readonly ScenarioAdjustment[]): ForecastResult {
    return composeForecast({
      periods: inputs.periods,
      opening: inputs.openingCents,
      known: inputs.known,
      baseline: inputs.baseline,
      adjustments: engineAdjustments(adjustments, inputs.currency),
    });
  }

  private body(result: ForecastResult, inputs: Inputs, withItems = true): ForecastBody {
    return {
      periods: result.periods.map((period) => ({
        index: period.index,
        key: period.key,
        start: period.start,
        end: period.end,
        opening: fromCents(period.opening),
        inflows: fromCents(period.inflows),
        outflows: fromCents(period.outflows),
        net: fromCents(period.net),
        closing: fromCents(period.closing),
      })),
      categories: result.lines.map((line) => ({
        category: line.category,
        flow: line.flow,
        periods: line.periods.map((parts) => ({
          known: fromCents(parts.known),
          recurring: fromCents(parts.recurring),
          baseline: fromCents(parts.baseline),
          total: fromCents(parts.total),
        })),
      })),
      items: (withItems ? result.items : []).map((item) => ({
        key: item.key,
        source: item.source,
        id: item.id,
        date: item.date,
        period: item.period,
        overdue: item.overdue,
        category: item.category,
        flow: item.flow,
        amount: fromCents(item.cents),
        description: item.description,
        counterparty:
          item.counterpartyId && inputs.counterparties.has(item.counterpartyId)
            ? { id: item.counterpartyId, alias: inputs.counterparties.get(item.counterpartyId)! }
            : null,
        replacesRecurring: item.replacesRecurring,
        seriesKey: item.seriesKey,
      })),
    };
  }

  // -------------------------------------------------------------- scenarios

  async listScenarios(auth: AccessClaims): Promise<ScenarioResponse[]> {
    requirePermission(auth, READ);
    return (await listScenarios(this.db, auth.org)).map(scenarioResponse);
  }

  async findScenarios(auth: AccessClaims, ids: readonly string[]): Promise<ScenarioResponse[]> {
    requirePermission(auth, READ);
    return (await findScenarios(this.db, auth.org, ids)).map(scenarioResponse);
  }

  async getScenario(auth: AccessClaims, id: string): Promise<ScenarioResponse> {
    const [found] = await this.findScenarios(auth, [id]);
    if (!found) throw errors.scenarioNotFound();
    return found;
  }

  /** A new scenario: its own adjustments, or a copy of another's. */
  async createScenario(auth: AccessClaims, body: ScenarioCreateBody): Promise<ScenarioResponse> {
    requirePermission(auth, MANAGE);
    const name = nameOf(body.name);
    let adjustments = adjustmentsOf(body.adjustments ?? []);
    if (body.copyOf) {
      const [original] = await findScenarios(this.db, auth.org, [body.copyOf]);
      if (!original) throw errors.scenarioNotFound('copyOf');
      adjustments = [...original.adjustments, ...adjustments];
    }
    const id = await this.write(
      () => insertScenario(this.db, auth.org, auth.sub, { name, adjustments }),
      NAME_INDEX,
      errors.nameExists,
    );
    return this.getScenario(auth, id);
  }

  async updateScenario(
    auth: AccessClaims,
    id: string,
    body: ScenarioUpdateBody,
  ): Promise<ScenarioResponse> {
    requirePermission(auth, MANAGE);
    const values = { name: nameOf(body.name), adjustments: adjustmentsOf(body.adjustments) };
    const updated = await this.write(
      () => updateScenario(this.db, auth.org, id, auth.sub, values),
      NAME_INDEX,
      errors.nameExists,
    );
    if (!updated) throw errors.scenarioNotFound();
    return this.getScenario(auth, id);
  }

  /** Deletes a scenario; the snapshots that froze it keep its name. */
  async deleteScenario(auth: AccessClaims, id: string): Promise<void> {
    requirePermission(auth, MANAGE);
    if (!(await deleteScenario(this.db, auth.org, id))) throw errors.scenarioNotFound();
  }

  // -------------------------------------------------------------- snapshots

  async listSnapshots(auth: AccessClaims, currency?: Currency): Promise<SnapshotResponse[]> {
    requirePermission(auth, READ);
    return (await listSnapshots(this.db, auth.org, currency)).map(snapshotResponse);
  }

  async findSnapshots(auth: AccessClaims, ids: readonly string[]): Promise<SnapshotResponse[]> {
    requirePermission(auth, READ);
    return (await findSnapshots(this.db, auth.org, ids)).map(snapshotResponse);
  }

  /** Freezes the forecast (or a scenario of it) as computed now. */
  async createSnapshot(auth: AccessClaims, body: SnapshotCreateBody): Promise<SnapshotResponse> {
    requirePermission(auth, MANAGE);
    const name = nameOf(body.name);
    const [scenario] = body.scenarioId
      ? await findScenarios(this.db, auth.org, [body.scenarioId])
      : [];
    if (body.scenarioId && !scenario) throw errors.scenarioNotFound('scenarioId');
    const inputs = await this.inputs(auth.org, body.currency, body.granularity);
    const result = this.compose(inputs, scenario?.adjustments ?? []);
    const body_ = this.body(result, inputs);
    const frozen: FrozenForecast = {
      ...body_,
      items: body_.items.map((item, index) => {
        const engine = result.items[index]!;
        return {
          ...item,
          reconciled: engine.reconciledCents === null ? null : fromCents(engine.reconciledCents),
          open: engine.openCents === null ? null : fromCents(engine.openCents),
        };
      }),
    };
    const id = await this.write(
      () =>
        insertSnapshot(this.db, auth.org, auth.sub, {
          name,
          currency: body.currency,
          granularity: body.granularity,
          asOf: inputs.asOf,
          scenario: scenario ? { id: scenario.id, name: scenario.name } : null,
          openingBalance: fromCents(inputs.openingCents),
          forecast: frozen,
        }),
      SNAPSHOT_NAME_INDEX,
      errors.snapshotNameExists,
    );
    const [made] = await this.findSnapshots(auth, [id]);
    return made!;
  }

  async deleteSnapshot(auth: AccessClaims, id: string): Promise<void> {
    requirePermission(auth, MANAGE);
    if (!(await deleteSnapshot(this.db, auth.org, id))) throw errors.snapshotNotFound();
  }

  /**
   * A frozen forecast against what happened: per period and per category
   * and flow, the frozen figure, the statement lines' figure so far and the
   * variance (none for a period not begun); per frozen item, what
   * reconciliation has matched of its record since.
   */
  async compare(auth: AccessClaims, id: string): Promise<SnapshotComparisonResponse> {
    requirePermission(auth, READ);
    const row = await findSnapshotWithForecast(this.db, auth.org, id);
    if (!row) throw errors.snapshotNotFound();
    const frozen = row.forecast as FrozenForecast;
    const today = this.today();
    const { periods } = frozen;
    const begun = periods.filter((period) => period.start <= today);
    const lines = begun.length
      ? await actualLines(
          this.db,
          auth.org,
          row.currency,
          periods[0]!.start,
          begun.at(-1)!.end < today ? begun.at(-1)!.end : today,
        )
      : [];
    const states = await matchStates(this.db, auth.org, matchableRecords(frozen.items));
    return {
      snapshot: snapshotResponse(row),
      asOf: today,
      ...compareFrozen(frozen, lines, states, today),
    };
  }

  /** Runs a write; the unique name, won by a concurrent write, answers as "name exists". */
  private write<T>(work: () => Promise<T>, index: string, exists: () => Error): Promise<T> {
    return refusingTaken(work, { [index]: exists });
  }
}
