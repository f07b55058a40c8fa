import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import { describeActivity, recordActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { ServiceError } from '../../kit/errors.js';
import type { TreasuryDatabase } from '../db-types.js';
import { bookedBefore, bookingPositionOf, decodeBookingCursor, encodeBookingCursor, NEWEST_FIRST } from './booking-order.js';
import { addMonths } from './import.js';
import { businessToday } from './parsing/dates.js';
import { lineFingerprint } from './parsing/index.js';
import { statementErrors } from './rules.js';
import type { CreateBody, ListQuery, StatementFilters, StatementPage, StatementTransactionResponse } from './schemas.js';

type Row = {
  id: string;
  bank_account_id: string;
  transaction_date: string;
  transaction_time: string | null;
  posting_date: string | null;
  description: string;
  reference: string | null;
  direction: 'DEBIT' | 'CREDIT';
  amount: string;
  currency: string;
  ending_balance: string | null;
  source: StatementTransactionResponse['source'];
  reconciliation_status: StatementTransactionResponse['reconciliationStatus'];
  reconciled_amount: string;
  import_id: string | null;
  line_number: number;
  created_by: string | null;
  created_at: Date;
};

export const toStatementResponse = (row: Row): StatementTransactionResponse => ({
  id: row.id,
  bankAccountId: row.bank_account_id,
  transactionDate: row.transaction_date,
  transactionTime: row.transaction_time,
  postingDate: row.posting_date,
  description: row.description,
  reference: row.reference,
  direction: row.direction,
  amount: new Decimal(row.amount).toFixed(2),
  currency: row.currency,
  endingBalance: row.ending_balance === null ? null : new Decimal(row.ending_balance).toFixed(2),
  source: row.source,
  reconciliationStatus: row.reconciliation_status,
  reconciledAmount: new Decimal(row.reconciled_amount).toFixed(2),
  importId: row.import_id,
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
});

const encodeCursor = (row: Row) => encodeBookingCursor(bookingPositionOf(row));

/** A positive decimal string with at most two fraction digits, or the error for the field. */
function positiveAmount(value: string, field: string): string {
  const text = value.trim();
  if (!/^\d{1,18}(\.\d{1,2})?$/.test(text) || new Decimal(text).lte(0)) throw statementErrors.invalidAmount(field);
  return new Decimal(text).toFixed(2);
}

/** Lines of one organisation with their account's currency. */
export function statementLines(db: Kysely<TreasuryDatabase>, organizationId: string) {
  return db
    .selectFrom('statement_transactions as t')
    .innerJoin('bank_accounts as a', 'a.id', 't.bank_account_id')
    .where('t.organization_id', '=', organizationId)
    .select([
      't.id',
      't.bank_account_id',
      't.transaction_date',
      't.transaction_time',
      't.posting_date',
      't.description',
      't.reference',
      't.direction',
      't.amount',
      'a.currency',
      't.ending_balance',
      't.source',
      't.reconciliation_status',
      't.reconciled_amount',
      't.import_id',
      't.line_number',
      't.created_by',
      't.created_at',
    ]);
}

type StatementLinesQuery = ReturnType<typeof statementLines>;

/** Applies the list filters, refusing an amount range or date range that is the wrong way round (spec, amount filter). */
export function applyStatementFilters(query: StatementLinesQuery, filters: StatementFilters): StatementLinesQuery {
  if (filters.amountMin !== undefined && filters.amountMax !== undefined && new Decimal(filters.amountMin).gt(filters.amountMax)) throw statementErrors.amountFromTooHigh();
  if (filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo) throw statementErrors.dateRange();
  let q = query;
  if (filters.bankAccountId) q = q.where('t.bank_account_id', '=', filters.bankAccountId);
  if (filters.dateFrom) q = q.where('t.transaction_date', '>=', filters.dateFrom);
  if (filters.dateTo) q = q.where('t.transaction_date', '<=', filters.dateTo);
  if (filters.direction) q = q.where('t.direction', '=', filters.direction);
  if (filters.status) q = q.where('t.reconciliation_status', '=', filters.status);
  if (filters.amountMin !== undefined) q = q.where('t.amount', '>=', filters.amountMin);
  if (filters.amountMax !== undefined) q = q.where('t.amount', '<=', filters.amountMax);
  const term = filters.search?.trim();
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('t.description', 'ilike', pattern), eb('t.reference', 'ilike', pattern)]));
  }
  return q;
}

