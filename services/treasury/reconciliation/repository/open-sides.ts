/**
 * What the matching engine reads: the open statement lines and open items of
 * an organisation, a page at a time, in the engine's compact shape.
 */

import { randomUUID } from 'node:crypto';
import { sql, type Compilable, type Transaction } from 'kysely';
import { toCents } from '../../../../formats/cents.js';
import type { TreasuryDatabase } from '../../db-types.js';
import type { ReconcilableKind } from '../../../../contracts/treasury/reconciliations.js';
import type { EngineItem, EngineLine } from '../engine/types.js';
import type { RemoteKind } from './sides.js';
import type { Db } from './db.js';

/**
 * One string for each distinct value read: account ids, entities,
 * currencies, directions, dates and counterparty names repeat on many rows,
 * and a run over a hundred thousand rows then holds a few thousand strings
 * instead of a million copies.
 */
export class SharedStrings {
  private readonly seen = new Map<string, string>();
  of<T extends string | null>(value: T): T {
    if (value === null) return value;
    const known = this.seen.get(value);
    if (known !== undefined) return known as T;
    this.seen.set(value, value);
    return value;
  }
}

/** A statement line's row as the engine reads it: its account's entity and currency, its booking date and reference. */
type EngineLineRow = {
  id: string;
  bank_account_id: string;
  entity_id: string | null;
  direction: 'DEBIT' | 'CREDIT';
  currency: string;
  transaction_date: string;
  description: string;
  reference: string | null;
};

/**
 * A statement line as the engine reads it, `open` cents of it still open.
 * Built with all its fields at once, so every line has one shape (a spread,
 * or a field written twice, gives each object a hidden class of its own,
 * hundreds of bytes on each of a hundred thousand); values that repeat
 * across rows are shared through `shared`.
 */
export const engineLineOf = (
  row: EngineLineRow,
  open: bigint,
  shared: SharedStrings,
): EngineLine => ({
  id: row.id,
  bankAccountId: shared.of(row.bank_account_id),
  entityId: shared.of(row.entity_id),
  direction: shared.of(row.direction),
  currency: shared.of(row.currency),
  open,
  date: shared.of(row.transaction_date),
  description: row.description,
  reference: row.reference,
});

/** An expected transaction's row as the engine reads it: its expected account's entity (none without an account), its currency and expected date. */
type EngineItemRow = {
  id: string;
  bank_account_id: string | null;
  entity_id: string | null;
  direction: 'DEBIT' | 'CREDIT';
  currency: string;
  expected_date: string;
  description: string;
};

/**
 * An expected transaction as the engine reads it, `open` cents of it still
 * open, with its counterparty as banks may write it and its references: one
 * shape for every item, as `engineLineOf`.
 */
export const engineItemOf = (
  row: EngineItemRow,
  open: bigint,
  counterparty: EngineItem['counterparty'],
  references: string[],
  shared: SharedStrings,
  kind: ReconcilableKind = 'EXPECTED_TRANSACTION',
): EngineItem => ({
  id: row.id,
  bankAccountId: shared.of(row.bank_account_id),
  entityId: shared.of(row.entity_id),
  direction: shared.of(row.direction),
  currency: shared.of(row.currency),
  open,
  date: shared.of(row.expected_date),
  description: row.description,
  kind,
  counterparty,
  references,
});

/** The columns of a statement line (`t`, on its account `a`) that `engineLineOf` reads. */
export const ENGINE_LINE_COLUMNS = [
  't.id',
  't.bank_account_id',
  'a.entity_id',
  't.direction',
  'a.currency',
  't.transaction_date',
  't.description',
  't.reference',
] as const;

/** The columns of an expected transaction (`e`, on its account `a`, when it names one) that `engineItemOf` reads. */
export const ENGINE_EXPECTED_COLUMNS = [
  'e.id',
  'e.bank_account_id',
  'a.entity_id',
  'e.direction',
  'e.currency',
  'e.expected_date',
  'e.description',
] as const;

/** The bank account numbers of the counterparty `counterpartyId` names (a column), as `account_numbers`. */
export const accountNumbersOf = (counterpartyId: string) =>
  sql<
    string[] | null
  >`(select array_agg(n.account_number) from counterparty_bank_accounts n where n.counterparty_id = ${sql.ref(counterpartyId)})`.as(
    'account_numbers',
  );

/**
 * A counterparty as the engine finds it on a bank line: its legal name, its
 * alias (the legal name again without one) and its bank account numbers;
 * none without a legal name.
 */
export function engineCounterparty(row: {
  legal_name: string | null;
  alias: string | null;
  account_numbers: string[] | null;
}): EngineItem['counterparty'] {
  return row.legal_name
    ? {
        names: [row.legal_name, row.alias ?? row.legal_name],
        accountNumbers: row.account_numbers ?? [],
      }
    : null;
}

/**
 * How many rows a run reads at a time: the rows of one page are let go once
 * the engine's values are made of them, so a hundred thousand rows are never
 * held twice over.
 */
const READ_PAGE = 10_000;

