import { sql, type Transaction } from 'kysely';
import { fromCents, toCents } from '../../../formats/cents.js';
import { taxFiguresOf, type TaxCode } from '../../../formats/document-totals.js';
import {
  TAX_RATE_MANUAL,
  type TaxRateCurrency,
} from '../../../contracts/invoicing/tax-exchange-rates.js';
import { rupiahTaxFigures, type RupiahLine } from '../../../formats/tax-conversion.js';
import { serviceError } from '../../kit/errors.js';
import type { InvoicingDatabase } from '../db-types.js';
import { rateForTaxDate } from '../tax-exchange-rates/repository.js';
import { kmkWeekOf } from '../tax-exchange-rates/values.js';
import { salesInvoiceDefinitions } from './errors.js';

/**
 * What issuing an invoice in a foreign currency writes of the kurs pajak:
 * the rate of the week its invoice date (its tax date) falls in, read under
 * a share lock in the issuing transaction (which holds the invoice's lock),
 * where the rate came from, and the invoice's tax figures in rupiah
 * (formats/tax-conversion.ts, per line), its PPnBM too (kept on each line). No rate for that week refuses the
 * issue (U-INV-SI-35, naming the currency and the week) and nothing is
 * written. An invoice in rupiah writes nothing of it.
 */
export async function taxConversionAtIssue(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  invoice: { id: string; currency: string; invoice_date: string },
) {
  if (invoice.currency === 'IDR') return {};
  const rate = await rateForTaxDate(
    trx,
    organizationId,
    invoice.currency as TaxRateCurrency,
    invoice.invoice_date,
  );
  if (!rate) {
    const week = kmkWeekOf(invoice.invoice_date);
    throw serviceError(salesInvoiceDefinitions.noTaxRate, undefined, {
      currency: invoice.currency,
      date: invoice.invoice_date,
      ...week,
    });
  }
  const lines = await trx
    .selectFrom('document_lines')
    .select(['id', 'tax_base', 'tax_code', 'luxury_rate'])
    .where('organization_id', '=', organizationId)
    .where('document_type', '=', 'SALES_INVOICE')
    .where('document_id', '=', invoice.id)
    .orderBy('position')
    .execute();
  const rupiah = rupiahTaxFigures(
    lines.map((line) => ({ taxBase: line.tax_base, taxCode: line.tax_code })),
    rate.rate,
  );
  const luxuryTaxes = await writeRupiahLuxuryTaxes(trx, lines, rupiah.lines);
  return {
    tax_rate: rate.rate,
    tax_rate_source: rate.kmk_number ?? TAX_RATE_MANUAL,
    tax_rate_valid_from: rate.valid_from,
    idr_tax_base: rupiah.taxBase,
    idr_other_tax_base: rupiah.otherTaxBase,
    idr_vat: rupiah.vat,
    idr_luxury_tax: fromCents(luxuryTaxes.reduce((sum, tax) => sum + toCents(tax), 0n)),
  };
}

/**
 * Writes on each line of a foreign invoice being issued its PPnBM in rupiah:
 * the line's rupiah tax base (`rupiah`, in the lines' order) taxed at its
 * PPnBM rate by the documents' own rule (formats/document-totals.ts
 * `taxFiguresOf`), so that the e-Faktur's `STLG` reads what issuing figured
 * rather than figuring it again. One statement for all the lines.
 */
async function writeRupiahLuxuryTaxes(
  trx: Transaction<InvoicingDatabase>,
  lines: readonly { id: string; tax_code: string; luxury_rate: number | null }[],
  rupiah: readonly RupiahLine[],
): Promise<string[]> {
  const taxes = lines.map(
    (line, index) =>
      taxFiguresOf(
        rupiah[index]!.taxBase,
        line.tax_code as TaxCode,
        line.luxury_rate === null ? null : String(line.luxury_rate),
      ).luxuryTax,
  );
  if (lines.length > 0)
    await sql`update document_lines l set idr_luxury_tax = v.tax
      from unnest(${lines.map((line) => line.id)}::uuid[], ${taxes}::numeric[]) as v(id, tax)
      where l.id = v.id`.execute(trx);
  return taxes;
}
