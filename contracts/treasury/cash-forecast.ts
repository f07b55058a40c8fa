import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../common/literal-union.js';
import { defineErrors } from '../common/errors.js';
import {
  AmountString,
  BatchIdsQuery,
  BatchOf,
  DateString,
  Nullable,
  SignedAmountString,
  UuidString,
} from '../common/schemas.js';
import { Currency } from './bank-accounts.js';

export { IdParams } from '../common/schemas.js';

/**
 * The cash forecast (spec: "cash forecast 12 periods"):
 * per currency, 12 weekly (ISO weeks, Monday first, Asia/Jakarta) or monthly
 * periods from today, from today's balances, the known items by date
 * (expected transactions, approved bills, payments and transfers not yet
 * sent, deposit maturities) and a baseline learned from the categorised
 * statement lines (recurring items, then the rest per category with its
 * seasonality: services/treasury/cash-forecast/baseline.ts). Every figure
 * says where it comes from: known items, recurring items or the baseline.
 *
 * Scenarios are named sets of adjustments over the forecast (a category's
 * percentage, an added item, a removed item), compared side by side with it.
 * A snapshot freezes a forecast as computed on its day; once its periods
 * pass, it is compared with what happened, per category and period, and each
 * of its items with what reconciliation matched of it.
 */

export const ForecastGranularity = LiteralUnion(['WEEK', 'MONTH'], {
  description: 'WEEK: ISO weeks, Monday to Sunday; MONTH: calendar months.',
});
export type ForecastGranularity = Static<typeof ForecastGranularity>;

export const ForecastFlow = LiteralUnion(['INFLOW', 'OUTFLOW']);
export type ForecastFlow = Static<typeof ForecastFlow>;

export const ForecastItemSource = LiteralUnion(
  ['EXPECTED_TRANSACTION', 'BILL', 'PAYMENT', 'TRANSFER', 'DEPOSIT', 'ADDED', 'RECURRING'],
  {
    description:
      'What the item is: a record of the organisation, an item a scenario added, or an occurrence of a recurring item the baseline learned.',
  },
);
export type ForecastItemSource = Static<typeof ForecastItemSource>;

const CategoryOrNull = Nullable(
  Type.String({ description: 'A cash category (contracts/treasury/categories.ts).' }),
  { description: 'Null: uncategorised lines.' },
);

export const ForecastPeriod = Type.Object({
  index: Type.Integer({
    minimum: 1,
    maximum: 12,
    description: '1 is the current period, from today.',
  }),
  key: Type.String({ description: '`2026-W48` (ISO week) or `2026-11` (month).' }),
  start: DateString('Today for period 1; a Monday or a 1st after it.'),
  end: Type.String({ format: 'date' }),
  opening: SignedAmountString('The balance at its start.'),
  inflows: AmountString('Money in, all categories.'),
  outflows: AmountString('Money out, all categories.'),
  net: SignedAmountString('Inflows less outflows.'),
  closing: SignedAmountString('The balance at its end.'),
});
export type ForecastPeriod = Static<typeof ForecastPeriod>;

export const ForecastFigure = Type.Object({
  known: AmountString(
    'From known items (the `items` of this category, flow and period that are not RECURRING).',
  ),
  recurring: AmountString('From the recurring items the baseline learned.'),
  baseline: AmountString(
    'From the rest of the baseline, less the known items that stand for part of it.',
  ),
  total: AmountString('known + recurring + baseline.'),
});
export type ForecastFigure = Static<typeof ForecastFigure>;

export const ForecastCategoryLine = Type.Object({
  category: CategoryOrNull,
  flow: ForecastFlow,
  periods: Type.Array(ForecastFigure, { description: 'One per period, in order.' }),
});
export type ForecastCategoryLine = Static<typeof ForecastCategoryLine>;

export const ForecastItem = Type.Object({
  key: Type.String({
    description: 'Unique within the forecast: what a scenario names to remove it.',
  }),
  source: ForecastItemSource,
  id: Nullable(
    UuidString(
      'The record (expected transaction, bill, payment, transfer, deposit); null for added and recurring items.',
    ),
  ),
  date: DateString('When it is due; an overdue item counts in period 1.'),
  period: Type.Integer({ minimum: 1, maximum: 12 }),
  overdue: Type.Boolean(),
  category: CategoryOrNull,
  flow: ForecastFlow,
  amount: AmountString('What is still to move.'),
  description: Type.String(),
  counterparty: Nullable(
    Type.Object({ id: Type.String({ format: 'uuid' }), alias: Type.String() }),
  ),
  replacesRecurring: Nullable(
    Type.String({ description: 'The recurring item whose occurrence this known item stands for.' }),
  ),
  seriesKey: Nullable(Type.String({ description: 'A recurring occurrence: its recurring item.' })),
});
export type ForecastItem = Static<typeof ForecastItem>;

