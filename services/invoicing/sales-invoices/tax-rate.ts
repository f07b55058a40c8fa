import type { Transaction } from 'kysely';
import {
  TAX_RATE_MANUAL,
  type TaxRateCurrency,
} from '../../../contracts/invoicing/tax-exchange-rates.js';
import { rupiahTaxFigures } from '../../../formats/tax-conversion.js';
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
 * (formats/tax-conversion.ts, per line). No rate for that week refuses the
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
    .select(['tax_base', 'tax_code'])
    .where('organization_id', '=', organizationId)
    .where('document_type', '=', 'SALES_INVOICE')
    .where('document_id', '=', invoice.id)
    .orderBy('position')
    .execute();
  const rupiah = rupiahTaxFigures(
    lines.map((line) => ({ taxBase: line.tax_base, taxCode: line.tax_code })),
    rate.rate,
  );
  return {
    tax_rate: rate.rate,
    tax_rate_source: rate.kmk_number ?? TAX_RATE_MANUAL,
    tax_rate_valid_from: rate.valid_from,
    idr_tax_base: rupiah.taxBase,
    idr_other_tax_base: rupiah.otherTaxBase,
    idr_vat: rupiah.vat,
  };
}
