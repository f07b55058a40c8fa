import Decimal from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import type {
  DepositCreateBody,
  DepositEdge,
  DepositListQuery,
  DepositListResponse,
  DepositResponse,
  DepositTerm,
  DepositUpdateBody,
} from '../../../contracts/treasury/deposits.js';
import { isValidTenor, maturityOf } from '../../../formats/tenor.js';
import {
  changesBetween,
  describeActivity,
  recordActivity,
  recordActivityBy,
  recordEntityActivity,
  type ActivityDescription,
  type FieldChange,
} from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { readsById } from '../../kit/by-id.js';
import {
  decodeCursor as decodeKeyset,
  encodeCursor as encodeKeyset,
  forwardPage,
} from '../../kit/cursor.js';
import { commonErrors } from '../../kit/errors.js';
import type { Logger } from '../../kit/logger.js';
import { nameSkeleton, normaliseName } from '../../kit/text.js';
import { findBank } from '../banks/catalogue.js';
import type { TreasuryDatabase } from '../db-types.js';
import { parseApiAmount, parseBusinessDate, todayIn } from '../expected-transactions/values.js';
import { depositErrors as errors } from './errors.js';
import { interestBetween } from './interest.js';
import {
  closeDeposit,
  countDeposits,
  dueDeposits,
  findDeposits,
  findListedDeposit,
  insertDeposit,
  insertPeriod,
  listDeposits,
  lockDeposit,
  matureDeposit,
  rateText,
  renewDeposit,
  updateDeposit,
  type DepositRow,
  type DepositValues,
  type Keyset,
} from './repository.js';
import { refusingTaken } from '../../kit/database.js';

/** The maturity job, and when it runs: daily at 00:05 in Jakarta (graphile-worker's crontab is in UTC). */
export const DEPOSIT_MATURITY_JOB = 'deposits:mature';
/**
 * `fill=1d`: a day's run missed while no worker was up runs at the next start
 * (the job settles everything due by then, so a late or repeated run changes
 * nothing more).
 */
export const DEPOSIT_MATURITY_CRONTAB = `5 17 * * * ${DEPOSIT_MATURITY_JOB} ?fill=1d`;

const DEFAULT_PAGE_SIZE = 20;
const ALIAS_INDEX = 'deposits_alias';
/** Deposits read per round of the maturity job. */
const DUE_BATCH = 200;
/** The most periods one deposit settles in one run: a daily deposit left ten years without a run, and a guard against a loop. */
const MAX_PERIODS_PER_RUN = 3660;

const encodeCursor = (key: Keyset) => encodeKeyset([key.maturityDate, key.createdAt, key.id]);

function decodeCursor(cursor: string): Keyset {
  const value = decodeKeyset(cursor, ['date', 'instant', 'uuid']);
  if (!value || !parseBusinessDate(value[0] as string)) throw errors.invalidCursor();
  return {
    maturityDate: value[0] as string,
    createdAt: value[1] as string,
    id: value[2] as string,
  };
}

const money = (amount: string, currency: string) => ({
  amount: new Decimal(amount).toFixed(2),
  currency,
});

/** A rate in percent a year, as the API takes it: above 0, at most 100, at most four decimals (`4.25`); null otherwise. */
export function parseInterestRate(text: string): string | null {
  const value = text.trim();
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(value)) return null;
  const rate = new Decimal(value);
  return rate.greaterThan(0) && rate.lessThanOrEqualTo(100) ? rate.toString() : null;
}

/** An alias as stored (NFKC, trimmed, no invisible or control characters), required. */
function aliasOf(text: string): { alias: string; aliasKey: string } {
  const alias = normaliseName(text, 'alias');
  if (!alias) throw commonErrors.required('alias');
  return { alias, aliasKey: nameSkeleton(alias) };
}

function reasonOf(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed) throw errors.reasonRequired();
  return trimmed;
}

/**
 * A new deposit's values after the rules, in the order the form shows its
 * fields; the first broken is thrown naming its field. The maturity date is
 * derived from the issued date and the tenor, never typed. A deposit is
 * recorded once placed (not dated after today) and while it runs: one that
 * would have matured by today is refused, since its current placement (after
 * the bank's renewals) is what there is to record.
 */
