import { sql, type Transaction } from 'kysely';
import type {
  CashFlowGranularity,
  CashFlowRuleResponse,
  CategorisedLine,
  DescriptionMatch,
} from '../../../contracts/treasury/cash-flow.js';
import type { CashCategory } from '../../../contracts/treasury/categories.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import { newRuleColumns, orderedRuleTable } from '../rule-order.js';
import type { MatcherRule } from './matcher.js';
import { organizationHas } from '../../kit/database.js';

/** A `cash_flow_rules` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type CashFlowRulesTable = TreasuryDatabase['cash_flow_rules'];

/** The unique index of rule names in an organisation (whatever their case). */
export const NAME_INDEX = 'cash_flow_rules_name';

/** A rule's values after the service's checks, ready to store. */
export type RuleValues = {
  name: string;
  category: CashCategory;
  direction: 'DEBIT' | 'CREDIT' | null;
  counterpartyId: string | null;
  descriptionPattern: string | null;
  descriptionMatch: DescriptionMatch;
  amountMin: string | null;
  amountMax: string | null;
  enabled: boolean;
};

/**
 * Writes to one organisation's rules, and "apply rules", take turns
 * (`lockRules`): the count, the next priority and a reorder's check read and
 * write under its lock, and an apply reads rules no one is changing. Deleting
 * a rule and setting the order are the ordered rules' own (rule-order.ts).
 */
export const { lockRules, deleteRule, setPriorities, enabledRules } = orderedRuleTable(
  'cash_flow_rules',
  'cash-flow-rules',
);

const iso = (value: Date | string) => new Date(value).toISOString();

/** The organisation's rules in priority order, each with its counterparty's alias. */
export async function listRules(db: Db, organizationId: string): Promise<CashFlowRuleResponse[]> {
  const rows = await db
    .selectFrom('cash_flow_rules as r')
    .leftJoin('counterparties as c', 'c.id', 'r.counterparty_id')
    .selectAll('r')
    .select('c.alias as counterparty_alias')
    .where('r.organization_id', '=', organizationId)
    .orderBy('r.priority')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    priority: row.priority,
    category: row.category,
    direction: row.direction,
    counterparty:
      row.counterparty_id && row.counterparty_alias !== null
        ? { id: row.counterparty_id, alias: row.counterparty_alias }
        : null,
    descriptionPattern: row.description_pattern,
    descriptionMatch: row.description_match,
    amountMin: row.amount_min,
    amountMax: row.amount_max,
    enabled: row.enabled,
    createdAt: iso(row.created_at),
    createdBy: row.created_by,
    updatedAt: iso(row.updated_at),
    updatedBy: row.updated_by,
  }));
}

const columnsOf = (values: RuleValues) => ({
  name: values.name,
  category: values.category,
  direction: values.direction,
  counterparty_id: values.counterpartyId,
  description_pattern: values.descriptionPattern,
  description_match: values.descriptionMatch,
  amount_min: values.amountMin,
  amount_max: values.amountMax,
  enabled: values.enabled,
});