/**
 * Statement transactions: the lines of the organisation's bank statements,
 * newest first in booking order (`booking-order.ts`), filtered by account, date, direction, reconciliation status,
 * amount range and words; and lines entered by hand.
 */
export class StatementService {
  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    private readonly now: () => Date = () => new Date(),
    private readonly timeZone = 'Asia/Jakarta',
  ) {}

  async list(auth: AccessClaims, query: ListQuery): Promise<StatementPage> {
    requirePermission(auth, 'statements:read');
    const first = query.first ?? 25;
    const filtered = applyStatementFilters(statementLines(this.db, auth.org), query);
    let page = filtered;
    if (query.after) page = page.where(bookedBefore(decodeBookingCursor(query.after)));
    const [rows, total] = await Promise.all([
      page
        .orderBy(NEWEST_FIRST)
        .limit(first + 1)
        .execute() as Promise<Row[]>,
      filtered
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    const items = rows.slice(0, first).map((row) => ({ cursor: encodeCursor(row), node: toStatementResponse(row) }));
    return { items, pageInfo: { hasNextPage: rows.length > first, endCursor: items.at(-1)?.cursor ?? null }, totalCount: Number(total.count) };
  }

  async findByIds(auth: AccessClaims, ids: string[]): Promise<StatementTransactionResponse[]> {
    requirePermission(auth, 'statements:read');
    if (ids.length === 0) return [];
    return ((await statementLines(this.db, auth.org).where('t.id', 'in', ids).execute()) as Row[]).map(toStatementResponse);
  }

  async get(auth: AccessClaims, id: string): Promise<StatementTransactionResponse> {
    const [line] = await this.findByIds(auth, [id]);
    if (!line) throw statementErrors.notFound();
    return line;
  }

  /** A line entered by hand (spec: /statement-transactions/create). */
  async create(auth: AccessClaims, body: CreateBody): Promise<StatementTransactionResponse> {
    requirePermission(auth, 'statements:create');
    const account = await this.db
      .selectFrom('bank_accounts')
      .select(['id', 'account_number', 'alias', 'currency'])
      .where('id', '=', body.bankAccountId)
      .where('organization_id', '=', auth.org)
      .executeTakeFirst();
    if (!account) throw new ServiceError(404, 'U-TRSY-BA-1', 'Bank account not found.', 'bankAccountId');
    const today = businessToday(this.timeZone, this.now());
    if (body.transactionDate > today) throw statementErrors.dateAfterToday('transactionDate');
    if (body.transactionDate < addMonths(today, -3)) throw statementErrors.tooOldManual();
    const description = body.description.trim().replace(/\s+/g, ' ');
    if (!description) throw new ServiceError(400, 'REQUIRED', 'This field is required', 'description');
    const amount = positiveAmount(body.amount, 'amount');
    const endingBalance = body.endingBalance?.trim() ? signedAmount(body.endingBalance, 'endingBalance') : null;
    const time = body.transactionTime ? (body.transactionTime.length === 5 ? `${body.transactionTime}:00` : body.transactionTime) : null;
    const line = { transactionDate: body.transactionDate, transactionTime: time, direction: body.direction, amount, endingBalance, description };
    const id = await this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('statement_transactions')
        .values({
          organization_id: auth.org,
          bank_account_id: account.id,
          transaction_date: body.transactionDate,
          transaction_time: time,
          description,
          reference: body.reference?.trim() || null,
          direction: body.direction,
          amount,
          ending_balance: endingBalance,
          source: 'MANUAL',
          fingerprint: lineFingerprint(account.account_number, line),
          created_by: auth.sub,
        })
        .onConflict((conflict) => conflict.columns(['bank_account_id', 'fingerprint']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw statementErrors.duplicate();
      await recordActivity(trx, {
        actor: auth,
        organizationId: auth.org,
        entity: 'STATEMENT_TRANSACTION',
        entityId: inserted.id,
        action: 'CREATED',
        description: describeActivity('STATEMENT_TRANSACTION_CREATED', {
          direction: body.direction,
          amount: { amount, currency: account.currency },
          date: { date: body.transactionDate },
          alias: account.alias,
        }),
      });
      return inserted.id;
    });
    return this.get(auth, id);
  }
}

function signedAmount(value: string, field: string): string {
  const text = value.trim();
  if (!/^-?\d{1,18}(\.\d{1,2})?$/.test(text)) throw statementErrors.invalidBalance(field);
  return new Decimal(text).toFixed(2);
}
