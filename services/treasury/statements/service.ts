import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import { recordEntityActivity } from '../../kit/activity.js';
import { checkedUpdatedSince } from '../../kit/updated-since.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { readsById } from '../../kit/by-id.js';
import { chosenOrder } from '../../kit/list-order.js';
import type {
  StatementCreateBody,
  StatementFilters,
  StatementListQuery,
  StatementPage,
  StatementTransactionResponse,
} from '../../../contracts/treasury/statements.js';
import { commonErrors } from '../../kit/errors.js';
import { bankAccountErrors } from '../bank-accounts/errors.js';
import type { TreasuryDatabase } from '../db-types.js';
import { statementErrors } from './errors.js';
import { addMonths } from '../../../formats/calendar.js';
import { businessToday } from './parsing/dates.js';
import { lineFingerprint } from './parsing/index.js';
import {
  countStatementLines,
  findLineAccount,
  findStatementLinesByIds,
  insertManualLine,
  listSortedStatementLines,
  STATEMENT_DEFAULT_ORDER,
  statementTotals,
} from './repository.js';
import { categoriseNewLines } from '../cash-flow/categorise.js';

/** A positive decimal string with at most two fraction digits, or the error for the field. */
function positiveAmount(value: string, field: string): string {
  const text = value.trim();
  if (!/^\d{1,18}(\.\d{1,2})?$/.test(text) || new Decimal(text).lte(0))
    throw statementErrors.invalidAmount(field);
  return new Decimal(text).toFixed(2);
}

/** The list filters' rules: an amount range or date range the wrong way round is refused (spec, amount filter); a malformed `updatedSince` too (U-COM-SYNC-1). */
export function checkStatementFilters(filters: StatementFilters): void {
  checkedUpdatedSince(filters.updatedSince);
  if (
    filters.amountMin !== undefined &&
    filters.amountMax !== undefined &&
    new Decimal(filters.amountMin).gt(filters.amountMax)
  )
    throw statementErrors.amountFromTooHigh();
  if (filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo)
    throw statementErrors.dateRange();
}

/**
 * Statement transactions: the lines of the organisation's bank statements,
 * newest first in booking order (`booking-order.ts`), filtered by account, date, direction, reconciliation status,
 * amount range and words; and lines entered by hand.
 */
export class StatementService {
  private readonly byId = readsById(
    'statements:read',
    (organizationId, ids) => findStatementLinesByIds(this.db, organizationId, ids),
    () => statementErrors.notFound(),
  );
  /** Lines of the caller's organisation by id; other ids are left out. */
  readonly findByIds = this.byId.findByIds;
  readonly get = this.byId.get;

  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    private readonly now: () => Date = () => new Date(),
    private readonly timeZone = 'Asia/Jakarta',
  ) {}

  async list(auth: AccessClaims, query: StatementListQuery): Promise<StatementPage> {
    requirePermission(auth, 'statements:read');
    const first = query.first ?? 25;
    checkStatementFilters(query);
    const order = chosenOrder(query, STATEMENT_DEFAULT_ORDER);
    const [page, totalCount, totals] = await Promise.all([
      listSortedStatementLines(this.db, auth.org, query, {
        limit: first,
        cursor: query.after,
        order,
      }),
      countStatementLines(this.db, auth.org, query),
      statementTotals(this.db, auth.org, query),
    ]);
    return {
      items: page.rows,
      pageInfo: { hasNextPage: page.hasMore, endCursor: page.rows.at(-1)?.cursor ?? null },
      totalCount,
      totals,
    };
  }

  /** A line entered by hand (spec: /statement-transactions/create). */
  async create(
    auth: AccessClaims,
    body: StatementCreateBody,
  ): Promise<StatementTransactionResponse> {
    requirePermission(auth, 'statements:create');
    const account = await findLineAccount(this.db, auth.org, body.bankAccountId);
    if (!account) throw bankAccountErrors.notFound('bankAccountId');
    const today = businessToday(this.timeZone, this.now());
    if (body.transactionDate > today) throw statementErrors.dateAfterToday('transactionDate');
    if (body.transactionDate < addMonths(today, -3)) throw statementErrors.tooOldManual();
    const description = body.description.trim().replace(/\s+/g, ' ');
    if (!description) throw commonErrors.required('description');
    const amount = positiveAmount(body.amount, 'amount');
    const endingBalance = body.endingBalance?.trim()
      ? signedAmount(body.endingBalance, 'endingBalance')
      : null;
    const time = body.transactionTime
      ? body.transactionTime.length === 5
        ? `${body.transactionTime}:00`
        : body.transactionTime
      : null;
    const line = {
      transactionDate: body.transactionDate,
      transactionTime: time,
      direction: body.direction,
      amount,
      endingBalance,
      description,
    };
    const id = await this.db.transaction().execute(async (trx) => {
      const inserted = await insertManualLine(trx, auth.org, auth.sub, {
        ...line,
        bankAccountId: account.id,
        reference: body.reference?.trim() || null,
        fingerprint: lineFingerprint(account.account_number, line),
      });
      if (!inserted) throw statementErrors.duplicate();
      await categoriseNewLines(trx, auth.org, { ids: [inserted] });
      await recordEntityActivity(trx, auth, 'STATEMENT_TRANSACTION', inserted, 'CREATED', {
        values: {
          direction: body.direction,
          amount: { amount, currency: account.currency },
          date: { date: body.transactionDate },
          alias: account.alias,
        },
      });
      return inserted;
    });
    return this.get(auth, id);
  }
}

function signedAmount(value: string, field: string): string {
  const text = value.trim();
  if (!/^-?\d{1,18}(\.\d{1,2})?$/.test(text)) throw statementErrors.invalidBalance(field);
  return new Decimal(text).toFixed(2);
}