/**
 * Runs a query through a cursor and makes each row what the engine reads
 * (`sideOf`), a page at a time: one query and one snapshot, as a plain read,
 * without its whole result in memory at once. Inside the caller's
 * transaction, or a read-only one of its own.
 */
async function readPages<Row, Side>(
  db: Db,
  query: Compilable<Row>,
  sideOf: (row: Row) => Side,
): Promise<Side[]> {
  const sides: Side[] = [];
  const read = async (trx: Transaction<TreasuryDatabase>) => {
    // Two reads may share a transaction: each cursor has a name of its own.
    const cursor = sql.raw(`reconciliation_read_${randomUUID().replace(/-/g, '')}`);
    await sql`declare ${cursor} no scroll cursor for ${query}`.execute(trx);
    for (;;) {
      const { rows } = await sql<Row>`fetch ${sql.raw(String(READ_PAGE))} from ${cursor}`.execute(
        trx,
      );
      for (const row of rows) sides.push(sideOf(row));
      if (rows.length < READ_PAGE) break;
    }
    await sql`close ${cursor}`.execute(trx);
  };
  if (db.isTransaction) await read(db as Transaction<TreasuryDatabase>);
  else await db.transaction().setAccessMode('read only').execute(read);
  return sides;
}

/**
 * The organisation's statement lines with something open (optionally of one
 * account), as the engine reads them (`engineLineOf`), a page at a time.
 */
export async function openLines(
  db: Db,
  organizationId: string,
  bankAccountId?: string,
): Promise<EngineLine[]> {
  const shared = new SharedStrings();
  let query = db
    .selectFrom('statement_transactions as t')
    .innerJoin('bank_accounts as a', 'a.id', 't.bank_account_id')
    .select(ENGINE_LINE_COLUMNS)
    .select(sql<string>`(t.amount - t.reconciled_amount)::text`.as('open'))
    .where('t.organization_id', '=', organizationId)
    .where(sql<boolean>`t.reconciled_amount < t.amount`)
    .where('t.archived_at', 'is', null);
  if (bankAccountId) query = query.where('t.bank_account_id', '=', bankAccountId);
  return readPages(db, query, (row) => engineLineOf(row, toCents(row.open), shared));
}

/**
 * The organisation's expected transactions with something open, as the engine
 * reads them (`engineItemOf`), a page at a time (as `openLines`): their counterparty's legal name, alias and
 * bank account numbers (one object for each counterparty, which all its items
 * share), and their references (external id, then the values of their
 * additional data: invoice numbers, virtual accounts).
 */
export async function openExpectedItems(db: Db, organizationId: string): Promise<EngineItem[]> {
  const shared = new SharedStrings();
  const counterparties = new Map<string, EngineItem['counterparty']>();
  const counterpartyRows = await db
    .selectFrom('counterparties as c')
    .select(['c.id', 'c.legal_name', 'c.alias', accountNumbersOf('c.id')])
    .where('c.organization_id', '=', organizationId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('expected_transactions as o')
          .select(sql`1`.as('one'))
          .whereRef('o.counterparty_id', '=', 'c.id')
          .where('o.organization_id', '=', organizationId)
          .where(sql<boolean>`o.reconciled_amount < o.amount`)
          .where('o.archived_at', 'is', null),
      ),
    )
    .execute();
  for (const row of counterpartyRows) {
    const counterparty = engineCounterparty(row);
    if (counterparty) counterparties.set(row.id, counterparty);
  }
  const query = db
    .selectFrom('expected_transactions as e')
    .leftJoin('bank_accounts as a', 'a.id', 'e.bank_account_id')
    .select([...ENGINE_EXPECTED_COLUMNS, 'e.counterparty_id'])
    .select(sql<string>`(e.amount - e.reconciled_amount)::text`.as('open'))
    // The external id, then each additional value in its order: the references a line may carry.
    .select(
      sql<
        string[]
      >`array_remove(array[e.external_id], null) || array(select entry.value ->> 'value' from jsonb_array_elements(e.reconciliation_data) with ordinality as entry(value, position) order by entry.position)`.as(
        'references',
      ),
    )
    .where('e.organization_id', '=', organizationId)
    .where(sql<boolean>`e.reconciled_amount < e.amount`)
    .where('e.archived_at', 'is', null)
    // One a payment or transfer pays is matched through that order (an item of its own kind).
    .where(
      sql<boolean>`not exists (select 1 from payment_orders o where o.expected_transaction_id = e.id and payment_order_pays_expected(o.status, o.archived_at))`,
    );
  return readPages(db, query, (row) =>
    engineItemOf(
      row,
      toCents(row.open),
      row.counterparty_id === null ? null : (counterparties.get(row.counterparty_id) ?? null),
      row.references,
      shared,
    ),
  );
}

/**
 * The organisation's payments and transfers on their way or sent with
 * something not reconciled yet, as the engine reads them: the money leaving
 * their source account (outgoing), on their payment date, the beneficiary as
 * their counterparty (the name and account number banks print), and what a
 * bank's line may carry of them: the bank's reference, our reference (the
 * order's id, SNAP's partnerReferenceNo) and the memo sent as the remark.
 */
