import type { Kysely } from 'kysely';
import type { InvoiceFakturBody } from '../../../contracts/invoicing/sales-invoices.js';
import { isCoretaxFacility } from '../../../formats/coretax-facilities.js';
import { changesBetween } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { serviceError } from '../../kit/errors.js';
import type { InvoicingDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import { linesOf } from '../documents/lines.js';
import { writeDraftRevision } from './changes.js';
import { salesInvoiceDefinitions as definitions, salesInvoiceErrors as errors } from './errors.js';
import { lockInvoice } from './repository.js';

/**
 * Refuses a faktur of code 07 or 08 (`code`, when the invoice names one) for
 * an invoice with lines that carry PPN, naming them: those codes report a
 * sale whose PPN is not collected or is exempt (PER-03/PJ/2022, kept by
 * PER-11/PJ/2025; Odoo refuses a 07/08 invoice whose tax is not 0: "must
 * always have tax amount 0").
 */
export async function refuseFacilityWithPpn(
  db: Db,
  invoiceId: string,
  code: string | null,
): Promise<void> {
  if (!code) return;
  const lines = (await linesOf(db, 'SALES_INVOICE', [invoiceId])).get(invoiceId) ?? [];
  const taxed = lines.filter((line) => line.taxCode !== 'NO_PPN').map((line) => line.position);
  if (taxed.length > 0)
    throw serviceError(definitions.facilityWithPpn, 'facility', { lines: taxed.join(', ') });
}

/**
 * Chooses how a draft invoice without PPN is reported to Coretax, on the
 * version it was read at, under its lock: a faktur of code 07 or 08 with the
 * facility of Coretax's list for that code (and the document it rests on,
 * and that document's month), or none. Refused once submitted, when it
 * changed meanwhile, and for an invoice whose lines carry PPN; what changed
 * is its revision, activity entry and `REVISED` event, and a choice that
 * changes nothing writes nothing.
 */
export async function chooseFaktur(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  id: string,
  body: InvoiceFakturBody,
): Promise<void> {
  requirePermission(auth, 'invoices:manage');
  const { facility } = body;
  if (facility && !isCoretaxFacility(facility.trxCode, facility.addInfo))
    throw serviceError(definitions.facilityUnknown, undefined, { trxCode: facility.trxCode });
  const customDoc = facility?.customDoc?.trim() || null;
  if (facility?.customDocMonth && !customDoc) throw errors.customDocMonthAlone();
  await db.transaction().execute(async (trx) => {
    const invoice = await lockInvoice(trx, auth.org, id);
    if (!invoice) throw errors.notFound();
    if (invoice.status !== 'DRAFT') throw errors.notDraft();
    if (invoice.version !== body.version) throw errors.versionConflict();
    await refuseFacilityWithPpn(trx, invoice.id, facility?.trxCode ?? null);
    const was = {
      fakturCode: invoice.faktur_code,
      fakturAddInfo: invoice.faktur_add_info,
      fakturCustomDoc: invoice.faktur_custom_doc,
      fakturCustomDocMonth: invoice.faktur_custom_doc_month,
    };
    const next = {
      fakturCode: facility?.trxCode ?? null,
      fakturAddInfo: facility?.addInfo ?? null,
      fakturCustomDoc: customDoc,
      fakturCustomDocMonth: (customDoc && facility?.customDocMonth) || null,
    };
    const changes = changesBetween(was, next, [
      'fakturCode',
      'fakturAddInfo',
      'fakturCustomDoc',
      'fakturCustomDocMonth',
    ]);
    if (changes.length === 0) return;
    await writeDraftRevision(
      trx,
      auth,
      invoice,
      {
        faktur_code: next.fakturCode,
        faktur_add_info: next.fakturAddInfo,
        faktur_custom_doc: next.fakturCustomDoc,
        faktur_custom_doc_month: next.fakturCustomDocMonth,
      },
      changes,
    );
  });
}
