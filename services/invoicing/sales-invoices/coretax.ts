import type { RegionService } from '../regions/service.js';
import { addressLine } from './invoice-pdf.js';
import { sql, type Kysely } from 'kysely';
import { salesInvoiceErrors as definitions } from '../../../contracts/invoicing/sales-invoices.js';
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
 * Coretax to import: numbered, in number order. Refused before anything is
 * written when the organisation has no NPWP in its company profile, the
 * month holds more invoices than one file may, one chosen is not an issued
 * invoice of the organisation, or a buyer has neither NPWP nor NIK.
 */
export async function coretaxFile(
  db: Kysely<InvoicingDatabase>,
  { account, regions }: { account: AccountClient; regions: RegionService },
  auth: AccessClaims,
  caller: OnBehalfOf,
  selection: CoretaxSelection,
): Promise<string> {
  requirePermission(auth, 'invoices:read');
  const { seller } = await account.settings(caller);
  const sellerTin = seller.taxNumber ? npwp16(seller.taxNumber) : null;
  if (!sellerTin) throw serviceError(definitions.sellerTaxNumber);
  let chosen = db
    .selectFrom('sales_invoices as i')
    .innerJoin('customers as c', 'c.id', 'i.customer_id')
    .select([
      'i.id',
      'i.number',
      'i.invoice_date',
      sql<string>`coalesce(c.name, c.email)`.as('buyer_name'),
      'c.email',
      'c.profile',
    ])
    .where('i.organization_id', '=', auth.org)
    .where('i.status', 'in', ['ISSUED', 'PAID']);
  if ('month' in selection) {
    const [from, to] = monthBounds(selection.month);
    chosen = chosen.where('i.invoice_date', '>=', from).where('i.invoice_date', '<', to);
  } else chosen = chosen.where('i.id', 'in', selection.invoiceIds);
  const rows = await chosen.orderBy('i.number').execute();
  if ('invoiceIds' in selection && rows.length < selection.invoiceIds.length)
    throw serviceError(definitions.notIssuedForCoretax, undefined, {
      count: selection.invoiceIds.length - rows.length,
    });
  if (rows.length > MAX_CORETAX_INVOICES)
    throw serviceError(definitions.tooManyForCoretax, undefined, {
      count: rows.length,
      max: MAX_CORETAX_INVOICES,
    });
  const lines = await linesOf(
    db,
    'SALES_INVOICE',
    rows.map((row) => row.id),
  );
  const invoices = rows.map((row): CoretaxInvoice => {
    const taxNumber = row.profile.tax?.taxNumber ?? null;
    const nik = row.profile.owner?.nik ?? null;
    if (!(taxNumber && npwp16(taxNumber)) && !nik)
      throw serviceError(definitions.buyerWithoutTaxId, undefined, {
        number: row.number ?? '',
        name: row.buyer_name,
      });
    const address = row.profile.billingAddress ?? row.profile.address;
    return {
      number: row.number ?? '',
      date: row.invoice_date,
      buyer: {
        name: row.buyer_name,
        taxNumber: taxNumber && npwp16(taxNumber) ? taxNumber : null,
        nik,
        // The whole address on one line, ward to province and postal code, as Odoo writes the
        // partner's `contact_address` and as the invoice's PDF names the buyer.
        address: address ? addressLine(address, regions) : '',
        email: row.profile.invoiceDelivery?.financeContactEmail ?? row.email,
      },
      lines: (lines.get(row.id) ?? []).map((line) => ({
        name: line.product,
        kind: line.kind,
        unit: line.unit,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        discount: line.discount,
        taxBase: line.taxBase,
        otherTaxBase: line.otherTaxBase,
        vatRate: line.vatRate,
        vat: line.vat,
      })),
    };
  });
  return coretaxXml(sellerTin, invoices);
}