function valuesOf(body: DepositCreateBody, today: string): DepositValues {
  const bank = findBank(body.bankCode.trim());
  if (!bank) throw errors.bankNotFound();
  const { alias, aliasKey } = aliasOf(body.alias);
  const amount = parseApiAmount(body.amount);
  if (!amount) throw errors.invalidAmount();
  const issuedDate = parseBusinessDate(body.issuedDate);
  if (!issuedDate) throw errors.invalidDate();
  if (issuedDate > today) throw errors.issuedInFuture();
  if (!isValidTenor(body.tenor, body.tenorType)) throw errors.invalidTenor();
  const interestRate = parseInterestRate(body.interestRate);
  if (!interestRate) throw errors.invalidInterestRate();
  const maturityDate = maturityOf(issuedDate, body.tenor, body.tenorType);
  if (maturityDate <= today) throw errors.maturesBeforeToday();
  return {
    bankCode: bank.code,
    alias,
    aliasKey,
    currency: body.currency ?? 'IDR',
    amount,
    issuedDate,
    tenor: body.tenor,
    tenorType: body.tenorType,
    term: body.term,
    maturityDate,
    interestRate,
  };
}

/**
 * The organisation's time deposits: placed by a member
 * with `deposits:manage`, read with `deposits:read`.
 *
 * Rules of state, each checked under the deposit's row lock:
 * - an ACTIVE deposit may change its alias, term and current rate, and may be
 *   closed early (broken) with a reason, counting its interest to today;
 * - from its maturity date on, a deposit has matured: changing or closing it
 *   is refused as "already matured" (the maturity job renews it or pays it
 *   out; a renewed one is ACTIVE again and may be closed before its next
 *   maturity);
 * - a MATURED deposit is refused as "already matured", a CLOSED one as
 *   "not allowed to close" (closing) or "closed" (changing).
 *
 * Renewal is in place (a successor row would split one bilyet into many and
 * make the alias ambiguous): the ended period is kept in deposit_periods with
 * its interest, and the deposit moves to the next period, from the maturity
 * date for the same tenor, at the same rate (the bank's new rate is entered
 * with a change), its principal grown by the net interest when the term
 * rolls interest over.
 */
