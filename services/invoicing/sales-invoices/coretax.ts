import type { RegionService } from '../regions/service.js';
import { addressLine } from './invoice-pdf.js';
import { sql, type Kysely } from 'kysely';
import {
  salesInvoiceErrors as definitions,
  type CoretaxMonthResponse,
} from '../../../contracts/invoicing/sales-invoices.js';
import {
  coretaxXml,
  linesTaxedOtherwise,
  MAX_CORETAX_INVOICES,
  npwp16,
  type CoretaxInvoice,
} from '../../../formats/coretax.js';
import { taxFiguresOf, type TaxCode } from '../../../formats/document-totals.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { serviceError } from '../../kit/errors.js';
import type { InvoicingDatabase } from '../db-types.js';
import { linesOf, type StoredLine } from '../documents/lines.js';
import { fakturFacilityOf } from './repository.js';

/**
 * Refuses submitting or issuing an invoice (held under its row lock by the
 * caller) whose lines are taxed in ways one faktur cannot hold
 * (formats/coretax.ts `linesTaxedOtherwise`), naming the lines. A draft may
 * still mix them (a goods receipt is billed whole; lines are edited while it
 * is a draft): the clerk learns it when submitting, before anyone approves,
 * and it is checked again at issue, as the lines may have changed meanwhile.
 */
export async function refuseStoredTaxedOtherwise(
  db: Kysely<InvoicingDatabase>,
  invoiceId: string,
): Promise<void> {
  const lines = (await linesOf(db, 'SALES_INVOICE', [invoiceId])).get(invoiceId) ?? [];
  refuseTaxedOtherwise(lines.map((line) => line.taxCode as TaxCode));
}

/** Refuses lines one faktur cannot hold, naming those taxed otherwise than line 1 (U-INV-SI-43). */
export function refuseTaxedOtherwise(taxCodes: readonly TaxCode[]): void {
  const otherwise = linesTaxedOtherwise(taxCodes);
  if (otherwise.length > 0)
    throw serviceError(definitions.taxedOtherwise, 'lines', { lines: otherwise.join(', ') });
}
import { rupiahCoretaxLine } from '../../../formats/tax-conversion.js';

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
 * Whether an invoice (`i`) is reported with a faktur: a line carries PPN, or
 * it names a facility (code 07 or 08). A sale without PPN naming none is not
 * subject to PPN and needs no faktur (Odoo's module, too, writes only the
 * lines that carry a tax: `prepare_efaktur_vals`).
 */
const hasFaktur = sql<boolean>`(i.faktur_code is not null or exists (
  select 1 from document_lines l
  where l.document_type = 'SALES_INVOICE' and l.document_id = i.id and l.tax_code <> 'NO_PPN'))`;

/**
 * The e-Faktur file (formats/coretax.ts) of the organisation's invoices issued
 * (or paid) with an invoice date in `month`, or chosen one by one, for DJP's
 * Coretax to import: numbered, in number order, each naming its seller and
 * its buyer as they were when it was issued, as its PDF does. A month's file
 * leaves out the invoices that get no faktur (`leftOutFor`: no PPN, or issued
 * while the company had no NPWP; `coretaxMonth` lists them and why).
 * Refused before anything is written when the seller has no NPWP, one chosen
 * was issued before the company profile had one, the invoices were issued
 * under different NPWPs (one file is one seller's), the month holds more
 * invoices than one file may, holds none (an empty file is no use to Coretax
 * and looks like a month sent), one chosen is not an issued invoice of the
 * organisation or needs no faktur, or a buyer has neither NPWP nor NIK.
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
  const without = rows.filter((row) => !row.has_faktur);
  if (without.length > 0)
    throw serviceError(definitions.noFaktur, undefined, {
      numbers: without.map((row) => row.number ?? '').join(', '),
    });
  if (rows.length > MAX_CORETAX_INVOICES)
    throw serviceError(definitions.tooManyForCoretax, undefined, {
      count: rows.length,
      max: MAX_CORETAX_INVOICES,
    });
  const sellerTin = await sellerTinOf(rows, () => account.settings(caller));
  if ('month' in selection && rows.length === 0)
    throw serviceError(definitions.emptyCoretaxMonth, undefined, { month: selection.month });
  const ids = rows.map((row) => row.id);
  const [lines, luxury] = await Promise.all([
    linesOf(db, 'SALES_INVOICE', ids),
    rupiahLuxuryTaxes(db, ids),
  ]);
  const invoices = rows.map((row) =>
    coretaxInvoice(row, lines.get(row.id) ?? [], { regions, luxury }),
  );
  return coretaxXml(sellerTin, invoices);
}

/**
 * The one NPWP the invoices were issued under: each names the seller it was
 * issued by (its snapshot, as its PDF does); a selection of none asks whether
 * the company could name itself in a file at all. Refused when an invoice was
 * issued without one, the company has none, or the invoices name two.
 */
