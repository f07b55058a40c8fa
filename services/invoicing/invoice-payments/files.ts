/** The files behind receivables: a payment's proofs and a withholding's slip, stored while checked, read back, removed. */

import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import {
  invoicePaymentErrors as definitions,
  MAX_PAYMENT_PROOFS,
  PAYMENT_FILE_MAX_BYTES,
  type InvoicePaymentFileResponse,
} from '../../../contracts/invoicing/invoice-payments.js';
import { describeActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import {
  putDocument,
  recordedOrDeleted,
  type StoredDocument,
  type Upload,
} from '../../kit/document-files.js';
import { errorsOf } from '../../kit/errors.js';
import type { FileStorage } from '../../kit/storage.js';
import type { InvoicingDatabase } from '../db-types.js';
import { fileResponse } from './file-records.js';
import { findPayments, lockPayment } from './repository.js';
import { publishPayment, recordPaymentChange } from './log.js';
import { lockWithholding, logWithholding, publishInvoiceChanged } from './withholdings.js';

const errors = errorsOf(definitions);

/** Where the files are kept in the service's storage. */
const STORAGE_PREFIX = 'invoice-payment-files';

/**
 * Proofs of payments and withholding slips: PDF, JPG or PNG judged by their
 * bytes, at most `PAYMENT_FILE_MAX_BYTES`, as a customer's documents. A
 * payment's proofs change while it is not cancelled; a withholding's slip
 * file is added (or replaced) once its slip is received. Reading needs
 * `invoice-payments:read`, changing `invoice-payments:manage`; another
 * organisation's payment, withholding or file is not found. The database
 * holds the same rules (migrations/0028-baseline, payment files).
 */
export class InvoicePaymentFileService {
  constructor(
    private readonly db: Kysely<InvoicingDatabase>,
    private readonly storage: FileStorage,
  ) {}

  /** Adds a proof to a payment that is not cancelled, up to `MAX_PAYMENT_PROOFS`. */
  async addProof(
    auth: AccessClaims,
    paymentId: string,
    upload: Upload,
  ): Promise<InvoicePaymentFileResponse> {
    await refusedUnread(upload.source, async () => {
      requirePermission(auth, 'invoice-payments:manage');
      const [payment] = await findPayments(this.db, auth.org, [paymentId]);
      if (!payment) throw errors.notFound();
      if (payment.status === 'CANCELLED') throw errors.cancelled();
    });
    const stored = await this.put(upload);
    return recordedOrDeleted(this.storage, stored.key, () =>
      this.db.transaction().execute(async (trx) => {
        const payment = await lockPayment(trx, auth.org, paymentId);
        if (!payment) throw errors.notFound();
        if (payment.status === 'CANCELLED') throw errors.cancelled();
        const { n } = await trx
          .selectFrom('invoice_payment_files')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('payment_id', '=', paymentId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= MAX_PAYMENT_PROOFS) throw errors.tooManyProofs();
        const row = await trx
          .insertInto('invoice_payment_files')
          .values({ ...this.fileValues(auth, stored), payment_id: paymentId })
          .returningAll()
          .executeTakeFirstOrThrow();
        const changes = [{ field: 'proofs', before: null, after: stored.fileName }];
        await recordPaymentChange(trx, auth.org, auth, paymentId, {
          revision: 'add-proof',
          description: describeActivity('INVOICE_PAYMENT_PROOF_ADDED', {
            number: payment.number,
            file: stored.fileName,
          }),
          changes,
        });
        await publishPayment(trx, auth.org, paymentId, 'PROOF_ADDED', []);
        return fileResponse(row);
      }),
    );
  }

  /** Removes one proof of a payment that is not cancelled; its bytes go once that is recorded. */
  async removeProof(auth: AccessClaims, paymentId: string, fileId: string): Promise<void> {
    requirePermission(auth, 'invoice-payments:manage');
    const key = await this.db.transaction().execute(async (trx) => {
      const payment = await lockPayment(trx, auth.org, paymentId);
      if (!payment) throw errors.notFound();
      if (payment.status === 'CANCELLED') throw errors.cancelled();
      const row = await trx
        .deleteFrom('invoice_payment_files')
        .where('payment_id', '=', paymentId)
        .where('id', '=', fileId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw errors.fileNotFound();
      const changes = [{ field: 'proofs', before: row.file_name, after: null }];
      await recordPaymentChange(trx, auth.org, auth, paymentId, {
        revision: 'remove-proof',
        description: describeActivity('INVOICE_PAYMENT_PROOF_REMOVED', {
          number: payment.number,
          file: row.file_name,
        }),
        changes,
      });
      await publishPayment(trx, auth.org, paymentId, 'PROOF_REMOVED', []);
      return row.storage_key;
    });
    await this.storage.delete(key);
  }

  /**
   * Adds the slip's file to a withholding whose slip is received, replacing
   * the one it had (whose bytes go once that is recorded).
   */
  async addSlipFile(
    auth: AccessClaims,
    withholdingId: string,
    upload: Upload,
  ): Promise<InvoicePaymentFileResponse> {
    await refusedUnread(upload.source, async () => {
      requirePermission(auth, 'invoice-payments:manage');
      const withholding = await this.db
        .selectFrom('invoice_withholdings')
        .select('status')
        .where('organization_id', '=', auth.org)
        .where('id', '=', withholdingId)
        .executeTakeFirst();
      if (!withholding) throw errors.withholdingNotFound();
      if (withholding.status !== 'RECEIVED') throw errors.slipNotReceived();
    });
    const stored = await this.put(upload);
    const { file, replaced } = await recordedOrDeleted(this.storage, stored.key, () =>
      this.db.transaction().execute(async (trx) => {
        const locked = await lockWithholding(trx, auth.org, withholdingId);
        if (!locked) throw errors.withholdingNotFound();
        if (locked.row.status !== 'RECEIVED') throw errors.slipNotReceived();
        const old = await trx
          .deleteFrom('invoice_payment_files')
          .where('withholding_id', '=', withholdingId)
          .returning('storage_key')
          .executeTakeFirst();
        const row = await trx
          .insertInto('invoice_payment_files')
          .values({ ...this.fileValues(auth, stored), withholding_id: withholdingId })
          .returningAll()
          .executeTakeFirstOrThrow();
        await logWithholding(
          trx,
          auth,
          locked.row.sales_invoice_id,
          describeActivity('INVOICE_WITHHOLDING_SLIP_FILE_ADDED', {
            invoice: locked.number,
            slip: locked.row.slip_number ?? '',
            file: stored.fileName,
          }),
        );
        await publishInvoiceChanged(
          trx,
          auth.org,
          locked.row.sales_invoice_id,
          'WITHHOLDING_SLIP_FILE',
        );
        return { file: fileResponse(row), replaced: old?.storage_key ?? null };
      }),
    );
    if (replaced) await this.storage.delete(replaced);
    return file;
  }

  /** A payment's proof, its bytes streamed; needs `invoice-payments:read`. */
  async proofFile(auth: AccessClaims, paymentId: string, fileId: string) {
    return this.fileOf(auth, 'payment_id', paymentId, fileId);
  }

  /** A withholding's slip file, its bytes streamed; needs `invoice-payments:read`. */
  async slipFile(auth: AccessClaims, withholdingId: string, fileId: string) {
    return this.fileOf(auth, 'withholding_id', withholdingId, fileId);
  }

  /** One file of a payment or a withholding (`owner` names which) and its bytes; another organisation's is not found. */
  private async fileOf(
    auth: AccessClaims,
    owner: 'payment_id' | 'withholding_id',
    ownerId: string,
    fileId: string,
  ) {
    requirePermission(auth, 'invoice-payments:read');
    const row = await this.db
      .selectFrom('invoice_payment_files')
      .selectAll()
      .where('organization_id', '=', auth.org)
      .where(owner, '=', ownerId)
      .where('id', '=', fileId)
      .executeTakeFirst();
    if (!row) throw errors.fileNotFound();
    return { file: fileResponse(row), stream: this.storage.get(row.storage_key) };
  }

  /** Streams a file into storage, checked as it arrives; a refusal keeps nothing. */
  private put(upload: Upload): Promise<StoredDocument> {
    return putDocument(this.storage, STORAGE_PREFIX, upload, {
      maxBytes: PAYMENT_FILE_MAX_BYTES,
      refusals: {
        fileName: () => errors.fileName(),
        wrongType: () => errors.fileType(),
        tooLarge: () => errors.fileTooLarge(),
      },
    });
  }

  private fileValues(auth: AccessClaims, stored: StoredDocument) {
    return {
      organization_id: auth.org,
      file_name: stored.fileName,
      content_type: stored.contentType,
      size: stored.size,
      sha256: stored.sha256,
      storage_key: stored.key,
      uploaded_by: auth.sub,
    };
  }
}

/**
 * Runs the checks made before a file is read; when one refuses, the file is
 * drained unread so the connection stays usable for the refusal's answer.
 */
async function refusedUnread(source: Readable, checks: () => Promise<void>): Promise<void> {
  try {
    await checks();
  } catch (error) {
    source.resume();
    throw error;
  }
}
