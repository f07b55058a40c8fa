import type { Db } from '../db.js';
import type { OrderValues } from './repository.js';

/**
 * The organisation's internal accounts and counterparties by what a file
 * names them with: alias keys (`nameSkeleton`, unique per organisation) and
 * account numbers. An organisation holds few enough to keep in memory for
 * one file; only its own rows are read, so another organisation's account
 * or counterparty is never found.
 */
export async function findImportNames(db: Db, organizationId: string) {
  const accounts = await db
    .selectFrom('bank_accounts')
    .select(['id', 'alias_key', 'account_number', 'currency'])
    .where('organization_id', '=', organizationId)
    .execute();
  const counterparties = await db
    .selectFrom('counterparties')
    .select(['id', 'alias', 'alias_key'])
    .where('organization_id', '=', organizationId)
    .execute();
  return { accounts, counterparties };
}

/** The id of a counterparty's bank account at a bank with a number, of the organisation; undefined when it has none. */
export async function findCounterpartyAccountId(
  db: Db,
  organizationId: string,
  counterpartyId: string,
  bankCode: string,
  accountNumber: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('counterparty_bank_accounts')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('counterparty_id', '=', counterpartyId)
    .where('bank_code', '=', bankCode)
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Whether the organisation already has an order, not refused, cancelled or
 * failed, from the same account to the same beneficiary for the same amount
 * on the same date: a file imported twice, or a row made by hand already.
 */
export async function hasSameOrder(
  db: Db,
  organizationId: string,
  values: Pick<
    OrderValues,
    | 'kind'
    | 'sourceAccountId'
    | 'counterpartyBankAccountId'
    | 'destinationAccountId'
    | 'amount'
    | 'paymentDate'
  >,
): Promise<boolean> {
  let query = db
    .selectFrom('payment_orders')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('kind', '=', values.kind)
    .where('source_account_id', '=', values.sourceAccountId)
    .where('amount', '=', values.amount)
    .where('payment_date', '=', values.paymentDate)
    .where('status', 'in', ['NEEDS_APPROVAL', 'SCHEDULED', 'IN_PROGRESS', 'SENT']);
  if (values.counterpartyBankAccountId)
    query = query.where('counterparty_bank_account_id', '=', values.counterpartyBankAccountId);
  if (values.destinationAccountId)
    query = query.where('destination_account_id', '=', values.destinationAccountId);
  return Boolean(await query.limit(1).executeTakeFirst());
}