export const RecurringItem = Type.Object({
  key: Type.String(),
  bankAccount: Type.Object({ id: Type.String({ format: 'uuid' }), alias: Type.String() }),
  description: Type.String({ description: 'The latest occurrence’s description.' }),
  category: CategoryOrNull,
  flow: ForecastFlow,
  cadence: LiteralUnion(['MONTHLY', 'WEEKLY']),
  day: Type.Integer({
    description: 'The day of the month (monthly) or ISO weekday, 1 = Monday (weekly).',
  }),
  weekendRule: LiteralUnion(['BEFORE', 'AFTER', 'NONE'], {
    description:
      'A monthly item due on a weekend: the Friday before, the Monday after, or that day.',
  }),
  amount: AmountString('What one occurrence is projected at.'),
  lastDate: Type.String({ format: 'date' }),
  occurrences: Type.Integer({ description: 'Occurrences seen in the last 400 days.' }),
});
export type RecurringItem = Static<typeof RecurringItem>;

/** A computed forecast: its periods, its category lines and its items. */
export const ForecastBody = Type.Object({
  periods: Type.Array(ForecastPeriod),
  categories: Type.Array(ForecastCategoryLine, {
    description: 'Inflows first, then outflows, in the categories’ order; uncategorised last.',
  }),
  items: Type.Array(ForecastItem, {
    description: 'Known items and recurring occurrences within the horizon, by period and date.',
  }),
});
export type ForecastBody = Static<typeof ForecastBody>;

// ---------------------------------------------------------------- scenarios

export const PercentAdjustment = Type.Object(
  {
    kind: Type.Literal('PERCENT'),
    category: Nullable(Type.String({ maxLength: 40 })),
    flow: Nullable(ForecastFlow),
    percent: Type.String({
      maxLength: 12,
      description: 'From -100 to 1000, at most two decimals: `-10`, `12.5`.',
    }),
  },
  {
    additionalProperties: false,
    description:
      'Every figure of a category (of one flow, or both when null) changed by a percentage, in every period.',
  },
);
export const AddAdjustment = Type.Object(
  {
    kind: Type.Literal('ADD'),
    date: Type.String({
      maxLength: 10,
      description: 'YYYY-MM-DD; before today counts in period 1, after the last period not at all.',
    }),
    category: Type.String({ maxLength: 40 }),
    flow: ForecastFlow,
    amount: Type.String({ maxLength: 25, description: 'Greater than zero, at most two decimals.' }),
    currency: Type.Optional(Currency),
    description: Type.String({ maxLength: 200 }),
  },
  {
    additionalProperties: false,
    description:
      'An item that is not in the organisation’s records, counted on its date on top of the baseline, in the forecasts of its currency (IDR unless given).',
  },
);
export const RemoveAdjustment = Type.Object(
  {
    kind: Type.Literal('REMOVE'),
    itemKey: Type.String({
      maxLength: 200,
      description: 'An item’s `key` in the forecast (a recurring occurrence’s names its date).',
    }),
    description: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'What it was, for people reading the scenario later.',
      }),
    ),
  },
  { additionalProperties: false, description: 'An item or a recurring occurrence left out.' },
);
export const ScenarioAdjustment = Type.Union([PercentAdjustment, AddAdjustment, RemoveAdjustment]);
export type ScenarioAdjustment = Static<typeof ScenarioAdjustment>;

export const MAX_ADJUSTMENTS = 100;
/** Scenarios compared with the forecast at once. */
export const MAX_COMPARED_SCENARIOS = 4;

export const ScenarioResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  adjustments: Type.Array(ScenarioAdjustment),
  createdBy: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ScenarioResponse = Static<typeof ScenarioResponse>;

export const ScenarioListResponse = Type.Object({ items: Type.Array(ScenarioResponse) });
export type ScenarioListResponse = Static<typeof ScenarioListResponse>;