export async function insertRule(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  actorId: string,
  values: RuleValues,
  priority: number,
): Promise<string> {
  const { id } = await trx
    .insertInto('cash_flow_rules')
    .values({ ...newRuleColumns(organizationId, priority, actorId), ...columnsOf(values) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateRule(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  id: string,
  actorId: string,
  values: RuleValues,
): Promise<void> {
  await trx
    .updateTable('cash_flow_rules')
    .set({ ...columnsOf(values), updated_by: actorId, updated_at: new Date() })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .execute();
}

/** Whether the organisation has this counterparty. */
export const counterpartyExists = (db: Db, organizationId: string, id: string) =>
  organizationHas(db, 'counterparties', organizationId, id);

/** The names a description may show for each of these counterparties: alias, legal name and the names on its bank accounts. */
export async function counterpartyNames(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<Map<string, string[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('counterparties as c')
    .select([
      'c.id',
      'c.alias',
      'c.legal_name',
      sql<
        string[] | null
      >`(select array_agg(b.account_name) from counterparty_bank_accounts b where b.counterparty_id = c.id)`.as(
        'account_names',
      ),
    ])
    .where('c.organization_id', '=', organizationId)
    .where('c.id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((row) => [row.id, [row.alias, row.legal_name, ...(row.account_names ?? [])]]),
  );
}

/** The organisation's enabled rules in priority order, as the matcher takes them. */
export async function enabledMatcherRules(db: Db, organizationId: string): Promise<MatcherRule[]> {
  const rows = await enabledRules(db, organizationId);
  const names = await counterpartyNames(db, organizationId, [
    ...new Set(rows.flatMap((row) => (row.counterparty_id ? [row.counterparty_id] : []))),
  ]);
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    direction: row.direction,
    counterparty: row.counterparty_id
      ? { id: row.counterparty_id, names: names.get(row.counterparty_id) ?? [] }
      : null,
    descriptionPattern: row.description_pattern,
    descriptionMatch: row.description_match,
    amountMin: row.amount_min,
    amountMax: row.amount_max,
  }));
}

/** A statement transaction as rules read it, with what it has now. */
export type RuleLine = {
  id: string;
  description: string;
  direction: 'DEBIT' | 'CREDIT';
  amount: string;
  category: CashCategory | null;
  category_source: 'RULE' | 'MANUAL' | null;
  category_rule_id: string | null;
  counterparty_ids: string[];
};

/**
 * What rules read of a statement line (`t`), its rule aside: its text,
 * direction and amount, its category now and who gave it, and the
 * counterparties of the items it is matched to.
 */
const RULE_LINE_COLUMNS = [
  't.id',
  't.description',
  't.direction',
  't.amount',
  't.category',
  't.category_source',
  sql<string[]>`array(
    select distinct coalesce(e.counterparty_id, o.counterparty_id, b.counterparty_id)
    from reconciliation_allocations x
    left join expected_transactions e on e.id = x.expected_transaction_id
    left join payment_orders o on o.id = x.payment_order_id
    left join bills b on b.id = x.bill_id
    where x.statement_transaction_id = t.id and coalesce(e.counterparty_id, o.counterparty_id, b.counterparty_id) is not null)`.as(
    'counterparty_ids',
  ),
] as const;

/** Which lines a batch reads: some by id, those of an import, or every one of the organisation not archived. */
export type LineScope = { ids: readonly string[] } | { all: true };

/**
 * Up to `limit` lines of `scope` after `afterId` (by id), each with the
 * counterparties of the items it is matched to; `only` keeps those the rules
 * decide (not categorised by a person) or those without a category.
 */
export async function ruleLines(
  db: Db,
  organizationId: string,
  scope: LineScope,
  page: { afterId: string | null; limit: number },
  only: { uncategorised: boolean; decidedByRules: boolean },
): Promise<RuleLine[]> {
  let query = db
    .selectFrom('statement_transactions as t')
    .select([...RULE_LINE_COLUMNS, 't.category_rule_id'])
    .where('t.organization_id', '=', organizationId);
  if (only.decidedByRules)
    query = query.where((eb) =>
      eb.or([eb('t.category_source', 'is', null), eb('t.category_source', '!=', 'MANUAL')]),
    );
  if ('ids' in scope) query = query.where('t.id', 'in', [...scope.ids]);
  else query = query.where('t.archived_at', 'is', null);
  if (only.uncategorised) query = query.where('t.category', 'is', null);
  if (page.afterId) query = query.where('t.id', '>', page.afterId);
  return query.orderBy('t.id').limit(page.limit).execute();
}

/**
 * Writes what the rules decided: a category (RULE, with its rule) or none.
 * A line a person categorised meanwhile keeps theirs: the condition is
 * checked again on the row as it is when the update reaches it.
 */
export async function writeRuleCategories(
  trx: Db,
  organizationId: string,
  changes: readonly { id: string; category: CashCategory | null; ruleId: string | null }[],
): Promise<number> {
  if (changes.length === 0) return 0;
  const result = await sql`update statement_transactions t
      set category = v.category, category_source = case when v.category is null then null else 'RULE' end, category_rule_id = v.rule_id
      from unnest(${changes.map((change) => change.id)}::uuid[], ${changes.map((change) => change.category)}::text[], ${changes.map((change) => change.ruleId)}::uuid[]) as v (id, category, rule_id)
      where t.id = v.id and t.organization_id = ${organizationId} and t.category_source is distinct from 'MANUAL'`.execute(
    trx,
  );
  return Number(result.numAffectedRows ?? 0n);
}

/** A line's category as the API answers it. */
const categorised = (row: {
  id: string;
  category: string | null;
  category_source: 'RULE' | 'MANUAL' | null;
  category_rule_id: string | null;
}): CategorisedLine => ({
  id: row.id,
  category: row.category,
  categorySource: row.category_source,
  ruleId: row.category_rule_id,
});

/** The organisation's lines' categories by id; another organisation's are left out. */
export async function lineCategories(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<CategorisedLine[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('statement_transactions')
    .select(['id', 'category', 'category_source', 'category_rule_id'])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(categorised);
}

/** The line under a row lock, with what a correction records of it. */
export async function lockLine(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  id: string,
) {
  return trx
    .selectFrom('statement_transactions as t')
    .innerJoin('bank_accounts as a', 'a.id', 't.bank_account_id')
    .select([
      't.id',
      't.transaction_date',
      't.amount',
      't.direction',
      'a.currency',
      't.category',
      't.category_source',
      't.category_rule_id',
    ])
    .where('t.organization_id', '=', organizationId)
    .where('t.id', '=', id)
    .forUpdate('t')
    .executeTakeFirst();
}

/** Sets a person's category on a line (MANUAL). */
export async function setManualCategory(
  trx: Transaction<TreasuryDatabase>,
  id: string,
  category: CashCategory,
): Promise<void> {
  await trx
    .updateTable('statement_transactions')
    .set({ category, category_source: 'MANUAL', category_rule_id: null })
    .where('id', '=', id)
    .execute();
}

/** Hands a line back to the rules: what they decide now, or nothing. */
export async function setRuleCategory(
  trx: Transaction<TreasuryDatabase>,
  id: string,
  decided: { category: CashCategory; ruleId: string } | null,
): Promise<void> {
  await trx
    .updateTable('statement_transactions')
    .set(
      decided
        ? { category: decided.category, category_source: 'RULE', category_rule_id: decided.ruleId }
        : { category: null, category_source: null, category_rule_id: null },
    )
    .where('id', '=', id)
    .execute();
}

/** A line a preview reads: what the matcher needs, and what its sample shows. */
export type PreviewLine = RuleLine & { transaction_date: string; currency: 'IDR' | 'USD' | 'SGD' };

/**
 * Up to `limit` of the organisation's lines not archived, the newest first,
 * narrowed by what SQL can decide exactly (direction and amount bounds);
 * the matcher decides the rest.
 */
export async function previewLines(
  db: Db,
  organizationId: string,
  filter: {
    direction: 'DEBIT' | 'CREDIT' | null;
    amountMin: string | null;
    amountMax: string | null;
  },
  limit: number,
) {
  let query = db
    .selectFrom('statement_transactions as t')
    .innerJoin('bank_accounts as a', 'a.id', 't.bank_account_id')
    .select([...RULE_LINE_COLUMNS, 't.transaction_date', 'a.currency'])
    .where('t.organization_id', '=', organizationId)
    .where('t.archived_at', 'is', null);
  if (filter.direction) query = query.where('t.direction', '=', filter.direction);
  if (filter.amountMin !== null) query = query.where('t.amount', '>=', filter.amountMin);
  if (filter.amountMax !== null) query = query.where('t.amount', '<=', filter.amountMax);
  return query.orderBy('t.transaction_date', 'desc').orderBy('t.id', 'desc').limit(limit).execute();
}

/** The first day of a line's period: its ISO week's Monday, or its month's 1st (a literal: SQL groups by the same expression it selects). */
const periodOf = (granularity: CashFlowGranularity) =>
  sql.raw(
    granularity === 'WEEK'
      ? `date_trunc('week', t.transaction_date)::date`
      : `date_trunc('month', t.transaction_date)::date`,
  );

/** How many of the organisation's statement transactions are not archived. */
export async function countLiveLines(db: Db, organizationId: string): Promise<number> {
  const row = await db
    .selectFrom('statement_transactions')
    .select(sql<string>`count(*)::text`.as('count'))
    .where('organization_id', '=', organizationId)
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * What the cash flow sums, per movement: every live statement line in the
 * report's currency and range as the bank booked it (counted as a line), and
 * for each fee a match booked to an expense (migrations/0055-baseline, reconciliation) two movements
 * that are not lines: the fee back into the line's own category (the gross
 * the payer sent) and the fee out in the expense's category. The net stays
 * what the bank booked; a bank fee (BANK_FEE) stays inside its line.
 */
function movements(organizationId: string, query: { currency: string; from: string; to: string }) {
  return sql`
    with lines as (
      select t.id, t.transaction_date, t.direction, t.category, t.amount
      from statement_transactions t
      join bank_accounts a on a.id = t.bank_account_id
      where t.organization_id = ${organizationId} and a.organization_id = ${organizationId} and a.currency = ${query.currency}
        and t.archived_at is null and t.transaction_date between ${query.from}::date and ${query.to}::date
    ),
    fees as (
      select l.transaction_date, l.category as line_category, f.fee_category, f.fee
      from lines l
      join reconciliation_allocations f on f.statement_transaction_id = l.id and f.organization_id = ${organizationId} and f.fee_booking = 'EXPENSE'
    )
    select transaction_date, direction, category, amount, 1 as line from lines
    union all select transaction_date, 'CREDIT', line_category, fee, 0 from fees
    union all select transaction_date, 'DEBIT', fee_category, fee, 0 from fees`;
}

/**
 * The report's figures, in SQL's NUMERIC: its sums per period, direction and
 * category, and per direction and category over the whole range (period
 * null); and its totals (inflow, outflow and net) per period and over the
 * whole range. Both read the same movements, side by side.
 */
export async function cashFlowFigures(
  db: Db,
  organizationId: string,
  query: { currency: string; from: string; to: string; granularity: CashFlowGranularity },
) {
  const period = periodOf(query.granularity);
  const [sums, totals] = await Promise.all([
    sql<{
      period: string | null;
      direction: 'DEBIT' | 'CREDIT';
      category: CashCategory | null;
      total: string;
      lines: string;
    }>`
    select ${period}::text as period, t.direction, t.category, sum(t.amount)::numeric(20, 2)::text as total, sum(t.line)::text as lines
    from (${movements(organizationId, query)}) t
    group by grouping sets ((${period}, t.direction, t.category), (t.direction, t.category))`.execute(
      db,
    ),
    sql<{ period: string | null; inflow: string; outflow: string; net: string }>`
    select ${period}::text as period,
      coalesce(sum(t.amount) filter (where t.direction = 'CREDIT'), 0)::numeric(20, 2)::text as inflow,
      coalesce(sum(t.amount) filter (where t.direction = 'DEBIT'), 0)::numeric(20, 2)::text as outflow,
      coalesce(sum(case when t.direction = 'CREDIT' then t.amount else -t.amount end), 0)::numeric(20, 2)::text as net
    from (${movements(organizationId, query)}) t
    group by grouping sets ((${period}), ())`.execute(db),
  ]);
  return { sums: sums.rows, totals: totals.rows };
}

/** Where a line sits in the drill-down list: the newest first. */
export type LineKeyset = { date: string; id: string };

export type LinesFilter = {
  currency: string;
  from: string;
  to: string;
  direction?: 'DEBIT' | 'CREDIT' | undefined;
  category?: CashCategory | 'UNCATEGORISED' | undefined;
};

function filteredLines(db: Db, organizationId: string, filter: LinesFilter) {
  let query = db
    .selectFrom('statement_transactions as t')
    .innerJoin('bank_accounts as a', 'a.id', 't.bank_account_id')
    .where('t.organization_id', '=', organizationId)
    .where('a.organization_id', '=', organizationId)
    .where('a.currency', '=', filter.currency as 'IDR' | 'USD' | 'SGD')
    .where('t.archived_at', 'is', null)
    .where('t.transaction_date', '>=', filter.from)
    .where('t.transaction_date', '<=', filter.to);
  if (filter.direction) query = query.where('t.direction', '=', filter.direction);
  if (filter.category === 'UNCATEGORISED') query = query.where('t.category', 'is', null);
  else if (filter.category) query = query.where('t.category', '=', filter.category);
  return query;
}

/** A page of the lines behind a cell of the report, the newest first, with their categories; one more is read to know whether another page follows. */
export async function listLines(
  db: Db,
  organizationId: string,
  filter: LinesFilter,
  page: { limit: number; cursor?: LineKeyset | undefined },
) {
  let query = filteredLines(db, organizationId, filter).select([
    't.id',
    't.transaction_date',
    't.category',
    't.category_source',
    't.category_rule_id',
  ]);
  if (page.cursor)
    query = query.where(
      sql<boolean>`(t.transaction_date, t.id) < (${page.cursor.date}::date, ${page.cursor.id}::uuid)`,
    );
  const rows = await query
    .orderBy('t.transaction_date', 'desc')
    .orderBy('t.id', 'desc')
    .limit(page.limit + 1)
    .execute();
  return {
    rows: rows.slice(0, page.limit).map((row) => ({
      key: { date: row.transaction_date, id: row.id },
      category: categorised(row),
    })),
    hasMore: rows.length > page.limit,
  };
}

/** How many lines the filter keeps, and their sum. */
export async function summariseLines(
  db: Db,
  organizationId: string,
  filter: LinesFilter,
): Promise<{ count: number; total: string }> {
  const row = await filteredLines(db, organizationId, filter)
    .select([
      sql<string>`count(*)::text`.as('count'),
      sql<string>`coalesce(sum(t.amount), 0)::numeric(20, 2)::text`.as('total'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), total: row.total };
}