async function sellerTinOf(
  rows: readonly Pick<ChosenRow, 'seller' | 'number' | 'has_faktur' | 'seller_had_npwp'>[],
  settings: () => ReturnType<AccountClient['settings']>,
): Promise<string> {
  const sellers = rows.length > 0 ? rows.map((row) => row.seller) : [(await settings()).seller];
  const unnamed = rows.filter((row) => leftOutFor(row) === 'SELLER_WITHOUT_NPWP');
  if (unnamed.length > 0)
    throw serviceError(definitions.issuedWithoutSellerTaxNumber, undefined, {
      numbers: unnamed.map((row) => row.number ?? '').join(', '),
    });
  const tins = new Set(
    sellers.map((seller) => (seller?.taxNumber ? npwp16(seller.taxNumber) : null)),
  );
  if (tins.has(null)) throw serviceError(definitions.sellerTaxNumber);
  if (tins.size > 1) throw serviceError(definitions.sellerTaxNumbersDiffer);
  return [...tins][0]!;
}

type ChosenRow = Awaited<ReturnType<typeof chosenInvoices>>[number];

/**
 * One issued invoice as its faktur: its buyer as issued, its lines' figures,
 * and for a sale without PPN reported under code 07 or 08 its facility and
 * the PPN not collected or exempt, figured as a line with PPN figures it
 * (11/12 of the base, 12%), as Odoo's test_efaktur_xml_trx_07 expects.
 */
function coretaxInvoice(
  row: ChosenRow,
  lines: readonly StoredLine[],
  { regions, luxury }: { regions: RegionService; luxury: Map<string, string | null> },
): CoretaxInvoice {
  // Numbered is issued, and an issued invoice keeps its buyer (migrations/0034).
  const buyer = row.buyer!;
  const taxNumber = buyer.taxNumber && npwp16(buyer.taxNumber) ? buyer.taxNumber : null;
  if (!taxNumber && !buyer.nik)
    throw serviceError(definitions.buyerWithoutTaxId, undefined, {
      number: row.number ?? '',
      name: buyer.name,
    });
  const facility = fakturFacilityOf(row);
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
    ...(facility && {
      trxCode: facility.trxCode,
      addInfo: facility.addInfo,
      facilityStamp: facility.facilityStamp,
      customDoc: facility.customDoc ?? '',
      customDocMonth: facility.customDocMonth ?? '',
    }),
    lines: lines.map((line) => {
      // The e-Faktur's Price is without PPN, also for a price written with PPN in it.
      const net = { ...line, unitPrice: line.netUnitPrice };
      // An invoice in USD or SGD is written in rupiah at the kurs pajak it was issued at (PP 44/2022 art. 21),
      // its PPnBM as issuing figured it in rupiah and kept on the line (tax-rate.ts).
      const rupiah = row.tax_rate ? rupiahCoretaxLine(net, row.tax_rate) : null;
      const money = rupiah
        ? { ...rupiah, luxuryTax: keptLuxuryTax(luxury, row.id, line.position) }
        : net;
      return {
        name: line.product,
        kind: line.kind,
        unit: line.unit,
        unitPrice: money.unitPrice,
        quantity: line.quantity,
        discount: money.discount,
        taxBase: money.taxBase,
        ...(facility
          ? taxFiguresOf(money.taxBase, 'PPN')
          : { otherTaxBase: money.otherTaxBase, vatRate: line.vatRate, vat: money.vat }),
        luxuryRate: line.luxuryRate ?? '0',
        luxuryTax: money.luxuryTax,
      };
    }),
  };
}

