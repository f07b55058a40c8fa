import { type Selectable, type Transaction } from 'kysely';
import type { ReconciliationRuleResponse } from '../../../contracts/treasury/reconciliation-rules.js';
import { toCents } from '../../../formats/cents.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import { newRuleColumns, orderedRuleTable } from '../rule-order.js';
import type { EngineItem, EngineLine } from '../reconciliation/engine/types.js';
import { allocationItem } from '../reconciliation/sources/items.js';
import { RECONCILABLE_SOURCES } from '../reconciliation/sources/registry.js';
import {
  accountNumbersOf,
  ENGINE_EXPECTED_COLUMNS,
  ENGINE_LINE_COLUMNS,
  engineCounterparty,
  engineItemOf,
  engineLineOf,
  SharedStrings,
} from '../reconciliation/repository/open-sides.js';
import type { RuleValues } from './values.js';

type RuleRow = Selectable<TreasuryDatabase['reconciliation_rules']>;

/** The unique index of names in an organisation (whatever their case). */
export const NAME_INDEX = 'reconciliation_rules_name';

/**
 * Writes to one organisation's rules take turns (`lockRules`): the count (at
 * most 20), the next priority and a reorder's check that it lists every rule
 * are read and written under its lock. Deleting a rule and setting the order
 * are the ordered rules' own (rule-order.ts).
 */
export const { lockRules, deleteRule, setPriorities, enabledRules } = orderedRuleTable(
  'reconciliation_rules',
  'reconciliation-rules',
);

export const ruleResponse = (row: RuleRow): ReconciliationRuleResponse => ({
  id: row.id,
  name: row.name,
  priority: row.priority,
  amountToleranceAbsolute: row.amount_tolerance_absolute,
  amountToleranceRelative: row.amount_tolerance_relative,
  allowTransferFees: row.allow_transfer_fees,
  daysBefore: row.days_before,
  daysAfter: row.days_after,
  requireAmount: row.require_amount,
  requireCounterparty: row.require_counterparty,
  requireReference: row.require_reference,
  proposeAt: row.propose_at,
  autoConfirmAt: row.auto_confirm_at,
  enabled: row.enabled,
  createdAt: new Date(row.created_at).toISOString(),
  createdBy: row.created_by,
  updatedAt: new Date(row.updated_at).toISOString(),
  updatedBy: row.updated_by,
});

const columnsOf = (values: RuleValues) => ({
  name: values.name,
  amount_tolerance_absolute: values.amountToleranceAbsolute,
  amount_tolerance_relative: values.amountToleranceRelative,
  allow_transfer_fees: values.allowTransferFees,
  days_before: values.daysBefore,
  days_after: values.daysAfter,
  require_amount: values.requireAmount,
  require_counterparty: values.requireCounterparty,
  require_reference: values.requireReference,
  propose_at: values.proposeAt,
  auto_confirm_at: values.autoConfirmAt,
  enabled: values.enabled,
});

/** The organisation's rules in priority order (the first is tried first). */
export async function listRules(
  db: Db,
  organizationId: string,
): Promise<ReconciliationRuleResponse[]> {
  const rows = await db
    .selectFrom('reconciliation_rules')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('priority')
    .execute();
  return rows.map(ruleResponse);
}

