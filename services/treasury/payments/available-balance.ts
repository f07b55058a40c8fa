import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import {
  PAYMENT_WARNING_MESSAGES,
  type PaymentWarning,
} from '../../../contracts/treasury/payments.js';
import { fromCents } from '../../../formats/cents.js';
import { pendingOutflow } from '../cash-forecast/known-items.js';
import { committedOrdersFrom, latestBalanceOf } from '../cash-forecast/repository.js';
import type { TreasuryDatabase } from '../db-types.js';
import { paymentErrors as errors } from './errors.js';

/** What an order takes out of its source account: the money an available-balance check weighs. */
export type OutgoingOrder = {
  sourceAccountId: string;
  currency: PaymentWarning['currency'];
  /** The order's amount, a decimal string. */
  amount: string;
  /** The order's fee, a decimal string: it leaves the account with the amount. */
  fee: string;
  /** The order itself when it exists (an approval): never counted as already committed. */
  orderId?: string;
};

export type BalanceCheckOptions = {
  /** The company control `balanceShortfallRefused`: a shortfall refuses (U-TRSY-BAL-1) instead of warning. */
  refuse: boolean;
  /** Money other orders of the same request take from the account before this one (an import's earlier rows), a decimal string. */
  alsoOutgoing?: string;
  /**
   * Whether the caller may read the account's balance (`bank-accounts:read`):
   * without it a shortfall is still told, but not the available balance nor
   * what lacks (null), which would give the balance away.
   */
  showsBalance: boolean;
};

/**
 * Whether an order's source account covers it, checked in the caller's
 * transaction under the account's row lock, so that orders made or approved
 * at once from one account are weighed one after the other: the lock is held
 * until the transaction that commits the order (and, for an approval, moves
 * it to Scheduled or In Progress) ends.
 *
 * The available balance is the account's latest known balance (as the cash
 * forecast opens with it) minus what its Scheduled and In Progress orders
 * still take out (their open amount and, until matched, their fee, as the
 * forecast counts them). When the order's amount and fee exceed it, the
 * answer is a BALANCE_SHORTFALL warning, or with `refuse` the refusal
 * U-TRSY-BAL-1 (the caller's transaction then changes nothing). An account
 * with no balance recorded yet is never taken as zero: the answer is a
 * BALANCE_UNKNOWN warning, and the refusal does not apply (it refuses only a
 * shortfall it can show; a new account is not blocked before its first
 * balance). The one check that a single create, an import's rows and each
 * approval (single or bulk) run.
 */
export async function checkAvailableBalance(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  order: OutgoingOrder,
  options: BalanceCheckOptions,
): Promise<PaymentWarning[]> {
  const locked = await trx
    .selectFrom('bank_accounts')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', order.sourceAccountId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!locked) throw errors.accountNotFound();
  const [account, committed] = await Promise.all([
    latestBalanceOf(trx, organizationId, order.sourceAccountId),
    committedOrdersFrom(trx, organizationId, order.sourceAccountId),
  ]);
  const needed = new Decimal(order.amount).plus(order.fee);
  const base = {
    sourceAccountId: order.sourceAccountId,
    currency: order.currency,
    amount: needed.toFixed(2),
  };
  if (!account || account.available === null) {
    return [
      {
        code: 'BALANCE_UNKNOWN',
        message: PAYMENT_WARNING_MESSAGES.BALANCE_UNKNOWN,
        ...base,
        available: null,
        shortfall: null,
      },
    ];
  }
  const keptBack = committed
    .filter((other) => other.id !== order.orderId)
    .reduce(
      (sum, other) => {
        const { open, fee } = pendingOutflow(other);
        return open > 0n ? sum.plus(fromCents(open)).plus(fromCents(fee)) : sum;
      },
      new Decimal(options.alsoOutgoing ?? 0),
    );
  const available = new Decimal(account.available).minus(keptBack);
  const shortfall = needed.minus(available);
  if (shortfall.lessThanOrEqualTo(0)) return [];
  if (options.refuse) throw errors.insufficientBalance();
  const told = options.showsBalance
    ? { available: available.toFixed(2), shortfall: shortfall.toFixed(2) }
    : { available: null, shortfall: null };
  return [
    {
      code: 'BALANCE_SHORTFALL',
      message: PAYMENT_WARNING_MESSAGES.BALANCE_SHORTFALL,
      ...base,
      ...told,
    },
  ];
}