export class DepositService {
  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
    private readonly timeZone = 'Asia/Jakarta',
  ) {}

  private today(at = this.now()): string {
    return todayIn(this.timeZone, at);
  }

  async list(auth: AccessClaims, query: DepositListQuery): Promise<DepositListResponse> {
    requirePermission(auth, 'deposits:read');
    const filter = { status: query.status, search: query.search };
    const limit = query.first ?? DEFAULT_PAGE_SIZE;
    const cursor = query.after ? decodeCursor(query.after) : undefined;
    const [page, totalCount] = await Promise.all([
      listDeposits(this.db, auth.org, filter, { limit, cursor }, this.today()),
      countDeposits(this.db, auth.org, filter),
    ]);
    return forwardPage(
      page.rows.map(({ node, key }) => ({ cursor: encodeCursor(key), node })),
      { hasMore: page.hasMore, after: cursor },
      totalCount,
    );
  }

  private readonly byId = readsById(
    'deposits:read',
    (organizationId, ids) => findDeposits(this.db, organizationId, ids, this.today()),
    () => errors.notFound(),
  );
  readonly findByIds = this.byId.findByIds;
  readonly get = this.byId.get;

  /** Records a placed deposit, ACTIVE. Bad input changes nothing and names the field at fault. */
  async create(auth: AccessClaims, body: DepositCreateBody): Promise<DepositEdge> {
    requirePermission(auth, 'deposits:manage');
    const today = this.today();
    const values = valuesOf(body, today);
    const id = await this.write(async (trx) => {
      const made = await insertDeposit(trx, auth.org, auth.sub, values);
      await recordEntityActivity(trx, auth, 'DEPOSIT', made, 'CREATED', {
        values: {
          alias: values.alias,
          bank: findBank(values.bankCode)?.name ?? values.bankCode,
          amount: money(values.amount, values.currency),
          maturityDate: { date: values.maturityDate },
        },
        changes: [
          { field: 'amount', before: null, after: `${values.currency} ${values.amount}` },
          { field: 'issuedDate', before: null, after: values.issuedDate },
          { field: 'tenor', before: null, after: `${values.tenor} ${values.tenorType}` },
          { field: 'maturityDate', before: null, after: values.maturityDate },
          { field: 'interestRate', before: null, after: values.interestRate },
          { field: 'term', before: null, after: values.term },
        ],
      });
      return made;
    });
    const listed = await findListedDeposit(this.db, auth.org, id, today);
    if (!listed) throw errors.notFound();
    return { cursor: encodeCursor(listed.key), node: listed.node };
  }

  /** Changes an active deposit's alias, term and current rate. */
  async update(auth: AccessClaims, id: string, body: DepositUpdateBody): Promise<DepositResponse> {
    requirePermission(auth, 'deposits:manage');
    const { alias, aliasKey } = aliasOf(body.alias);
    const interestRate = parseInterestRate(body.interestRate);
    if (!interestRate) throw errors.invalidInterestRate();
    const term: DepositTerm = body.term;
    await this.write(async (trx) => {
      const deposit = await this.changeable(trx, auth.org, id, this.today());
      if (deposit.status === 'CLOSED') throw errors.closed();
      await updateDeposit(trx, id, { alias, aliasKey, term, interestRate });
      await recordActivityBy(trx, auth, {
        entity: 'DEPOSIT',
        entityId: id,
        action: 'UPDATED',
        description: describeActivity('DEPOSIT_CHANGED', { alias }),
        changes: changesBetween(
          {
            alias: deposit.alias,
            term: deposit.term,
            interestRate: rateText(deposit.interest_rate),
          },
          { alias, term, interestRate: rateText(interestRate) },
          ['alias', 'term', 'interestRate'],
        ),
      });
    });
    return this.get(auth, id);
  }

  /**
   * Closes an active deposit before its maturity date (an early withdrawal),
   * with a reason; its current period ends today with the interest counted to
   * today, and principal and net interest are paid out. Refused for a
   * deposit that is not active, or that reached its maturity date.
   */
  async close(auth: AccessClaims, id: string, reason: string): Promise<DepositResponse> {
    requirePermission(auth, 'deposits:manage');
    const why = reasonOf(reason);
    const today = this.today();
    await this.write(async (trx) => {
      const deposit = await this.changeable(trx, auth.org, id, today);
      if (deposit.status === 'CLOSED' || today < deposit.period_start)
        throw errors.notAllowedToClose();
      const interest = interestBetween(
        {
          principal: deposit.principal,
          rate: deposit.interest_rate,
          start: deposit.period_start,
          maturity: deposit.maturity_date,
        },
        today,
      );
      const paidOut = new Decimal(deposit.principal).plus(interest.net).toFixed(2);
      await insertPeriod(trx, {
        ...this.periodColumns(deposit, interest),
        end_date: today,
        outcome: 'CLOSED',
        rolled_over: '0.00',
        paid_out: paidOut,
      });
      await closeDeposit(trx, id, { closedOn: today, reason: why, by: auth.sub });
      await recordActivityBy(trx, auth, {
        entity: 'DEPOSIT',
        entityId: id,
        action: 'UPDATED',
        description: describeActivity('DEPOSIT_CLOSED', {
          alias: deposit.alias,
          amount: money(paidOut, deposit.currency),
          reason: why,
        }),
        changes: [
          { field: 'status', before: deposit.status, after: 'CLOSED' },
          { field: 'closedOn', before: null, after: today },
        ],
      });
    });
    return this.get(auth, id);
  }

  /**
   * The deposit under its lock, refused when it has matured (MATURED, or its
   * maturity date has come and the job has yet to settle it). CLOSED ones are
   * left to the caller, which words their refusal.
   */
  private async changeable(
    trx: Transaction<TreasuryDatabase>,
    organizationId: string,
    id: string,
    today: string,
  ): Promise<DepositRow> {
    const deposit = await lockDeposit(trx, organizationId, id);
    if (!deposit) throw errors.notFound();
    if (
      deposit.status === 'MATURED' ||
      (deposit.status === 'ACTIVE' && deposit.maturity_date <= today)
    )
      throw errors.alreadyMatured();
    return deposit;
  }

  /**
   * The maturity job: settles every active deposit of every organisation
   * whose maturity date is `now`'s day in Jakarta or earlier. Each deposit is
   * settled in a transaction of its own under its row lock, checked again
   * under the lock, so a second job running at once (another worker, a retry)
   * finds it settled and does nothing; a deposit that fails is logged and
   * left for the next run without stopping the others.
   *
   * @returns how many periods renewed and how many deposits matured
   */
  async settleDue(now: Date = this.now()): Promise<{ renewed: number; matured: number }> {
    const today = this.today(now);
    const settled = { renewed: 0, matured: 0 };
    const failed = new Set<string>();
    for (;;) {
      const due = (await dueDeposits(this.db, today, DUE_BATCH + failed.size)).filter(
        (deposit) => !failed.has(deposit.id),
      );
      if (due.length === 0) return settled;
      for (const deposit of due) {
        try {
          const result = await this.db
            .transaction()
            .execute((trx) => this.settle(trx, deposit.organization_id, deposit.id, today));
          settled.renewed += result.renewed;
          settled.matured += result.matured;
        } catch (error) {
          failed.add(deposit.id);
          this.logger.error(
            { err: error, depositId: deposit.id, organizationId: deposit.organization_id },
            'deposit maturity failed',
          );
        }
      }
    }
  }

  /**
   * One deposit's ended periods, up to `today`: each renewal keeps the period
   * and starts the next from its maturity date (the anchor is the issued date,
   * formats/tenor.ts maturityOf), until a period ends after today or the
   * deposit does not renew and matures.
   */
  private async settle(
    trx: Transaction<TreasuryDatabase>,
    organizationId: string,
    id: string,
    today: string,
  ): Promise<{ renewed: number; matured: number }> {
    const result = { renewed: 0, matured: 0 };
    const deposit = await lockDeposit(trx, organizationId, id);
    if (!deposit || deposit.status !== 'ACTIVE') return result;
    let current = deposit;
    for (let round = 0; round < MAX_PERIODS_PER_RUN && current.maturity_date <= today; round += 1) {
      const interest = interestBetween(
        {
          principal: current.principal,
          rate: current.interest_rate,
          start: current.period_start,
          maturity: current.maturity_date,
        },
        current.maturity_date,
      );
      const period = { ...this.periodColumns(current, interest), end_date: current.maturity_date };
      if (current.term === 'NO_RENEWAL') {
        const paidOut = new Decimal(current.principal).plus(interest.net).toFixed(2);
        await insertPeriod(trx, {
          ...period,
          outcome: 'MATURED',
          rolled_over: '0.00',
          paid_out: paidOut,
        });
        await matureDeposit(trx, id);
        await recordPeriodEnd(
          trx,
          organizationId,
          id,
          describeActivity('DEPOSIT_MATURED', {
            alias: current.alias,
            amount: money(paidOut, current.currency),
          }),
          [{ field: 'status', before: 'ACTIVE', after: 'MATURED' }],
        );
        result.matured += 1;
        return result;
      }
      const rolledOver =
        current.term === 'RENEW_PRINCIPAL_AND_INTEREST'
          ? new Decimal(current.principal).plus(interest.net).toFixed(2)
          : current.principal;
      const paidOut = current.term === 'RENEW_PRINCIPAL_AND_INTEREST' ? '0.00' : interest.net;
      await insertPeriod(trx, {
        ...period,
        outcome: 'RENEWED',
        rolled_over: rolledOver,
        paid_out: paidOut,
      });
      const renewals = current.renewals + 1;
      const next = {
        principal: rolledOver,
        periodStart: current.maturity_date,
        maturityDate: maturityOf(
          current.issued_date,
          current.tenor,
          current.tenor_type,
          renewals + 1,
        ),
        renewals,
      };
      await renewDeposit(trx, id, next);
      await recordPeriodEnd(
        trx,
        organizationId,
        id,
        describeActivity('DEPOSIT_RENEWED', {
          alias: current.alias,
          amount: money(rolledOver, current.currency),
          maturityDate: { date: next.maturityDate },
        }),
        [
          { field: 'principal', before: current.principal, after: rolledOver },
          { field: 'maturityDate', before: current.maturity_date, after: next.maturityDate },
        ],
      );
      result.renewed += 1;
      current = {
        ...current,
        principal: next.principal,
        period_start: next.periodStart,
        maturity_date: next.maturityDate,
        renewals,
      };
    }
    return result;
  }

  /** The columns of a period that ends now, from the deposit's current period and its interest. */
  private periodColumns(deposit: DepositRow, interest: ReturnType<typeof interestBetween>) {
    return {
      deposit_id: deposit.id,
      organization_id: deposit.organization_id,
      number: deposit.renewals + 1,
      start_date: deposit.period_start,
      principal: deposit.principal,
      interest_rate: deposit.interest_rate,
      days: interest.days,
      gross_interest: interest.gross,
      tax: interest.tax,
      net_interest: interest.net,
    };
  }

  /** Runs a write in a transaction; the unique alias, won by a concurrent write, answers as "alias exists". */
  private write<T>(work: (trx: Transaction<TreasuryDatabase>) => Promise<T>): Promise<T> {
    return refusingTaken(() => this.db.transaction().execute(work), {
      [ALIAS_INDEX]: errors.aliasExists,
    });
  }
}

/** A deposit's period ended by the daily run, matured or renewed: in the activity log with no actor. */
function recordPeriodEnd(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  id: string,
  description: ActivityDescription,
  changes: FieldChange[],
): Promise<void> {
  return recordActivity(trx, {
    actor: null,
    organizationId,
    entity: 'DEPOSIT',
    entityId: id,
    action: 'UPDATED',
    description,
    changes,
  });
}
