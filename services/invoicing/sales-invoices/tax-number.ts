import type { Kysely } from 'kysely';
import type { TaxInvoiceNumberBody } from '../../../contracts/invoicing/sales-invoices.js';
import { describeActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { isUniqueViolation } from '../../kit/database.js';
import { serviceError } from '../../kit/errors.js';
import type { InvoicingDatabase } from '../db-types.js';
import { salesInvoiceDefinitions as definitions, salesInvoiceErrors as errors } from './errors.js';
import { recordInvoiceChange } from './changes.js';
import { lockInvoice } from './repository.js';
import { taxInvoiceNumber } from '../../../formats/tax-invoice-number.js';

/**
 * Records on an issued (or paid) invoice the tax invoice number DJP's
 * Coretax assigned it once the e-Faktur file was imported; a number names one
 * invoice of the organisation (held by a unique index too, for two records at
 * once); it is Coretax's 17 digits (formats/tax-invoice-number.ts). Needs
 * `invoices:manage`. Recording another number later corrects it, with the
 * revision saying what it was.
 */
export async function recordTaxNumber(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  id: string,
  body: TaxInvoiceNumberBody,
): Promise<void> {
  requirePermission(auth, 'invoices:manage');
  // Checked as it is written only: a number recorded under the looser rule before stays readable.
  const taxNumber = taxInvoiceNumber(body.taxInvoiceNumber);
  if (!taxNumber) throw errors.taxNumberFormat();
  const taken = (number: string | null) =>
    serviceError(definitions.taxNumberTaken, undefined, { number: number ?? '' });
  try {
    await db.transaction().execute(async (trx) => {
      const invoice = await lockInvoice(trx, auth.org, id);
      if (!invoice) throw errors.notFound();
      if (invoice.status !== 'ISSUED' && invoice.status !== 'PAID')
        throw errors.taxNumberNotIssued();
      // No PKP makes a faktur pajak (UU PPN art. 14 (1)): one issued without the company's NPWP gets no number.
      if (invoice.seller_had_npwp === false)
        throw serviceError(definitions.taxNumberWithoutSellerNpwp, undefined, {
          number: invoice.number ?? '',
        });
      if (invoice.tax_invoice_number === taxNumber) return;
      const holder = await trx
        .selectFrom('sales_invoices')
        .select('number')
        .where('organization_id', '=', auth.org)
        .where('tax_invoice_number', '=', taxNumber)
        .executeTakeFirst();
      if (holder) throw taken(holder.number);
      await trx
        .updateTable('sales_invoices')
        .set({
          tax_invoice_number: taxNumber,
          updated_at: new Date(),
          version: invoice.version + 1,
        })
        .where('id', '=', invoice.id)
        .execute();
      const changes = [
        { field: 'taxInvoiceNumber', before: invoice.tax_invoice_number, after: taxNumber },
      ];
      await recordInvoiceChange(trx, auth, invoice.id, {
        action: 'tax-number',
        changes,
        description: describeActivity('SALES_INVOICE_TAX_NUMBER_RECORDED', {
          number: invoice.number ?? '',
          taxNumber,
        }),
        event: 'TAX_NUMBER',
      });
    });
  } catch (error) {
    // Recorded on another invoice at the same instant: the unique index refused the second.
    if (isUniqueViolation(error, 'sales_invoices_tax_number')) throw taken(null);
    throw error;
  }
}
