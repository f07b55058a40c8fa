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

/** As DJP writes one: digits, with dots or dashes between them (`04002500123456789`, `040.002-25.12345678`). */
const TAX_NUMBER = /^[0-9][0-9.-]{0,38}[0-9]$/;

/**
 * Records on an issued (or paid) invoice the tax invoice number DJP's
 * Coretax assigned it once the e-Faktur file was imported; a number names one
 * invoice of the organisation (held by a unique index too, for two records at
 * once). Needs `invoices:manage`. Recording another number later corrects
 * it, with the revision saying what it was.
 */
export async function recordTaxNumber(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  id: string,
  body: TaxInvoiceNumberBody,
): Promise<void> {
  requirePermission(auth, 'invoices:manage');
  const taxNumber = body.taxInvoiceNumber.trim();
  if (!TAX_NUMBER.test(taxNumber)) throw errors.taxNumberFormat();
  const taken = (number: string | null) =>
    serviceError(definitions.taxNumberTaken, undefined, { number: number ?? '' });
  try {
    await db.transaction().execute(async (trx) => {
      const invoice = await lockInvoice(trx, auth.org, id);
      if (!invoice) throw errors.notFound();
      if (invoice.status !== 'ISSUED' && invoice.status !== 'PAID')
        throw errors.taxNumberNotIssued();
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
