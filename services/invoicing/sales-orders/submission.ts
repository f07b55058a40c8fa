import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import type { AccessClaims } from '../../kit/auth.js';
import { serviceError } from '../../kit/errors.js';
import type { InvoicingDatabase } from '../db-types.js';
import { creditOf } from '../invoice-payments/repository.js';
import { salesOrderDefinitions, salesOrderErrors as errors } from './errors.js';
import { creditExposure, lockCustomer, type SalesOrderRow } from './repository.js';

/** Where an order goes once submitted, as a new order does: to approval when the Orders settings ask for it, else open. */
export const submittedStatus = (approvalRequired: boolean) =>
  approvalRequired ? ('PENDING_APPROVAL' as const) : ('OPEN' as const);

/**
 * Refuses an order that would take its buyer over its credit limit: its
 * orders and unpaid invoices with this one, less its credit in the limit's
 * currency (what its open payments have not allocated and its open credit
 * memos have not applied: owed back to it, as Odoo's partner credit nets
 * them from the receivable). Only amounts in the limit's currency count;
 * an order in another currency is refused while a limit is set, since
 * nothing here converts one into the other.
 */
export async function checkCredit(
  trx: Transaction<InvoicingDatabase>,
  auth: AccessClaims,
  customer: { id: string; name: string; credit_limit: string | null; currency: string },
  order: { amount: string; currency: string },
): Promise<void> {
  // A limit of 0 (or none, before approval) is no limit: the buyer's orders are not checked, as
  // Odoo checks a partner's credit only when a limit is set (addons/account/models/account_move.py,
  // `_build_credit_warning_message`: `if not partner_id.credit_limit ...: return ''`). Otherwise a
  // buyer approved without a limit could never order: every order would be over a limit of 0.
  const limit = new Decimal(customer.credit_limit ?? 0);
  if (limit.isZero()) return;
  if (order.currency !== customer.currency)
    throw serviceError(salesOrderDefinitions.creditLimitCurrency, undefined, {
      customer: customer.name,
      limitCurrency: customer.currency,
      orderCurrency: order.currency,
    });
  const owed = await creditExposure(trx, auth.org, customer.id, customer.currency);
  const credits = await creditOf(trx, auth.org, customer.id);
  const credit = credits.find((each) => each.currency === customer.currency)?.amount ?? '0';
  const exposure = new Decimal(owed).minus(credit).plus(order.amount);
  if (exposure.lte(limit)) return;
  throw serviceError(salesOrderDefinitions.creditLimitExceeded, undefined, {
    customer: customer.name,
    currency: customer.currency,
    limit: limit.toFixed(2),
    exposure: exposure.toFixed(2),
    over: exposure.minus(limit).toFixed(2),
  });
}

/**
 * A draft's submission, under the order's lock: its buyer is locked and its
 * credit counted with this order (a draft reserved none), as at writing.
 */
export async function checkSubmission({ trx, auth, document }: SubmitMove): Promise<void> {
  const customer = await lockCustomer(trx, auth.org, document.customer_id);
  if (!customer || customer.status !== 'ACTIVE') throw errors.customerNotActive();
  await checkCredit(trx, auth, customer, {
    amount: document.grand_total,
    currency: document.currency,
  });
}

type SubmitMove = {
  trx: Transaction<InvoicingDatabase>;
  auth: AccessClaims;
  document: SalesOrderRow;
};