/** Adds a rule at `priority`. */
export async function insertRule(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  actorId: string | null,
  values: RuleValues,
  priority: number,
): Promise<ReconciliationRuleResponse> {
  const row = await trx
    .insertInto('reconciliation_rules')
    .values({ ...newRuleColumns(organizationId, priority, actorId), ...columnsOf(values) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return ruleResponse(row);
}

export async function updateRule(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  id: string,
  actorId: string | null,
  values: RuleValues,
): Promise<ReconciliationRuleResponse> {
  const row = await trx
    .updateTable('reconciliation_rules')
    .set({ ...columnsOf(values), updated_by: actorId, updated_at: new Date() })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return ruleResponse(row);
}

/** The organisation's enabled rules' rows in priority order, for a run of the engine. */
export async function enabledRuleRows(
  db: Db,
  organizationId: string,
): Promise<ReconciliationRuleResponse[]> {
  return (await enabledRules(db, organizationId)).map(ruleResponse);
}

/** A line or an item as a preview reads it: the engine's view (its whole amount open) and what the sample shows of it. */
export type PreviewRecord<T> = {
  engine: T;
  date: string;
  description: string;
  amount: string;
  currency: 'IDR' | 'USD' | 'SGD';
};

/** What a preview's sample shows of a line or an item beside the engine's view: its date (booked, or expected), description and whole amount. */
const recordOf = <T>(
  engine: T,
  row: { description: string; amount: string; currency: PreviewRecord<T>['currency'] },
  date: string,
): PreviewRecord<T> => ({
  engine,
  date,
  description: row.description,
  amount: row.amount,
  currency: row.currency,
});

/**
 * The organisation's statement transactions booked from `from` to `to`
 * (archived ones left out), newest first, at most `limit`, each with its
 * whole amount open: a preview judges the rules as if nothing were matched
 * yet, so it reads full amounts, not what `openLines` leaves open.
 */
export async function previewLines(
  db: Db,
  organizationId: string,
  period: { from: string; to: string },
  limit: number,
): Promise<PreviewRecord<EngineLine>[]> {
  const rows = await db
    .selectFrom('statement_transactions as t')
    .innerJoin('bank_accounts as a', 'a.id', 't.bank_account_id')
    .select([...ENGINE_LINE_COLUMNS, 't.amount'])
    .where('t.organization_id', '=', organizationId)
    .where('t.transaction_date', '>=', period.from)
    .where('t.transaction_date', '<=', period.to)
    .where('t.archived_at', 'is', null)
    .orderBy('t.transaction_date', 'desc')
    .orderBy('t.id')
    .limit(limit)
    .execute();
  const shared = new SharedStrings();
  return rows.map((row) =>
    recordOf(engineLineOf(row, toCents(row.amount), shared), row, row.transaction_date),
  );
}

/**
 * The organisation's expected transactions dated from `from` to `to`
 * (archived ones left out), newest first, at most `limit`, with their whole
 * amount open and what the engine compares: the counterparty's legal name,
 * alias and bank account numbers, and the references (external id, the
 * values of the additional data).
 */
export async function previewItems(
  db: Db,
  organizationId: string,
  period: { from: string; to: string },
  limit: number,
): Promise<PreviewRecord<EngineItem>[]> {
  const rows = await db
    .selectFrom('expected_transactions as e')
    .leftJoin('bank_accounts as a', 'a.id', 'e.bank_account_id')
    .leftJoin('counterparties as c', 'c.id', 'e.counterparty_id')
    .select([
      ...ENGINE_EXPECTED_COLUMNS,
      'e.amount',
      'e.external_id',
      'e.reconciliation_data',
      'c.legal_name',
      'c.alias',
      accountNumbersOf('e.counterparty_id'),
    ])
    .where('e.organization_id', '=', organizationId)
    .where('e.expected_date', '>=', period.from)
    .where('e.expected_date', '<=', period.to)
    .where('e.archived_at', 'is', null)
    .orderBy('e.expected_date', 'desc')
    .orderBy('e.id')
    .limit(limit)
    .execute();
  const shared = new SharedStrings();
  return rows.map((row) => {
    const counterparty = engineCounterparty(row);
    const references = [
      ...(row.external_id ? [row.external_id] : []),
      ...row.reconciliation_data.map((entry) => entry.value),
    ];
    return recordOf(
      engineItemOf(row, toCents(row.amount), counterparty, references, shared),
      row,
      row.expected_date,
    );
  });
}

/** An existing match as a preview compares it: the statement transactions and items it joins. */
export type ExistingMatch = { id: string; lineIds: Set<string>; itemIds: Set<string> };

/** The organisation's matches that allocate to a statement transaction booked from `from` to `to`, with every line and item each joins. */
export async function existingMatches(
  db: Db,
  organizationId: string,
  period: { from: string; to: string },
): Promise<ExistingMatch[]> {
  const rows = await db
    .selectFrom('reconciliation_allocations as x')
    .select([
      'x.reconciliation_id',
      'x.statement_transaction_id',
      'x.expected_transaction_id',
      'x.payment_order_id',
      'x.payment_settlement_id',
      'x.bill_id',
      'x.remote_item_id',
    ])
    .where('x.organization_id', '=', organizationId)
    .where((eb) =>
      eb(
        'x.reconciliation_id',
        'in',
        eb
          .selectFrom('reconciliation_allocations as y')
          .innerJoin('statement_transactions as t', 't.id', 'y.statement_transaction_id')
          .select('y.reconciliation_id')
          .where('y.organization_id', '=', organizationId)
          .where('t.transaction_date', '>=', period.from)
          .where('t.transaction_date', '<=', period.to),
      ),
    )
    .execute();
  const matches = new Map<string, ExistingMatch>();
  for (const row of rows) {
    const match = matches.get(row.reconciliation_id) ?? {
      id: row.reconciliation_id,
      lineIds: new Set(),
      itemIds: new Set(),
    };
    match.lineIds.add(row.statement_transaction_id);
    // An allocation to an order names the expected transaction or bill it pays too (migrations/0055-baseline, reconciliation): the item matched is the order.
    match.itemIds.add(allocationItem(row, RECONCILABLE_SOURCES).id);
    matches.set(row.reconciliation_id, match);
  }
  return [...matches.values()];
}