export const ScenarioCreateBody = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    copyOf: Type.Optional(
      Nullable(UuidString('A scenario whose adjustments the new one starts from.')),
    ),
    adjustments: Type.Optional(Type.Array(ScenarioAdjustment, { maxItems: MAX_ADJUSTMENTS })),
  },
  { additionalProperties: false },
);
export type ScenarioCreateBody = Static<typeof ScenarioCreateBody>;

export const ScenarioUpdateBody = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    adjustments: Type.Array(ScenarioAdjustment, { maxItems: MAX_ADJUSTMENTS }),
  },
  { additionalProperties: false, description: 'The scenario’s name and every adjustment again.' },
);
export type ScenarioUpdateBody = Static<typeof ScenarioUpdateBody>;

// ---------------------------------------------------------------- the forecast

export const CashForecastQuery = Type.Object({
  currency: Type.Optional(Currency),
  granularity: Type.Optional(ForecastGranularity),
  scenarioIds: Type.Optional(
    Type.Array(Type.String({ format: 'uuid' }), {
      maxItems: 20,
      description: `Scenarios computed beside the forecast (repeat the parameter), at most ${MAX_COMPARED_SCENARIOS}.`,
    }),
  ),
  withItems: Type.Optional(
    Type.Boolean({
      description:
        'false: leave the items out of the answer (the figures are the same); true when left out.',
    }),
  ),
});
export type CashForecastQuery = Static<typeof CashForecastQuery>;

export const CashForecastResponse = Type.Object({
  asOf: DateString('Today in Asia/Jakarta: period 1 starts on it.'),
  currency: Currency,
  granularity: ForecastGranularity,
  opening: Type.Object({
    total: SignedAmountString('The accounts’ latest available balances, added up.'),
    accounts: Type.Array(
      Type.Object({
        id: Type.String({ format: 'uuid' }),
        alias: Type.String(),
        balance: Nullable(
          SignedAmountString(
            'Its latest available balance; null when none was ever reported (counted as zero).',
          ),
        ),
        asOf: Nullable(Type.String({ format: 'date-time' })),
      }),
    ),
  }),
  ...ForecastBody.properties,
  recurring: Type.Array(RecurringItem, {
    description: 'The recurring items the baseline learned and projects.',
  }),
  scenarios: Type.Array(Type.Object({ scenario: ScenarioResponse, ...ForecastBody.properties }), {
    description: 'The scenarios asked for, in the order asked.',
  }),
});
export type CashForecastResponse = Static<typeof CashForecastResponse>;

// ---------------------------------------------------------------- snapshots

export const SnapshotResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  currency: Currency,
  granularity: ForecastGranularity,
  asOf: DateString('The day it was frozen: its period 1 starts on it.'),
  scenario: Nullable(
    Type.Object(
      { id: Nullable(Type.String({ format: 'uuid' })), name: Type.String() },
      {
        description:
          'The scenario it froze, as named then (its id null once deleted); null for the forecast itself.',
      },
    ),
  ),
  openingBalance: SignedAmountString('The opening balance it started from.'),
  createdBy: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
export type SnapshotResponse = Static<typeof SnapshotResponse>;

export const SnapshotListQuery = Type.Object({ currency: Type.Optional(Currency) });
export type SnapshotListQuery = Static<typeof SnapshotListQuery>;
export const SnapshotListResponse = Type.Object({ items: Type.Array(SnapshotResponse) });
export type SnapshotListResponse = Static<typeof SnapshotListResponse>;

export const SnapshotBatchQuery = BatchIdsQuery;
export type SnapshotBatchQuery = Static<typeof SnapshotBatchQuery>;
export const ScenarioBatchResponse = BatchOf(ScenarioResponse);
export type ScenarioBatchResponse = Static<typeof ScenarioBatchResponse>;
export const SnapshotBatchResponse = BatchOf(SnapshotResponse);
export type SnapshotBatchResponse = Static<typeof SnapshotBatchResponse>;

export const SnapshotCreateBody = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    currency: Currency,
    granularity: ForecastGranularity,
    scenarioId: Type.Optional(
      Nullable(UuidString('Freeze this scenario instead of the forecast itself.')),
    ),
  },
  { additionalProperties: false },
);
export type SnapshotCreateBody = Static<typeof SnapshotCreateBody>;

export const PeriodStatus = LiteralUnion(['PASSED', 'CURRENT', 'FUTURE']);
export type PeriodStatus = Static<typeof PeriodStatus>;

