import { sql, type Kysely } from 'kysely';
import type {
  InvoicePdfLanguage,
  SalesInvoiceResponse,
} from '../../../contracts/invoicing/sales-invoices.js';
import type { CustomerAddress } from '../../../contracts/invoicing/customers.js';
import type { InvoiceSeller } from '../../../contracts/invoicing/invoice-links.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import type { InvoicingDatabase } from '../db-types.js';
import type { RegionService } from '../regions/service.js';
import type { PrintableInvoice } from './pdf/invoice-document.js';
import { renderInvoicePdf } from './pdf/render.js';
import { findInvoices, toResponses } from './repository.js';

/** An address on one line as a letter bears it: street, ward, district, city or regency, province, postal code. */
export function addressLine(address: CustomerAddress, regions: RegionService): string {
  const names = [
    address.villageCode,
    address.districtCode,
    address.regencyCode,
    address.provinceCode,
  ].map((code) => regions.find(code)?.name);
  return [address.street1, address.street2, ...names, address.postalCode]
    .filter((part) => Boolean(part?.trim()))
    .join(', ');
}

/**
 * A buyer of the organisation as its documents name it (an invoice, a
 * statement): its name, billing (or registered) address, NPWP and owner's
 * NIK; null when the organisation has no customer with that id.
 */
export async function documentBuyer(
  db: Kysely<InvoicingDatabase>,
  regions: RegionService,
  organizationId: string,
  customerId: string,
): Promise<PrintableInvoice['buyer'] | null> {
  const row = await db
    .selectFrom('customers')
    .select([sql<string>`coalesce(name, email)`.as('name'), 'profile'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!row) return null;
  const address = row.profile.billingAddress ?? row.profile.address;
  return {
    name: row.name,
    address: address ? addressLine(address, regions) : null,
    taxNumber: row.profile.tax?.taxNumber ?? null,
    nik: row.profile.owner?.nik ?? null,
  };
}

/** `INV/2026/11/0001` → `INV-2026-11-0001.pdf`; a draft without a number is `draft.pdf`. */
export function pdfFileName(invoice: Pick<SalesInvoiceResponse, 'number'>): string {
  const stem = invoice.number?.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  return `${stem || 'draft'}.pdf`;
}

/**
 * An invoice of the caller's organisation (already read with the caller's
 * permission) as a PDF in the language: the seller as the invoice was issued
 * with, or before that from the company profile (asked of the account service
 * on the caller's behalf), the buyer from its customer profile.
 */
export async function invoicePdf(
  deps: { db: Kysely<InvoicingDatabase>; account: AccountClient; regions: RegionService },
  caller: OnBehalfOf,
  invoice: SalesInvoiceResponse,
  language: InvoicePdfLanguage,
): Promise<{ fileName: string; pdf: Buffer }> {
  const issued = await issuedSeller(deps.db, invoice.id);
  const seller = issued ?? (await deps.account.settings(caller)).seller;
  return printInvoice(deps, caller.organizationId, { invoice, seller }, language);
}

/**
 * An issued (or paid, or since cancelled) invoice of the organisation as the
 * API answers it, with the seller it was issued with; null when the
 * organisation has none with that id or it was never issued. What the
 * buyer's mail and link show and print.
 */
export async function issuedInvoice(
  db: Kysely<InvoicingDatabase>,
  organizationId: string,
  invoiceId: string,
): Promise<{ invoice: SalesInvoiceResponse; seller: InvoiceSeller } | null> {
  const rows = await findInvoices(db, organizationId, [invoiceId]);
  const [invoice] = await toResponses(db, rows, () => []);
  const seller = invoice ? await issuedSeller(db, invoiceId) : null;
  return invoice && seller ? { invoice, seller } : null;
}

/** The seller an issued invoice keeps (the company profile's when it was issued); null before it is issued. */
export async function issuedSeller(
  db: Kysely<InvoicingDatabase>,
  invoiceId: string,
): Promise<InvoiceSeller | null> {
  const row = await db
    .selectFrom('sales_invoices')
    .select('seller')
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  return row?.seller ?? null;
}

/** The invoice of the organisation as a PDF in the language, naming this seller and its buyer as its customer profile says. */
export async function printInvoice(
  deps: { db: Kysely<InvoicingDatabase>; regions: RegionService },
  organizationId: string,
  printable: { invoice: SalesInvoiceResponse; seller: InvoiceSeller },
  language: InvoicePdfLanguage,
): Promise<{ fileName: string; pdf: Buffer }> {
  const buyer = await documentBuyer(
    deps.db,
    deps.regions,
    organizationId,
    printable.invoice.customer.id,
  );
  if (!buyer)
    throw new Error(`invoice ${printable.invoice.id} names no customer of its organisation`);
  const pdf = await renderInvoicePdf({ ...printable, buyer }, language);
  return { fileName: pdfFileName(printable.invoice), pdf };
}
