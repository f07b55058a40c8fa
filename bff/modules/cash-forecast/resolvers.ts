import { Kind, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import {
  cashForecastErrors,
  type CashForecastResponse,
  type ForecastItemSource,
  type ScenarioAdjustment,
  type SnapshotComparisonResponse,
} from '../../../contracts/treasury/cash-forecast.js';
import type {
  CashCategory,
  CashForecastAdjustmentInput,
  Resolvers,
} from '../../__generated__/resolvers-types.js';
import type { Context } from '../../context.js';
import { can, requirePermission } from '../../guards.js';
import {
  namingField,
  graphQLError,
  userErrorOf,
  withUserErrors,
  type UserError,
} from '../../errors.js';
import { idOfType, toGlobalId, type NodeType } from '../../global-id.js';
import { loadedBy, type NodeSource } from '../module.js';
import type { ForecastItemRecord } from './upstream.js';
import { userOf } from '../profile/loaders.js';

type Currency = CashForecastResponse['currency'];
type ForecastParts = Pick<CashForecastResponse, 'periods' | 'categories' | 'items'>;

const category = (value: string | null) => value as CashCategory | null;

/**
 * Whether a selection reads a field of this name anywhere below it (through
 * fragments too): the forecast's items are asked upstream only when read.
 */
function selectsField(
  selectionSet: SelectionSetNode | undefined,
  name: string,
  fragments: Record<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): boolean {
  for (const selection of selectionSet?.selections ?? []) {
    if (
      selection.kind === Kind.FIELD &&
      (selection.name.value === name || selectsField(selection.selectionSet, name, fragments, seen))
    )
      return true;
    if (
      selection.kind === Kind.INLINE_FRAGMENT &&
      selectsField(selection.selectionSet, name, fragments, seen)
    )
      return true;
    if (selection.kind === Kind.FRAGMENT_SPREAD && !seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      if (selectsField(fragments[selection.name.value]?.selectionSet, name, fragments, seen))
        return true;
    }
  }
  return false;
}
const money = (amount: string, currency: Currency) => ({ amount, currency });

/** The forecast's parts with their currency, for the nested types' Money fields. */
const partsOf = (forecast: ForecastParts, currency: Currency) => ({
  periods: forecast.periods.map((period) => ({ ...period, currency })),
  categories: forecast.categories.map((line) => ({ ...line, currency })),
  items: forecast.items.map((item) => ({ ...item, currency })),
});

/** Each kind of record an item may be, as its type and the source `node(id:)` reads it from. */
const RECORDS: Partial<Record<ForecastItemSource, [NodeType, NodeSource]>> = {
  EXPECTED_TRANSACTION: [
    'ExpectedTransaction',
    loadedBy('expected-transactions:read', (loaders) => loaders.expectedTransaction),
  ],
  BILL: ['Bill', loadedBy('bills:read', (loaders) => loaders.bill)],
  PAYMENT: ['Payment', loadedBy('payments:read', (loaders) => loaders.paymentOrder)],
  TRANSFER: ['Transfer', loadedBy('transfers:read', (loaders) => loaders.paymentOrder)],
  DEPOSIT: ['Deposit', loadedBy('deposits:read', (loaders) => loaders.deposit)],
};

/** An item's record as a Node, for a viewer who may read it. */
async function recordOf(item: { source: ForecastItemSource; id: string | null }, context: Context) {
  const reader = RECORDS[item.source];
  if (!item.id || !reader) return null;
  const [type, source] = reader;
  if (source.permission && !can(context, source.permission)) return null;
  const record = await source.fetch(context, item.id);
  return record ? ({ ...record, __typename: type } as never) : null;
}

/** A scenario's adjustment as the service takes it; a missing field is sent empty so the service names it. */
function adjustmentOf(
  input: CashForecastAdjustmentInput,
  index: number,
): ScenarioAdjustment | UserError {
  if (input.kind === 'PERCENT')
    return {
      kind: 'PERCENT',
      category: input.category ?? null,
      flow: input.flow ?? null,
      percent: input.percent ?? '',
    };
  if (input.kind === 'ADD') {
    if (!input.flow)
      return userErrorOf(cashForecastErrors.flowRequired, `adjustments.${index}.flow`);
    if (!input.category)
      return userErrorOf(cashForecastErrors.invalidCategory, `adjustments.${index}.category`);
    return {
      kind: 'ADD',
      date: input.date ?? '',
      category: input.category,
      flow: input.flow,
      amount: input.amount ?? '',
      ...(input.currency ? { currency: input.currency } : {}),
      description: input.description ?? '',
    };
  }
  return {
    kind: 'REMOVE',
    itemKey: input.itemKey ?? '',
    ...(input.description ? { description: input.description } : {}),
  };
}

function adjustmentsOf(
  inputs: readonly CashForecastAdjustmentInput[],
): { ok: true; value: ScenarioAdjustment[] } | { ok: false; userErrors: UserError[] } {
  const value: ScenarioAdjustment[] = [];
  for (const [index, input] of inputs.entries()) {
    const adjustment = adjustmentOf(input, index);
    if ('code' in adjustment) return { ok: false, userErrors: [adjustment] };
    value.push(adjustment);
  }
  return { ok: true, value };
}

const SCENARIO_NOT_FOUND = (field: string) =>
  userErrorOf(cashForecastErrors.scenarioNotFound, field);
const SNAPSHOT_NOT_FOUND = userErrorOf(cashForecastErrors.snapshotNotFound, 'snapshotId');
/** The service's "not found" names no field; the mutations' inputs call it by theirs. */
const SCENARIO_ID_FIELD = namingField(cashForecastErrors.scenarioNotFound.code, 'scenarioId');
const SNAPSHOT_ID_FIELD = namingField(cashForecastErrors.snapshotNotFound.code, 'snapshotId');

const itemFields = {
  record: (
    item: { source: ForecastItemSource; id: string | null },
    _args: unknown,
    context: Context,
  ) => recordOf(item, context),
  category: (item: { category: string | null }) => category(item.category),
  amount: (item: { amount: string; currency: Currency }) => money(item.amount, item.currency),
  counterpartyAlias: (item: { counterparty: { alias: string } | null }) =>
    item.counterparty?.alias ?? null,
};

/** The cash forecast, its scenarios and its frozen copies. */
export const cashForecastResolvers: Resolvers = {
  Query: {
    cashForecast: async (_root, args, context, info) => {
      requirePermission(context, 'cash-analysis:read');
      const scenarioIds = (args.scenarioIds ?? []).map((globalId) => {
        const id = idOfType(globalId, 'CashForecastScenario');
        if (!id)
          throw graphQLError('NOT_FOUND', cashForecastErrors.scenarioNotFound.message, {
            serviceCode: cashForecastErrors.scenarioNotFound.code,
            field: 'scenarioIds',
          });
        return id;
      });
      const withItems = selectsField(info.fieldNodes[0]?.selectionSet, 'items', info.fragments);
      const forecast = await context.api.cashForecast.forecast(context.caller, {
        currency: args.currency ?? 'IDR',
        granularity: args.granularity ?? 'WEEK',
        scenarioIds,
        withItems,
      });
      for (const { scenario } of forecast.scenarios)
        context.loaders.cashForecastScenario.prime(scenario.id, scenario);
      return forecast;
    },
    cashForecastScenarios: async (_root, _args, context) => {
      requirePermission(context, 'cash-analysis:read');
      const scenarios = await context.api.cashForecast.scenarios(context.caller);
      for (const scenario of scenarios)
        context.loaders.cashForecastScenario.prime(scenario.id, scenario);
      return scenarios;
    },
    cashForecastSnapshots: async (_root, args, context) => {
      requirePermission(context, 'cash-analysis:read');
      const snapshots = await context.api.cashForecast.snapshots(
        context.caller,
        args.currency ?? undefined,
      );
      for (const snapshot of snapshots)
        context.loaders.cashForecastSnapshot.prime(snapshot.id, snapshot);
      return snapshots;
    },
  },
  Mutation: {
    cashForecastScenarioCreate: async (_root, { input }, context) => {
      const copyOf = idOfType(input.copyOf, 'CashForecastScenario');
      if (copyOf === null) return { scenario: null, userErrors: [SCENARIO_NOT_FOUND('copyOf')] };
      const adjustments = adjustmentsOf(input.adjustments ?? []);
      if (!adjustments.ok) return { scenario: null, userErrors: adjustments.userErrors };
      const result = await withUserErrors(() =>
        context.api.cashForecast.scenarioRecords.create(context.caller, {
          name: input.name,
          ...(copyOf ? { copyOf } : {}),
          adjustments: adjustments.value,
        }),
      );
      if (!result.ok) return { scenario: null, userErrors: result.userErrors };
      context.loaders.cashForecastScenario.prime(result.value.id, result.value);
      return { scenario: result.value, userErrors: [] };
    },
    cashForecastScenarioUpdate: async (_root, { input }, context) => {
      const id = idOfType(input.scenarioId, 'CashForecastScenario');
      if (!id) return { scenario: null, userErrors: [SCENARIO_NOT_FOUND('scenarioId')] };
      const adjustments = adjustmentsOf(input.adjustments);
      if (!adjustments.ok) return { scenario: null, userErrors: adjustments.userErrors };
      const result = await withUserErrors(() =>
        context.api.cashForecast.scenarioRecords.update(context.caller, id, {
          name: input.name,
          adjustments: adjustments.value,
        }),
      );
      if (!result.ok)
        return {
          scenario: null,
          userErrors: result.userErrors.map(SCENARIO_ID_FIELD),
        };
      context.loaders.cashForecastScenario.clear(id).prime(id, result.value);
      return { scenario: result.value, userErrors: [] };
    },
    cashForecastScenarioDelete: async (_root, { input }, context) => {
      const id = idOfType(input.scenarioId, 'CashForecastScenario');
      if (!id) return { deletedId: null, userErrors: [SCENARIO_NOT_FOUND('scenarioId')] };
      const result = await withUserErrors(() =>
        context.api.cashForecast.scenarioRecords.delete(context.caller, id),
      );
      if (!result.ok)
        return {
          deletedId: null,
          userErrors: result.userErrors.map(SCENARIO_ID_FIELD),
        };
      return { deletedId: input.scenarioId, userErrors: [] };
    },
    cashForecastSnapshotCreate: async (_root, { input }, context) => {
      const scenarioId = idOfType(input.scenarioId, 'CashForecastScenario');
      if (scenarioId === null)
        return { snapshot: null, userErrors: [SCENARIO_NOT_FOUND('scenarioId')] };
      const result = await withUserErrors(() =>
        context.api.cashForecast.createSnapshot(context.caller, {
          name: input.name,
          currency: input.currency,
          granularity: input.granularity,
          ...(scenarioId ? { scenarioId } : {}),
        }),
      );
      if (!result.ok) return { snapshot: null, userErrors: result.userErrors };
      context.loaders.cashForecastSnapshot.prime(result.value.id, result.value);
      return { snapshot: result.value, userErrors: [] };
    },
    cashForecastSnapshotDelete: async (_root, { input }, context) => {
      const id = idOfType(input.snapshotId, 'CashForecastSnapshot');
      if (!id) return { deletedId: null, userErrors: [SNAPSHOT_NOT_FOUND] };
      const result = await withUserErrors(() =>
        context.api.cashForecast.deleteSnapshot(context.caller, id),
      );
      if (!result.ok)
        return {
          deletedId: null,
          userErrors: result.userErrors.map(SNAPSHOT_ID_FIELD),
        };
      return { deletedId: input.snapshotId, userErrors: [] };
    },
  },
  CashForecast: {
    openingBalance: (forecast) => money(forecast.opening.total, forecast.currency),
    openingAccounts: (forecast) =>
      forecast.opening.accounts.map((account) => ({ ...account, currency: forecast.currency })),
    periods: (forecast) => partsOf(forecast, forecast.currency).periods,
    categories: (forecast) => partsOf(forecast, forecast.currency).categories,
    items: (forecast, args) =>
      partsOf(forecast, forecast.currency).items.filter(
        (item) =>
          (args.period == null || item.period === args.period) &&
          (args.flow == null || item.flow === args.flow) &&
          (args.uncategorised
            ? item.category === null
            : args.category == null || item.category === args.category),
      ),
    recurringItems: (forecast) =>
      forecast.recurring.map((item) => ({ ...item, currency: forecast.currency })),
    scenarios: (forecast) =>
      forecast.scenarios.map((result) => ({ ...result, currency: forecast.currency })),
  },
  CashForecastOpeningAccount: {
    bankAccount: (account, _args, context) =>
      can(context, 'bank-accounts:read') ? context.loaders.bankAccount.load(account.id) : null,
    balance: (account) =>
      account.balance === null ? null : money(account.balance, account.currency),
  },
  CashForecastPeriod: {
    opening: (period) => money(period.opening, period.currency),
    inflows: (period) => money(period.inflows, period.currency),
    outflows: (period) => money(period.outflows, period.currency),
    net: (period) => money(period.net, period.currency),
    closing: (period) => money(period.closing, period.currency),
  },
  CashForecastCategoryLine: {
    category: (line) => category(line.category),
    periods: (line) => line.periods.map((parts) => ({ ...parts, currency: line.currency })),
  },
  CashForecastFigure: {
    known: (parts) => money(parts.known, parts.currency),
    recurring: (parts) => money(parts.recurring, parts.currency),
    baseline: (parts) => money(parts.baseline, parts.currency),
    total: (parts) => money(parts.total, parts.currency),
  },
  CashForecastItem: {
    ...itemFields,
    counterparty: (item: ForecastItemRecord, _args, context) =>
      item.counterparty && can(context, 'counterparties:read')
        ? context.loaders.counterparty.load(item.counterparty.id)
        : null,
    recurringKey: (item) => item.seriesKey,
  },
  CashForecastRecurringItem: {
    bankAccountAlias: (item) => item.bankAccount.alias,
    bankAccount: (item, _args, context) =>
      can(context, 'bank-accounts:read')
        ? context.loaders.bankAccount.load(item.bankAccount.id)
        : null,
    category: (item) => category(item.category),
    amount: (item) => money(item.amount, item.currency),
  },
  CashForecastScenarioResult: {
    periods: (result) => partsOf(result, result.currency).periods,
    categories: (result) => partsOf(result, result.currency).categories,
    items: (result) => partsOf(result, result.currency).items,
  },
  CashForecastScenario: {
    id: (scenario) => toGlobalId('CashForecastScenario', scenario.id),
    createdBy: (scenario, _args, context) => userOf(context, scenario.createdBy),
  },
  CashForecastAdjustment: {
    category: (adjustment) => (adjustment.kind === 'REMOVE' ? null : category(adjustment.category)),
    flow: (adjustment) => (adjustment.kind === 'REMOVE' ? null : adjustment.flow),
    percent: (adjustment) => (adjustment.kind === 'PERCENT' ? adjustment.percent : null),
    date: (adjustment) => (adjustment.kind === 'ADD' ? adjustment.date : null),
    amount: (adjustment) =>
      adjustment.kind === 'ADD' ? money(adjustment.amount, adjustment.currency ?? 'IDR') : null,
    description: (adjustment) =>
      adjustment.kind === 'PERCENT' ? null : (adjustment.description ?? null),
    itemKey: (adjustment) => (adjustment.kind === 'REMOVE' ? adjustment.itemKey : null),
  },
  CashForecastSnapshot: {
    id: (snapshot) => toGlobalId('CashForecastSnapshot', snapshot.id),
    scenarioName: (snapshot) => snapshot.scenario?.name ?? null,
    openingBalance: (snapshot) => money(snapshot.openingBalance, snapshot.currency),
    createdBy: (snapshot, _args, context) => userOf(context, snapshot.createdBy),
    comparison: (snapshot, _args, context) =>
      context.loaders.cashForecastComparison.load(snapshot.id),
  },
  CashForecastComparison: {
    periods: (comparison: SnapshotComparisonResponse) =>
      comparison.periods.map((period) => ({ ...period, currency: comparison.snapshot.currency })),
    categories: (comparison: SnapshotComparisonResponse) =>
      comparison.categories.map((line) => ({ ...line, currency: comparison.snapshot.currency })),
    items: (comparison: SnapshotComparisonResponse) =>
      comparison.items.map((item) => ({ ...item, currency: comparison.snapshot.currency })),
  },
  CashForecastComparisonPeriod: {
    inflows: (period) => ({ ...period.inflows, currency: period.currency }),
    outflows: (period) => ({ ...period.outflows, currency: period.currency }),
    net: (period) => ({ ...period.net, currency: period.currency }),
  },
  CashForecastVariance: {
    forecast: (figure) => money(figure.forecast, figure.currency),
    actual: (figure) => (figure.actual === null ? null : money(figure.actual, figure.currency)),
    variance: (figure) =>
      figure.variance === null ? null : money(figure.variance, figure.currency),
  },
  CashForecastComparisonLine: {
    category: (line) => category(line.category),
    periods: (line) => line.periods.map((figure) => ({ ...figure, currency: line.currency })),
  },
  CashForecastComparisonItem: {
    ...itemFields,
    matched: (item) => money(item.matched, item.currency),
  },
};
