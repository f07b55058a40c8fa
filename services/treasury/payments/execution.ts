import type { Kysely, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import { describeActivity, recordActivity, type ActivityDescription } from '../../kit/activity.js';
import type { AccessClaims } from '../../kit/auth.js';
import type { Logger } from '../../kit/logger.js';
import {
  BankAdapterError,
  type BankAdapter,
  type TransferMethod,
  type TransferOutcome,
  type TransferStatus,
} from '../banking/adapter.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { AdapterFactory } from '../statements/sync.js';
import type { OrderRow, PaymentAttemptsTable } from './repository.js';
import { announce, queueSend, scheduleNextOccurrence } from './service.js';

type Attempt = Selectable<PaymentAttemptsTable>;

/** How long a worker may talk to the bank about an attempt before another may take it over (it died). */
const CLAIM_MS = 2 * 60_000;
/**
 * After an answer that is not final (accepted, pending, or none at all), the
 * bank is asked the status again after these delays, then every five
 * minutes: an unknown outcome is settled within the first ten minutes.
 */
const CHECK_DELAYS_MS = [1_000, 3_000, 10_000, 20_000, 40_000, 80_000, 150_000, 300_000];

const METHOD: Record<OrderRow['method'], TransferMethod> = {
  SAME_BANK: 'INTRABANK',
  BI_FAST: 'BI_FAST',
  SKN: 'SKN',
  RTGS: 'RTGS',
  ONLINE: 'ONLINE',
};

/** The bank's reference of an attempt: the order's id for the first, the id and the number for a resend (SNAP partnerReferenceNo, at most 64 characters). */
export const attemptReference = (orderId: string, number: number) =>
  number === 1 ? orderId : `${orderId}-r${number}`;

/** What came of an attempt, as far as the bank has said. */
type Outcome = Pick<TransferOutcome, 'bankReference' | 'bankResponseCode' | 'bankResponseMessage'> &
  (
    | { status: 'ACCEPTED' }
    | { status: 'PENDING' }
    | { status: 'SUCCESS' }
    | { status: 'FAILED'; reason: string }
    | { status: 'UNKNOWN'; reason: string }
  );

const money = (order: OrderRow) => ({ amount: order.amount, currency: order.currency });

/**
 * Sends approved payments and transfers to the bank, each exactly once.
 *
 * The order's id is the bank's reference (SNAP partnerReferenceNo), and the
 * bank refuses a second transfer with it. An attempt is written SENDING
 * before the bank is asked; whenever an attempt exists that may have reached
 * the bank (a worker died, the answer timed out, a 5xx came back), the bank
 * is asked its status first, and the transfer is sent again only when the bank
 * never booked it. Answers that are not final are followed by status
 * inquiries (`CHECK_DELAYS_MS`) until the bank says Success or Failed.
 */
export class PaymentExecution {
  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    private readonly credentialsOf: (
      organizationId: string,
      accountId: string,
    ) => Promise<{
      clientId?: string;
      clientSecret?: string;
      partnerId?: string;
      channelId?: string;
      privateKey?: string;
    } | null>,
    private readonly adapterFor: AdapterFactory,
    private readonly logger: Logger,
  ) {}

  /**
   * The job: takes an order that is due (Scheduled on its date, In Progress
   * once approved or resent) one step further: sends it, or asks the bank
   * what became of what was sent.
   */
  async advance(orderId: string, job: { attempt: number; maxAttempts: number }): Promise<void> {
    const plan = await this.db.transaction().execute((trx) => this.claim(trx, orderId));
    if (!plan) return;
    const { order, attempt, fresh } = plan;
    let outcome: Outcome;
    try {
      const adapter = await this.adapterOf(order);
      const known = fresh
        ? null
        : fromStatus(
            await adapter.transferStatus({
              reference: attempt.reference,
              method: METHOD[order.method],
            }),
          );
      outcome = known ?? (await this.send(adapter, order, attempt));
    } catch (error) {
      if (
        error instanceof BankAdapterError &&
        (error.kind === 'UNAVAILABLE' || error.kind === 'RATE_LIMITED') &&
        job.attempt < job.maxAttempts
      ) {
        // The bank surely did not take it (the adapter says so): the attempt is left for the job's next try, which asks the status first.
        await this.release(attempt);
        throw error;
      }
      this.logger.warn({ err: error, paymentOrderId: orderId }, 'payment could not be sent');
      const reason =
        error instanceof BankAdapterError
          ? `The bank refused it: ${error.bankResponseMessage ?? error.message}`
          : 'It could not be sent to the bank.';
      outcome = {
        status: 'FAILED',
        reason,
        bankReference: null,
        bankResponseCode: error instanceof BankAdapterError ? error.bankResponseCode : null,
        bankResponseMessage: null,
      };
    }
    await this.apply(order.id, attempt.number, outcome);
  }

  /**
   * Applies what the bank said of an attempt (an answer, a status inquiry or
   * its notification), once: an order that already ended is left as it is.
   */
  async apply(orderId: string, number: number, outcome: Outcome): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const order = await lockSentOrder(trx, orderId);
      const attempt = await trx
        .selectFrom('payment_attempts')
        .selectAll()
        .where('payment_order_id', '=', orderId)
        .where('number', '=', number)
        .executeTakeFirst();
      if (!order || !attempt || attempt.state === 'SUCCESS' || attempt.state === 'FAILED') return;
      const final = outcome.status === 'SUCCESS' || outcome.status === 'FAILED';
      await trx
        .updateTable('payment_attempts')
        .set({
          state: outcome.status,
          claimed_until: null,
          bank_reference: outcome.bankReference ?? attempt.bank_reference,
          response_code: outcome.bankResponseCode,
          response_message: outcome.bankResponseMessage,
          failure_reason: 'reason' in outcome ? outcome.reason : null,
          checks: final ? attempt.checks : attempt.checks + 1,
          updated_at: new Date(),
        })
        .where('payment_order_id', '=', orderId)
        .where('number', '=', number)
        .execute();
      if (order.status !== 'IN_PROGRESS') return;
      if (outcome.status !== 'SUCCESS' && outcome.status !== 'FAILED') {
        const delay = CHECK_DELAYS_MS[Math.min(attempt.checks, CHECK_DELAYS_MS.length - 1)]!;
        await queueSend(trx, orderId, new Date(Date.now() + delay));
        return;
      }
      const now = new Date();
      const what = { kind: order.kind, amount: money(order), name: order.beneficiary_account_name };
      if (outcome.status === 'SUCCESS') {
        await trx
          .updateTable('payment_orders')
          .set({
            status: 'SENT',
            sent_at: now,
            bank_reference: outcome.bankReference,
            updated_at: now,
          })
          .where('id', '=', orderId)
          .execute();
        await recordOrderMove(trx, null, order, 'SENT', describeActivity('PAYMENT_SENT', what));
      } else {
        await trx
          .updateTable('payment_orders')
          .set({ status: 'FAILED', failure_reason: outcome.reason, updated_at: now })
          .where('id', '=', orderId)
          .execute();
        await recordOrderMove(
          trx,
          null,
          order,
          'FAILED',
          describeActivity('PAYMENT_FAILED', { ...what, reason: outcome.reason }),
        );
      }
    });
  }

  /**
   * Under the order's lock: moves a Scheduled order whose day has come to In
   * Progress, and picks the attempt to work on (a new one when none may have
   * reached the bank), claimed for this worker. Null when there is nothing
   * to do, or another worker is at it (it follows up itself).
   */
  private async claim(
    trx: Transaction<TreasuryDatabase>,
    orderId: string,
  ): Promise<{ order: OrderRow; attempt: Attempt; fresh: boolean } | null> {
    const order = await lockSentOrder(trx, orderId);
    // Exported by hand (payments/manual-export.ts, under this same lock): a person sends it, never the API.
    if (!order || order.manual_export_id !== null) return null;
    if (order.status === 'SCHEDULED') {
      await trx
        .updateTable('payment_orders')
        .set({ status: 'IN_PROGRESS', updated_at: new Date() })
        .where('id', '=', orderId)
        .execute();
      // A recurring order going out: its next occurrence waits Scheduled for its day.
      await scheduleNextOccurrence(trx, order);
      await announce(trx, order, 'IN_PROGRESS');
    } else if (order.status !== 'IN_PROGRESS') return null;
    const latest = await trx
      .selectFrom('payment_attempts')
      .selectAll()
      .where('payment_order_id', '=', orderId)
      .orderBy('number', 'desc')
      .limit(1)
      .executeTakeFirst();
    const claimedUntil = new Date(Date.now() + CLAIM_MS);
    // None yet, or the last one failed and the order was sent again (a resend): a new attempt under a new reference.
    if (!latest || latest.state === 'FAILED') {
      const number = (latest?.number ?? 0) + 1;
      const attempt = await trx
        .insertInto('payment_attempts')
        .values({
          payment_order_id: orderId,
          number,
          reference: attemptReference(orderId, number),
          state: 'SENDING',
          claimed_until: claimedUntil,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { order: { ...order, status: 'IN_PROGRESS' }, attempt, fresh: true };
    }
    if (latest.state === 'SUCCESS') return null;
    if (latest.claimed_until && latest.claimed_until.getTime() > Date.now()) return null;
    await trx
      .updateTable('payment_attempts')
      .set({ claimed_until: claimedUntil })
      .where('payment_order_id', '=', orderId)
      .where('number', '=', latest.number)
      .execute();
    return { order: { ...order, status: 'IN_PROGRESS' }, attempt: latest, fresh: false };
  }

  /** Lets another worker take the attempt at once (this one gave up on a bank that was unavailable). */
  private async release(attempt: Attempt): Promise<void> {
    await this.db
      .updateTable('payment_attempts')
      .set({ claimed_until: null })
      .where('payment_order_id', '=', attempt.payment_order_id)
      .where('number', '=', attempt.number)
      .execute();
  }

  /** The bank adapter of the account the money leaves, with its credentials. */
  private async adapterOf(order: OrderRow): Promise<BankAdapter> {
    const account = await this.db
      .selectFrom('bank_accounts')
      .select(['bank_code', 'connection_type'])
      .where('id', '=', order.source_account_id)
      .executeTakeFirstOrThrow();
    const credentials = await this.credentialsOf(order.organization_id, order.source_account_id);
    const { clientId, clientSecret, partnerId, channelId, privateKey } = credentials ?? {};
    const adapter =
      account.connection_type === 'API' &&
      clientId &&
      clientSecret &&
      partnerId &&
      channelId &&
      privateKey
        ? this.adapterFor(account.bank_code, {
            clientId,
            clientSecret,
            partnerId,
            channelId,
            privateKey,
          })
        : null;
    if (!adapter)
      throw new BankAdapterError(
        'UNAUTHORIZED',
        'The account has no API connection the bank can be reached through.',
        { operation: 'transfer' },
      );
    return adapter;
  }

  /** Asks the beneficiary's bank who holds the account (SNAP account inquiry), then sends the transfer under the attempt's reference. */
  private async send(adapter: BankAdapter, order: OrderRow, attempt: Attempt): Promise<Outcome> {
    const sameBank = order.method === 'SAME_BANK';
    let name: string;
    try {
      name = (
        await adapter.accountInquiry({
          accountNumber: order.beneficiary_account_number,
          bankCode: sameBank ? null : order.beneficiary_bank_code,
        })
      ).name;
    } catch (error) {
      if (error instanceof BankAdapterError && error.kind === 'NOT_FOUND') {
        return {
          status: 'FAILED',
          reason: 'The bank could not confirm the beneficiary account.',
          bankReference: null,
          bankResponseCode: error.bankResponseCode,
          bankResponseMessage: error.bankResponseMessage,
        };
      }
      throw error;
    }
    await this.db
      .updateTable('payment_attempts')
      .set({ beneficiary_name: name })
      .where('payment_order_id', '=', order.id)
      .where('number', '=', attempt.number)
      .execute();
    const source = await this.db
      .selectFrom('bank_accounts')
      .select('account_number')
      .where('id', '=', order.source_account_id)
      .executeTakeFirstOrThrow();
    const outcome = await adapter.transfer({
      reference: attempt.reference,
      method: METHOD[order.method],
      sourceAccountNumber: source.account_number,
      beneficiary: {
        accountNumber: order.beneficiary_account_number,
        name,
        bankCode: sameBank ? null : order.beneficiary_bank_code,
      },
      amount: order.amount,
      currency: order.currency,
      remark: order.memo,
    });
    return outcome;
  }

  /** The attempts of orders the bank has not settled yet, for a report (bench/): how many are left after status inquiry. */
  static async unsettled(db: Kysely<TreasuryDatabase>): Promise<number> {
    const { count } = await db
      .selectFrom('payment_attempts as a')
      .innerJoin('payment_orders as o', 'o.id', 'a.payment_order_id')
      .select(sql<string>`count(*)`.as('count'))
      .where('o.status', '=', 'IN_PROGRESS')
      .executeTakeFirstOrThrow();
    return Number(count);
  }
}

/** What a status inquiry says of an attempt: a settled or pending transfer, or null when the bank never booked it. */
function fromStatus(status: TransferStatus): Outcome | null {
  const facts = {
    bankReference: status.bankReference,
    bankResponseCode: status.bankResponseCode,
    bankResponseMessage: status.bankResponseMessage,
  };
  if (status.status === 'NOT_FOUND') return null;
  if (status.status === 'FAILED') return { ...facts, status: 'FAILED', reason: status.reason };
  return { ...facts, status: status.status };
}

/**
 * The order the send job works on, under a row lock until the transaction
 * ends: by its id alone, as the job names it (the job acts for no caller).
 */
const lockSentOrder = (trx: Transaction<TreasuryDatabase>, orderId: string) =>
  trx
    .selectFrom('payment_orders')
    .selectAll()
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();

/**
 * Manually exported payments and transfers that a removed match had shown
 * sent go back to In Progress: nothing but a statement transaction says an
 * exported order left the account (the send job never handles it), so once
 * no match explains it in full it waits again, to be matched or cancelled.
 * Orders the bank confirmed stay Sent. Within the removal's transaction,
 * after its allocations are gone.
 */
export const reopenUnexplainedExports = (
  trx: Transaction<TreasuryDatabase>,
  actor: Pick<AccessClaims, 'sub' | 'org'>,
  orderIds: readonly string[],
): Promise<void> => moveByStatement(trx, actor, orderIds, 'IN_PROGRESS');

/**
 * Payments and transfers on their way that a statement line now explains in
 * full are Sent: their money left the account (spec: a manual export stays
 * In Progress until it is reconciled, then Sent). Within the match's
 * transaction, under the orders' locks (the match holds them).
 */
export const markSentByStatement = (
  trx: Transaction<TreasuryDatabase>,
  actor: Pick<AccessClaims, 'sub' | 'org'>,
  orderIds: readonly string[],
): Promise<void> => moveByStatement(trx, actor, orderIds, 'SENT');

/**
 * Moves the orders among `orderIds` that statement transactions now explain
 * in full to SENT (from IN_PROGRESS), or the manually exported ones they no
 * longer explain in full back to IN_PROGRESS (from SENT), each one moved
 * recorded and announced.
 */
async function moveByStatement(
  trx: Transaction<TreasuryDatabase>,
  actor: Pick<AccessClaims, 'sub' | 'org'>,
  orderIds: readonly string[],
  to: 'SENT' | 'IN_PROGRESS',
): Promise<void> {
  if (orderIds.length === 0) return;
  const sent = to === 'SENT';
  const moved = await trx
    .updateTable('payment_orders')
    .set({ status: to, sent_at: sent ? new Date() : null, updated_at: new Date() })
    .where('organization_id', '=', actor.org)
    .where('id', 'in', [...orderIds])
    .where('status', '=', sent ? 'IN_PROGRESS' : 'SENT')
    .$if(!sent, (query) => query.where('manual_export_id', 'is not', null))
    .whereRef('reconciled_amount', sent ? '=' : '<', 'amount')
    .returningAll()
    .execute();
  for (const order of moved)
    await recordOrderMove(
      trx,
      actor,
      order,
      to,
      describeActivity(sent ? 'PAYMENT_SENT' : 'PAYMENT_REOPENED', {
        kind: order.kind,
        amount: money(order),
        name: order.beneficiary_account_name,
      }),
    );
}

/**
 * An order moved by the bank's answer (`actor` null: the send job) or by a
 * statement transaction's match or its removal (by the member who matched): in
 * the activity log (a failure as FAILED, any other move as UPDATED), and
 * announced to its kind's subscribers.
 */
async function recordOrderMove(
  trx: Transaction<TreasuryDatabase>,
  actor: Pick<AccessClaims, 'sub' | 'org'> | null,
  order: OrderRow,
  change: 'SENT' | 'FAILED' | 'IN_PROGRESS',
  description: ActivityDescription,
): Promise<void> {
  await recordActivity(trx, {
    actor,
    organizationId: order.organization_id,
    entity: order.kind,
    entityId: order.id,
    action: change === 'FAILED' ? 'FAILED' : 'UPDATED',
    description,
  });
  await announce(trx, order, change);
}
