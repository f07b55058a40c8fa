import type { RegionService } from '../regions/service.js';
import { addressLine } from './invoice-pdf.js';
import type { Kysely } from 'kysely';
import {
  salesInvoiceErrors as definitions,
  type CoretaxMonthResponse,
} from '../../../contracts/invoicing/sales-invoices.js';
import {
  coretaxXml,
  MAX_CORETAX_INVOICES,
  npwp16,
  type CoretaxInvoice,
} from '../../../formats/coretax.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { serviceError } from '../../kit/errors.js';
import type { InvoicingDatabase } from '../db-types.js';
import { linesOf } from '../documents/lines.js';

/** The first day of `month` (`2026-11`) and the first day of the month after. */
function monthBounds(month: string): [string, string] {
  const first = `${month}-01`;
  const [year, index] = month.split('-').map(Number) as [number, number];
  const next =
    index === 12 ? `${year + 1}-01-01` : `${year}-${String(index + 1).padStart(2, '0')}-01`;
  return [first, next];
}

/** Which issued invoices an e-Faktur file holds: those dated in a month (`2026-11`), or those chosen. */
export type CoretaxSelection = { month: string } | { invoiceIds: readonly string[] };

/**
 * The e-Faktur file (formats/coretax.ts) of the organisation's invoices issued
 * (or paid) with an invoice date in `month`, or chosen one by one, for DJP's
 * Coretax to import: numbered, in number order, each naming its seller and
 * its buyer as they were when it was issued, as its PDF does. Refused before
 * anything is written when the seller has no NPWP, an invoice was issued
 * before the company profile had one, the invoices were issued under
 * different NPWPs (one file is one seller's), the month holds more invoices
 * than one file may, holds none (an empty file is no use to Coretax and looks
 * like a month sent), one chosen is not an issued invoice of the
 * organisation, or a buyer has neither NPWP nor NIK.
 */
export async function coretaxFile(
  db: Kysely<InvoicingDatabase>,
  { account, regions }: { account: AccountClient; regions: RegionService },
  auth: AccessClaims,
  caller: OnBehalfOf,
  selection: CoretaxSelection,
): Promise<string> {
  requirePermission(auth, 'invoices:read');
  const rows = await chosenInvoices(db, auth.org, selection);
  if ('invoiceIds' in selection && rows.length < selection.invoiceIds.length)
    throw serviceError(definitions.notIssuedForCoretax, undefined, {
      count: selection.invoiceIds.length - rows.length,
    });
  if (rows.length > MAX_CORETAX_INVOICES)
    throw serviceError(definitions.tooManyForCoretax, undefined, {
      count: rows.length,
      max: MAX_CORETAX_INVOICES,
    });
  // Each invoice names the seller it was issued by (its snapshot, as its PDF does); a selection of none
  // asks whether the company could name itself in a file at all.
  const sellers =
    rows.length > 0 ? rows.map((row) => row.seller) : [(await account.settings(caller)).seller];
  const unnamed = rows.filter((row) => !row.seller?.taxNumber);
  if (unnamed.length > 0)
    throw serviceError(definitions.issuedWithoutSellerTaxNumber, undefined, {
      numbers: unnamed.map((row) => row.number ?? '').join(', '),
    });
  const tins = new Set(
    sellers.map((seller) => (seller?.taxNumber ? npwp16(seller.taxNumber) : null)),
  );
  if (tins.has(null)) throw serviceError(definitions.sellerTaxNumber);
  if (tins.size > 1) throw serviceError(definitions.sellerTaxNumbersDiffer);
  if ('month' in selection && rows.length === 0)
    throw serviceError(definitions.emptyCoretaxMonth, undefined, { month: selection.month });
  const [sellerTin] = tins as Set<string>;
  const lines = await linesOf(
    db,
    'SALES_INVOICE',
    rows.map((row) => row.id),
  );
  const invoices = rows.map((row): CoretaxInvoice => {
    // Numbered is issued, and an issued invoice keeps its buyer (migrations/0034).
    const buyer = row.buyer!;
    const taxNumber = buyer.taxNumber && npwp16(buyer.taxNumber) ? buyer.taxNumber : null;
    if (!taxNumber && !buyer.nik)
      throw serviceError(definitions.buyerWithoutTaxId, undefined, {
        number: row.number ?? '',
        name: buyer.name,
      });
    return {
      number: row.number ?? '',
      date: row.invoice_date,
      sellerNitku: row.seller!.nitku ?? null,
      buyer: {
        name: buyer.name,
        taxNumber,
        nik: buyer.nik,
        // The whole address on one line, ward to province and postal code, as Odoo writes the
        // partner's `contact_address` and as the invoice's PDF names the buyer.
        address: buyer.address ? addressLine(buyer.address, regions) : '',
        email: buyer.email,
      },
      lines: (lines.get(row.id) ?? []).map((line) => ({
        name: line.product,
        kind: line.kind,
        unit: line.unit,
        // The e-Faktur's Price is without PPN, also for a price written with PPN in it.
        unitPrice: line.netUnitPrice,
        quantity: line.quantity,
        discount: line.discount,
        taxBase: line.taxBase,
        otherTaxBase: line.otherTaxBase,
        vatRate: line.vatRate,
        vat: line.vat,
      })),
    };
  });
  return coretaxXml(sellerTin!, invoices);
}

/** The organisation's invoices an e-Faktur file may hold: issued or paid (a draft, one waiting or one cancelled never). */
function issuedInvoices(db: Kysely<InvoicingDatabase>, organizationId: string) {
  return db
    .selectFrom('sales_invoices as i')
    .where('i.organization_id', '=', organizationId)
    .where('i.status', 'in', ['ISSUED', 'PAID']);
}

/** The organisation's issued (or paid) invoices the selection names, in number order, with the seller and buyer each keeps. */
function chosenInvoices(
  db: Kysely<InvoicingDatabase>,
  organizationId: string,
  selection: CoretaxSelection,
) {
  let chosen = issuedInvoices(db, organizationId).select([
    'i.id',
    'i.number',
    'i.invoice_date',
    'i.seller',
    'i.buyer',
  ]);
  if ('month' in selection) {
    const [from, to] = monthBounds(selection.month);
    chosen = chosen.where('i.invoice_date', '>=', from).where('i.invoice_date', '<', to);
  } else chosen = chosen.where('i.id', 'in', selection.invoiceIds);
  return chosen.orderBy('i.number').execute();
}

/**
 * Which month the e-Faktur file is made for: the latest month with an
 * issued (or paid) invoice of the organisation, by invoice date, and how
 * many invoices the file of `month` (else of that latest month) holds, so
 * the screen starts on a month with invoices and warns before an empty file.
 */
export async function coretaxMonth(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  asked: string | undefined,
): Promise<CoretaxMonthResponse> {
  requirePermission(auth, 'invoices:read');
  const latest = await issuedInvoices(db, auth.org)
    .select((eb) => eb.fn.max('i.invoice_date').as('date'))
    .executeTakeFirst();
  const latestMonth = latest?.date ? latest.date.slice(0, 7) : null;
  const month = asked ?? latestMonth;
  if (!month) return { latestMonth, month, invoiceCount: 0 };
  const [from, to] = monthBounds(month);
  const counted = await issuedInvoices(db, auth.org)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('i.invoice_date', '>=', from)
    .where('i.invoice_date', '<', to)
    .executeTakeFirstOrThrow();
  return { latestMonth, month, invoiceCount: Number(counted.n) };
}