export async function openOrderItems(db: Db, organizationId: string): Promise<EngineItem[]> {
  const shared = new SharedStrings();
  const query = db
    .selectFrom('payment_orders as o')
    .innerJoin('bank_accounts as a', 'a.id', 'o.source_account_id')
    .leftJoin('counterparties as c', 'c.id', 'o.counterparty_id')
    .select([
      'o.id',
      'o.source_account_id as bank_account_id',
      'a.entity_id',
      'o.currency',
      'o.payment_date as expected_date',
      'o.beneficiary_account_name',
      'o.beneficiary_account_number',
      'o.memo',
    ])
    .select(['c.legal_name', 'c.alias'])
    .select(sql<string>`(o.amount - o.reconciled_amount)::text`.as('open'))
    .select(
      sql<string[]>`array_remove(array[o.bank_reference, o.id::text, o.memo], null)`.as(
        'references',
      ),
    )
    .where('o.organization_id', '=', organizationId)
    .where('o.status', 'in', ['IN_PROGRESS', 'SENT'])
    .where(sql<boolean>`o.reconciled_amount < o.amount`);
  return readPages(db, query, (row) => {
    const names = [
      row.beneficiary_account_name,
      ...(row.legal_name ? [row.legal_name, row.alias ?? row.legal_name] : []),
    ];
    const counterparty = { names, accountNumbers: [row.beneficiary_account_number] };
    const side = {
      ...row,
      direction: 'DEBIT' as const,
      description: row.memo ?? row.beneficiary_account_name,
    };
    return engineItemOf(
      side,
      toCents(row.open),
      counterparty,
      row.references,
      shared,
      'PAYMENT_ORDER',
    );
  });
}

/**
 * The organisation's approved bills with something not paid yet that no
 * payment pays, as the engine reads them: the money owed to their supplier
 * (outgoing), due on their due date, on no account of their own (any of the
 * organisation's accounts in their currency may pay them), the supplier as
 * their counterparty, and what a bank's line may carry of them: the
 * supplier's invoice number.
 */
export async function openBillItems(db: Db, organizationId: string): Promise<EngineItem[]> {
  const shared = new SharedStrings();
  const query = db
    .selectFrom('bills as b')
    .leftJoin('counterparties as c', 'c.id', 'b.counterparty_id')
    .select([
      'b.id',
      'b.currency',
      sql<string>`to_char(b.due_date, 'YYYY-MM-DD')`.as('expected_date'),
      'b.description',
      'b.number',
      'c.legal_name',
      'c.alias',
    ])
    .select(accountNumbersOf('c.id'))
    .select(sql<string>`(b.amount - b.reconciled_amount)::text`.as('open'))
    .where('b.organization_id', '=', organizationId)
    .where('b.status', '=', 'APPROVED')
    .where(sql<boolean>`b.reconciled_amount < b.amount`)
    .where(
      sql<boolean>`not exists (select 1 from payment_orders o where o.bill_id = b.id and payment_order_pays_expected(o.status, o.archived_at))`,
    );
  return readPages(db, query, (row) => {
    const side = {
      id: row.id,
      bank_account_id: null,
      entity_id: null,
      direction: 'DEBIT' as const,
      currency: row.currency,
      expected_date: row.expected_date,
      description: row.description ?? row.number ?? '',
    };
    const references = row.number ? [row.number] : [];
    return engineItemOf(
      side,
      toCents(row.open),
      engineCounterparty(row),
      references,
      shared,
      'BILL',
    );
  });
}

/**
 * The organisation's open items of a kind another service holds, from the
 * treasury's copy (`remote_items`, migrations/0055-baseline, remote items): with something left to
 * settle, due on their due date, on no account of their own; the
 * counterparty by its name and the item by its reference (an invoice
 * number), as a bank line may write them.
 */
export async function openRemoteItems(
  db: Db,
  organizationId: string,
  kind: RemoteKind,
): Promise<EngineItem[]> {
  const shared = new SharedStrings();
  const query = db
    .selectFrom('remote_items')
    .select([
      'id',
      'direction',
      'currency',
      'reference',
      'counterparty_name',
      sql<string>`to_char(due_date, 'YYYY-MM-DD')`.as('expected_date'),
      sql<string>`(amount - reconciled_amount)::text`.as('open'),
    ])
    .where('organization_id', '=', organizationId)
    .where('kind', '=', kind)
    .where('open', '=', true)
    .where(sql<boolean>`reconciled_amount < amount`);
  return readPages(db, query, (row) => {
    const side = {
      id: row.id,
      bank_account_id: null,
      entity_id: null,
      direction: row.direction as 'DEBIT' | 'CREDIT',
      currency: row.currency,
      expected_date: row.expected_date,
      description: row.reference,
    };
    const counterparty = { names: [row.counterparty_name], accountNumbers: [] };
    return engineItemOf(side, toCents(row.open), counterparty, [row.reference], shared, kind);
  });
}
