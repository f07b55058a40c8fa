import { sql, type Transaction } from 'kysely';
import type { CustomerProfile } from '../../../contracts/invoicing/customers.js';
import type { InvoiceBuyer } from '../../../contracts/invoicing/invoice-links.js';
import type { InvoicingDatabase } from '../db-types.js';

/**
 * The buyer as an invoice names it, from its customer: its name (the email
 * until it has one), the email the e-Faktur file gives (the finance
 * contact's, else the customer's), its NPWP, its owner's NIK and its billing
 * (else registered) address.
 */
export function buyerOf(customer: {
  name: string;
  email: string;
  profile: CustomerProfile;
}): InvoiceBuyer {
  const { profile } = customer;
  return {
    name: customer.name,
    email: profile.invoiceDelivery?.financeContactEmail || customer.email,
    taxNumber: profile.tax?.taxNumber || null,
    nik: profile.owner?.nik || null,
    address: profile.billingAddress ?? profile.address ?? null,
  };
}

/**
 * What an invoice being issued keeps of its buyer, read in the issuing
 * transaction: the buyer as its customer profile names it now (stored on the
 * invoice, so a later change of the customer changes later invoices only), and
 * whether it asked for invoices on paper too.
 */
export async function buyerAtIssue(
  trx: Transaction<InvoicingDatabase>,
  customerId: string,
): Promise<{ buyer: InvoiceBuyer; paper: boolean }> {
  const customer = await trx
    .selectFrom('customers')
    .select([sql<string>`coalesce(name, email)`.as('name'), 'email', 'profile'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return {
    buyer: buyerOf(customer),
    paper: customer.profile.invoiceDelivery?.hardCopyRequired === true,
  };
}
