/**
 * What the manual match pane lists: every registered source's open items a
 * statement line could be matched with, in one shape, searched, filtered by
 * kind and read a page at a time.
 */

import { sql, type RawBuilder } from 'kysely';
import type {
  CandidateKind,
  ReconcilableKind,
} from '../../../../contracts/treasury/reconciliations.js';
import { likePattern } from '../../../kit/database.js';
import type { ReconcilableSource } from '../sources/source.js';
import type { Db } from './db.js';

/** The statement line candidates are listed for: where and which way its money moved, when, and what is open of it. */
export type CandidateLine = {
  id: string;
  bankAccountId: string;
  entityId: string | null;
  direction: 'DEBIT' | 'CREDIT';
  currency: string;
  /** Its booking date, `YYYY-MM-DD`. */
  date: string;
  /** What is still open of it, a decimal string. */
  open: string;
};

/** One candidate as every source's part of the list selects it (`sourceCandidates`). */
export type CandidateRow = {
  kind: CandidateKind;
  item_kind: ReconcilableKind;
  id: string;
  date: string;
  reference: string | null;
  counterparty_name: string | null;
  description: string | null;
  currency: string;
  amount: string;
  open: string;
};

/** A candidate's place in the list: open amount equal to the line's first, then the nearest dates; a cursor names it. */
export type CandidateKeyset = {
  other: number;
  distance: number;
  date: string;
  kind: string;
  id: string;
};

type Expression = RawBuilder<unknown>;

/** How a source's items stand in the list (`sourceCandidates`). */
export type CandidateSpec = {
  itemKind: ReconcilableKind;
  /** Which way a line the items explain moves; without it, each item's own `direction` is the line's. */
  direction?: 'DEBIT' | 'CREDIT';
  /** The items' table with its alias (`bills b`), and whatever its columns read joined to it. */
  from: Expression;
  columns: {
    /** The candidate kind: the item kind, or an expression (a payment order is a payment or a transfer). */
    kind?: Expression;
    date: Expression;
    reference: Expression | null;
    counterpartyName: Expression | null;
    description: Expression | null;
  };
  /** What else keeps an item a candidate (its status, its account), given the organisation and the line. */
  where: (organizationId: string, line: CandidateLine) => Expression;
  /** The alias of the items' table in `from`: every reconcilable table has an id, a currency, an amount and a reconciled_amount. */
  alias: string;
};

/**
 * One source's part of the list: its items that are the organisation's, in
 * the line's currency, still open, on the line's side and kept by `where`,
 * with their columns in the list's order and types. The parts are joined
 * with `union all`, which matches columns by position: every source selects
 * through this. A line no item of the source could explain has none (null).
 */
export function sourceCandidates(
  spec: CandidateSpec,
): (organizationId: string, line: CandidateLine) => RawBuilder<CandidateRow> | null {
  const { itemKind, columns } = spec;
  const column = (name: string) => sql.ref(`${spec.alias}.${name}`);
  const text = (expression: Expression | null) => expression ?? sql`null`;
  return (organizationId, line) => {
    if (spec.direction && spec.direction !== line.direction) return null;
    const kept = [
      sql`${column('organization_id')} = ${organizationId}`,
      sql`${column('currency')} = ${line.currency}`,
      sql`${column('reconciled_amount')} < ${column('amount')}`,
      ...(spec.direction ? [] : [sql`${column('direction')} = ${line.direction}`]),
      spec.where(organizationId, line),
    ];
    return sql<CandidateRow>`select ${columns.kind ?? sql.lit(itemKind)}::text as kind, ${sql.lit(itemKind)}::text as item_kind, ${column('id')} as id, ${columns.date}::date as date, ${text(columns.reference)}::text as reference, ${text(columns.counterpartyName)}::text as counterparty_name, ${text(columns.description)}::text as description, ${column('currency')}::text as currency, ${column('amount')} as amount, ${column('amount')} - ${column('reconciled_amount')} as open from ${spec.from} where ${sql.join(kept, sql` and `)}`;
  };
}

