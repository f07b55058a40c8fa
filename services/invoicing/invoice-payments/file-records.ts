import type { Selectable } from 'kysely';
import type { InvoicePaymentFileResponse } from '../../../contracts/invoicing/invoice-payments.js';
import type { InvoicePaymentFiles } from '../db-types.js';
import type { Db } from '../db.js';

export type PaymentFileRow = Selectable<InvoicePaymentFiles>;

/** A proof's or slip's file as the API answers it. */
export function fileResponse(row: PaymentFileRow): InvoicePaymentFileResponse {
  return {
    id: row.id,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size,
    sha256: row.sha256,
    uploadedAt: row.uploaded_at.toISOString(),
    uploadedBy: row.uploaded_by,
  };
}

/**
 * The files of these payments (their proofs) and withholdings (their slips),
 * oldest first, each under the id of what it belongs to. The ids are the
 * caller's organisation's: it read them so.
 */
export async function filesOf(
  db: Db,
  by: { paymentIds?: readonly string[]; withholdingIds?: readonly string[] },
): Promise<Map<string, InvoicePaymentFileResponse[]>> {
  const paymentIds = by.paymentIds ?? [];
  const withholdingIds = by.withholdingIds ?? [];
  const byOwner = new Map<string, InvoicePaymentFileResponse[]>();
  if (paymentIds.length === 0 && withholdingIds.length === 0) return byOwner;
  const rows = await db
    .selectFrom('invoice_payment_files')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(paymentIds.length ? [eb('payment_id', 'in', [...paymentIds])] : []),
        ...(withholdingIds.length ? [eb('withholding_id', 'in', [...withholdingIds])] : []),
      ]),
    )
    .orderBy('uploaded_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const owner = (row.payment_id ?? row.withholding_id)!;
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), fileResponse(row)]);
  }
  return byOwner;
}
