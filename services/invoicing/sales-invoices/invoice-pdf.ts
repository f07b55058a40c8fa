import { sql, type Kysely } from 'kysely';
import type {
  InvoicePdfLanguage,
  SalesInvoiceResponse,
} from '../../../contracts/invoicing/sales-invoices.js';
import type { CustomerAddress } from '../../../contracts/invoicing/customers.js';
import type { InvoiceBuyer, InvoiceSeller } from '../../../contracts/invoicing/invoice-links.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import type { InvoicingDatabase } from '../db-types.js';
import type { RegionService } from '../regions/service.js';
import type { PdfRenderer } from '../documents/pdf-renderer.js';
import { invoiceDocument, type PrintableInvoice } from './pdf/invoice-document.js';
import { buyerOf } from './issued-parties.js';
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

/** A buyer as a document prints it: its address on one line. */
export function printedBuyer(
  buyer: InvoiceBuyer,
  regions: RegionService,
): PrintableInvoice['buyer'] {
  return {
    name: buyer.name,
    address: buyer.address ? addressLine(buyer.address, regions) : null,
    taxNumber: buyer.taxNumber,
    nik: buyer.nik,
  };
}

/**
 * A buyer of the organisation as its documents name it now (a draft
 * invoice, a statement): its name, billing (or registered) address, NPWP and
 * owner's NIK; null when the organisation has no customer with that id. An
 * issued invoice names the buyer it was issued to (`issuedParties`).
 */
export async function documentBuyer(
  db: Kysely<InvoicingDatabase>,
  regions: RegionService,
  organizationId: string,
  customerId: string,
): Promise<PrintableInvoice['buyer'] | null> {
  const row = await db
    .selectFrom('customers')
    .select([sql<string>`coalesce(name, email)`.as('name'), 'email', 'profile'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row ? printedBuyer(buyerOf(row), regions) : null;
}

/** `INV/2026/11/0001` → `INV-2026-11-0001.pdf`; a draft without a number is `draft.pdf`. */
export function pdfFileName(invoice: Pick<SalesInvoiceResponse, 'number'>): string {
  const stem = invoice.number?.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  return `${stem || 'draft'}.pdf`;
}

/**
 * An invoice of the caller's organisation (already read with the caller's
 * permission) as a PDF in the language: an issued one names the seller and
 * the buyer it was issued with; a draft the company profile (asked of the
 * account service on the caller's behalf) and the customer as they are now.
 */
export async function invoicePdf(
  deps: {
    db: Kysely<InvoicingDatabase>;
    account: AccountClient;
    regions: RegionService;
    pdfs: PdfRenderer;
  },
  caller: OnBehalfOf,
  invoice: SalesInvoiceResponse,
  language: InvoicePdfLanguage,
): Promise<{ fileName: string; pdf: Buffer }> {
  const issued = await issuedParties(deps.db, invoice.id);
  const seller = issued?.seller ?? (await deps.account.settings(caller)).seller;
  return printInvoice(
    deps,
    caller.organizationId,
    { invoice, seller, buyer: issued?.buyer ?? null },
    language,
  );
}

/** An issued invoice as the API answers it, with the seller and the buyer it was issued with. */
export type IssuedInvoice = {
  invoice: SalesInvoiceResponse;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
};

/**
 * An issued (or paid, or since cancelled) invoice of the organisation with
 * its parties; null when the organisation has none with that id or it was
 * never issued. What the buyer's mail and link show and print.
 */
export async function issuedInvoice(
  db: Kysely<InvoicingDatabase>,
  organizationId: string,
  invoiceId: string,
): Promise<IssuedInvoice | null> {
  const rows = await findInvoices(db, organizationId, [invoiceId]);
  const [invoice] = await toResponses(db, rows, () => []);
  const parties = invoice ? await issuedParties(db, invoiceId) : null;
  return invoice && parties ? { invoice, ...parties } : null;
}

/**
 * The seller and the buyer an issued invoice keeps (the company profile and
 * the customer profile as they were when it was issued); null before it is
 * issued.
 */
export async function issuedParties(
  db: Kysely<InvoicingDatabase>,
  invoiceId: string,
): Promise<{ seller: InvoiceSeller; buyer: InvoiceBuyer } | null> {
  const row = await db
    .selectFrom('sales_invoices')
    .select(['seller', 'buyer'])
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  return row?.seller && row.buyer ? { seller: row.seller, buyer: row.buyer } : null;
}

/**
 * The invoice of the organisation as a PDF in the language, naming this
 * seller and this buyer (as issued), or its buyer as its customer profile
 * says now when none is given (a draft).
 */
export async function printInvoice(
  deps: { db: Kysely<InvoicingDatabase>; regions: RegionService; pdfs: PdfRenderer },
  organizationId: string,
  printable: { invoice: SalesInvoiceResponse; seller: InvoiceSeller; buyer: InvoiceBuyer | null },
  language: InvoicePdfLanguage,
): Promise<{ fileName: string; pdf: Buffer }> {
  const { invoice, seller } = printable;
  const buyer = printable.buyer
    ? printedBuyer(printable.buyer, deps.regions)
    : await documentBuyer(deps.db, deps.regions, organizationId, invoice.customer.id);
  if (!buyer) throw new Error(`invoice ${invoice.id} names no customer of its organisation`);
  const pdf = await deps.pdfs.render(invoiceDocument({ invoice, seller, buyer }, language));
  return { fileName: pdfFileName(invoice), pdf };
}