/**
 * An item's account as a match takes it (allocate.ts `planMatch`): the
 * line's, another account of the line's entity, or (`orNone`) none at all.
 */
export function onLineAccount(
  column: Expression,
  organizationId: string,
  line: CandidateLine,
  orNone = false,
): Expression {
  const none = orNone ? sql`${column} is null or ` : sql``;
  return sql`(${none}${column} = ${line.bankAccountId} or ${column} in (select b.id from bank_accounts b where b.organization_id = ${organizationId} and b.entity_id = ${line.entityId}))`;
}

/** The organisation's statement line with something open, as candidates are listed for it; undefined otherwise (another organisation's too). */
export async function candidateLine(
  db: Db,
  organizationId: string,
  lineId: string,
): Promise<CandidateLine | undefined> {
  return db
    .selectFrom('statement_transactions as t')
    .innerJoin('bank_accounts as a', 'a.id', 't.bank_account_id')
    .select(['t.id', 't.bank_account_id as bankAccountId', 'a.entity_id as entityId'])
    .select(['t.direction', 'a.currency', 't.transaction_date as date'])
    .select(sql<string>`(t.amount - t.reconciled_amount)::text`.as('open'))
    .where('t.organization_id', '=', organizationId)
    .where('t.id', '=', lineId)
    .where('t.archived_at', 'is', null)
    .where(sql<boolean>`t.reconciled_amount < t.amount`)
    .executeTakeFirst();
}

/**
 * A page of the line's candidates of `kinds` from every source, those whose
 * reference, counterparty or description holds `search`: an open amount
 * equal to the line's first, then the nearest to its date, then by date,
 * kind and id; with how many the filters keep.
 */
export async function candidatePage(
  db: Db,
  organizationId: string,
  line: CandidateLine,
  sources: readonly ReconcilableSource[],
  filter: {
    kinds: readonly CandidateKind[];
    search?: string;
    limit: number;
    after?: CandidateKeyset;
  },
): Promise<{ rows: (CandidateRow & CandidateKeyset)[]; hasMore: boolean; totalCount: number }> {
  const parts = sources.flatMap((source) => source.candidates(organizationId, line) ?? []);
  if (parts.length === 0 || filter.kinds.length === 0)
    return { rows: [], hasMore: false, totalCount: 0 };
  const conditions = [sql`c.kind = any(${[...filter.kinds]}::text[])`];
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    conditions.push(
      sql`(c.reference ilike ${pattern} or c.counterparty_name ilike ${pattern} or c.description ilike ${pattern})`,
    );
  }
  const candidates = sql`(select c.*, (case when c.open = ${line.open}::numeric then 0 else 1 end) as other, abs(c.date - ${line.date}::date) as distance from (${sql.join(
    parts.map((part) => sql`(${part})`),
    sql` union all `,
  )}) c where ${sql.join(conditions, sql` and `)}) k`;
  const after = filter.after
    ? sql`where (k.other, k.distance, k.date, k.kind, k.id) > (${filter.after.other}, ${filter.after.distance}, ${filter.after.date}::date, ${filter.after.kind}, ${filter.after.id}::uuid)`
    : sql``;
  const [page, count] = await Promise.all([
    sql<
      CandidateRow & CandidateKeyset
    >`select k.kind, k.item_kind, k.id, k.date, k.reference, k.counterparty_name, k.description, k.currency, k.amount::text as amount, k.open::text as open, k.other, k.distance from ${candidates} ${after} order by k.other, k.distance, k.date, k.kind, k.id limit ${filter.limit + 1}`.execute(
      db,
    ),
    sql<{ count: string }>`select count(*)::text as count from ${candidates}`.execute(db),
  ]);
  return {
    rows: page.rows.slice(0, filter.limit),
    hasMore: page.rows.length > filter.limit,
    totalCount: Number(count.rows[0]?.count ?? 0),
  };
}