/** The rupiah PPnBM issuing kept on each line of the invoices `ids` (migrations/0055), by `invoiceId:position`. */
async function rupiahLuxuryTaxes(
  db: Kysely<InvoicingDatabase>,
  ids: readonly string[],
): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('document_lines')
    .select(['document_id', 'position', 'idr_luxury_tax'])
    .where('document_type', '=', 'SALES_INVOICE')
    .where('document_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [`${row.document_id}:${row.position}`, row.idr_luxury_tax]));
}

/**
 * A foreign invoice's line's rupiah PPnBM as issuing kept it. Every line of
 * an invoice issued with a kurs pajak has one (written in the issuing
 * transaction; those issued before were back-filled by migrations/0055), so
 * a missing one is a fault, never figured again here.
 */
function keptLuxuryTax(luxury: Map<string, string | null>, invoiceId: string, position: number) {
  const kept = luxury.get(`${invoiceId}:${position}`);
  if (kept === null || kept === undefined)
    throw new Error(`Line ${position} of invoice ${invoiceId} keeps no rupiah PPnBM.`);
  return kept;
}

/**
 * Why an issued invoice gets no faktur, or null when it gets one: `NO_PPN`,
 * without PPN and naming no facility; `SELLER_WITHOUT_NPWP`, issued while
 * the company had no NPWP (migrations/0055). A company without an NPWP is no
 * PKP, and a faktur pajak is made only by a PKP: UU 8/1983 on PPN as amended,
 * art. 14 (1) forbids anyone not a PKP to make one, and art. 14 (2) makes one
 * who does anyway pay the PPN written on it to the state
 * (https://www.pajakonline.com/larangan-membuat-faktur-pajak/). So we
 * make none for such an invoice (the PPN it billed stays as billed: the spec
 * sets no other treatment), whatever the company profile says now.
 */
function leftOutFor(row: {
  has_faktur: boolean;
  seller_had_npwp: boolean | null;
}): CoretaxMonthResponse['withoutFaktur'][number]['reason'] | null {
  if (!row.has_faktur) return 'NO_PPN';
  return row.seller_had_npwp === true ? null : 'SELLER_WITHOUT_NPWP';
}

/** The organisation's invoices an e-Faktur file may hold: issued or paid (a draft, one waiting or one cancelled never). */
function issuedInvoices(db: Kysely<InvoicingDatabase>, organizationId: string) {
  return db
    .selectFrom('sales_invoices as i')
    .where('i.organization_id', '=', organizationId)
    .where('i.status', 'in', ['ISSUED', 'PAID']);
}

/**
 * The organisation's issued (or paid) invoices the selection names, in
 * number order, with the seller and buyer each keeps, the facility each
 * names, and whether each needs a faktur: a month's those that do.
 */
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
    'i.faktur_code',
    'i.faktur_add_info',
    'i.faktur_custom_doc',
    'i.faktur_custom_doc_month',
    hasFaktur.as('has_faktur'),
    'i.seller_had_npwp',
    'i.tax_rate',
  ]);
  if ('month' in selection) {
    const [from, to] = monthBounds(selection.month);
    chosen = chosen
      .where('i.invoice_date', '>=', from)
      .where('i.invoice_date', '<', to)
      .where(hasFaktur)
      .where('i.seller_had_npwp', 'is', true);
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
  if (!month) return { latestMonth, month, invoiceCount: 0, withoutFaktur: [] };
  const [from, to] = monthBounds(month);
  const issued = await issuedInvoices(db, auth.org)
    .select(['i.id', 'i.number', hasFaktur.as('has_faktur'), 'i.seller_had_npwp'])
    .where('i.invoice_date', '>=', from)
    .where('i.invoice_date', '<', to)
    .orderBy('i.number')
    .execute();
  return {
    latestMonth,
    month,
    invoiceCount: issued.filter((row) => leftOutFor(row) === null).length,
    withoutFaktur: issued.flatMap((row) => {
      const reason = leftOutFor(row);
      return reason ? [{ id: row.id, number: row.number ?? '', reason }] : [];
    }),
  };
}
