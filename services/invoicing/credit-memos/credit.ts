import { sql, type Transaction } from 'kysely';
import { fromCents, toCents } from '../../../formats/cents.js';
import type { CreditApplicationInput } from '../../../contracts/invoicing/credit-memos.js';
import { serviceError } from '../../kit/errors.js';
import type { InvoicingDatabase } from '../db-types.js';
import { readAllocations, type AllocationRefusals } from '../documents/allocations.js';
import { creditMemoDefinitions as definitions, creditMemoErrors as errors } from './errors.js';

/** The refusals of an application, from the credit memos' contract. */
export const refusals: AllocationRefusals = { ...definitions, overSource: definitions.overMemo };

/** Applications as asked, read and refused as every writer of them does. */
export const readApplications = (applications: readonly CreditApplicationInput[]) =>
  readAllocations(applications, refusals, 'applications');

/** A memo's reason as it is kept: trimmed, 1 to 500 characters (U-INV-CM-6). */
export function readReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed.length === 0 || trimmed.length > 500) throw errors.reason();
  return trimmed;
}

/**
 * Refuses a memo for more than its invoice (held locked by the caller) has
 * left to credit: what is left to pay of it, less what the open memos and
 * those waiting for approval written against it have still to apply (but
 * `memoId`, the memo being approved). Counted under the invoice's lock, which
 * every memo written against it takes first, so memos written at once
 * together never credit more than the invoice had left.
 */
export async function checkCreditLeft(
  trx: Transaction<InvoicingDatabase>,
  invoice: { id: string; number: string | null; remaining: string; currency: string },
  amount: string,
  memoId?: string,
): Promise<void> {
  let others = trx
    .selectFrom('credit_memos')
    .select((eb) =>
      eb.fn.coalesce(sql<string>`sum(amount - applied_amount)`, sql<string>`0`).as('pending'),
    )
    .where('sales_invoice_id', '=', invoice.id)
    .where('status', 'in', ['OPEN', 'PENDING_APPROVAL']);
  if (memoId) others = others.where('id', '<>', memoId);
  const { pending } = await others.executeTakeFirstOrThrow();
  const left = toCents(invoice.remaining) - toCents(pending);
  if (toCents(amount) > left)
    throw serviceError(definitions.overInvoiceCredit, undefined, {
      number: invoice.number ?? '',
      remaining: fromCents(left > 0n ? left : 0n),
      currency: invoice.currency,
    });
}

/**
 * A memo's amount: what its returned lines come to, when it returns goods (a
 * memo for nothing is refused, and so is an amount given beside the returns
 * that is not theirs), or the amount given.
 */
export function returnedAmount(returned: string | undefined, given: string | undefined): string {
  if (returned === undefined) {
    if (given === undefined) throw errors.amount();
    return given;
  }
  if (toCents(returned) === 0n) throw errors.amount();
  if (given !== undefined && toCents(given) !== toCents(returned))
    throw serviceError(definitions.returnAmount, undefined, { amount: returned });
  return returned;
}