export const ComparisonFigure = Type.Object({
  forecast: AmountString('As frozen.'),
  actual: Nullable(AmountString('What statement lines show so far; null for a period not begun.')),
  variance: Nullable(SignedAmountString('actual − forecast.')),
});
export type ComparisonFigure = Static<typeof ComparisonFigure>;

export const ItemOutcome = LiteralUnion(
  ['MATCHED', 'PARTIALLY_MATCHED', 'NOT_MATCHED', 'NOT_MATCHABLE'],
  {
    description:
      'How reconciliation has since matched a frozen item with statement lines: all of it, part of it, nothing yet; NOT_MATCHABLE for what reconciliation does not match (deposits, recurring occurrences, added items, a record since deleted).',
  },
);
export type ItemOutcome = Static<typeof ItemOutcome>;

export const SnapshotComparisonResponse = Type.Object({
  snapshot: SnapshotResponse,
  asOf: DateString('Today: periods ending before it have passed.'),
  periods: Type.Array(
    Type.Object({
      index: Type.Integer(),
      key: Type.String(),
      start: Type.String({ format: 'date' }),
      end: Type.String({ format: 'date' }),
      status: PeriodStatus,
      inflows: ComparisonFigure,
      outflows: ComparisonFigure,
      net: Type.Object({
        forecast: SignedAmountString('As frozen.'),
        actual: Nullable(SignedAmountString('So far.')),
        variance: Nullable(SignedAmountString('actual − forecast.')),
      }),
    }),
  ),
  categories: Type.Array(
    Type.Object({
      category: CategoryOrNull,
      flow: ForecastFlow,
      periods: Type.Array(ComparisonFigure),
    }),
    {
      description:
        'Per category and flow: as frozen, and the statement lines of the period on the currency’s accounts by their category (an uncategorised line matched with a frozen item counts in the item’s category).',
    },
  ),
  items: Type.Array(
    Type.Object({
      ...ForecastItem.properties,
      outcome: ItemOutcome,
      matched: AmountString('What reconciliation has matched of it since it was frozen.'),
      matchedOn: Nullable(
        DateString('The latest date of the statement lines matched with it since.'),
      ),
    }),
  ),
});
export type SnapshotComparisonResponse = Static<typeof SnapshotComparisonResponse>;

export const cashForecastErrors = defineErrors({
  scenarioNotFound: { status: 404, code: 'U-TRSY-FC-1', message: 'Scenario not found.' },
  snapshotNotFound: { status: 404, code: 'U-TRSY-FC-2', message: 'Frozen forecast not found.' },
  nameRequired: {
    status: 400,
    code: 'U-TRSY-FC-3',
    message: 'Enter a name of at most 80 characters.',
    field: 'name',
  },
  nameExists: {
    status: 409,
    code: 'U-TRSY-FC-4',
    message: 'A scenario with this name exists already.',
    field: 'name',
  },
  invalidPercent: {
    status: 400,
    code: 'U-TRSY-FC-5',
    message: 'Enter a percentage from -100 to 1000 with at most two decimals.',
    field: 'adjustments',
  },
  invalidCategory: {
    status: 400,
    code: 'U-TRSY-FC-6',
    message: 'Choose one of the categories.',
    field: 'adjustments',
  },
  invalidAmount: {
    status: 400,
    code: 'U-TRSY-FC-7',
    message: 'Enter an amount greater than zero with at most two decimals.',
    field: 'adjustments',
  },
  invalidDate: {
    status: 400,
    code: 'U-TRSY-FC-8',
    message: 'Enter a valid date.',
    field: 'adjustments',
  },
  descriptionRequired: {
    status: 400,
    code: 'U-TRSY-FC-9',
    message: 'Describe the item.',
    field: 'adjustments',
  },
  itemKeyRequired: {
    status: 400,
    code: 'U-TRSY-FC-10',
    message: 'Choose the item to leave out.',
    field: 'adjustments',
  },
  tooManyScenarios: {
    status: 400,
    code: 'U-TRSY-FC-11',
    message: `Compare at most ${MAX_COMPARED_SCENARIOS} scenarios at once.`,
    field: 'scenarioIds',
  },
  snapshotNameExists: {
    status: 409,
    code: 'U-TRSY-FC-12',
    message: 'A frozen forecast with this name exists already.',
    field: 'name',
  },
  flowRequired: {
    status: 400,
    code: 'U-TRSY-FC-13',
    message: 'Choose whether the item comes in or goes out.',
    field: 'adjustments',
  },
});
