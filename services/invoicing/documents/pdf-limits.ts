import type { Kysely } from 'kysely';
import { documentPdfErrors } from '../../../contracts/invoicing/document-pdfs.js';
import { envInt } from '../../../platform/env.js';
import { releaseAttempt, takeAttempt } from '../../kit/attempt-counters.js';
import { addressKey } from '../../kit/client-address.js';
import { serviceError } from '../../kit/errors.js';
import type { InvoicingDatabase } from '../db-types.js';

export type PdfRenderLimits = {
  /** Renders of one document (a buyer's link, or an invoice for staff) within the window (default 10). */
  perDocument: number;
  /** Renders asked for from one client address within the window (default 60). */
  perAddress: number;
  /** The window, in seconds (default 60). */
  windowSeconds: number;
};

export function readPdfRenderLimits(): PdfRenderLimits {
  return {
    perDocument: envInt('PDF_RENDERS_PER_DOCUMENT', 10, { min: 1, max: 100_000 }),
    perAddress: envInt('PDF_RENDERS_PER_ADDRESS', 60, { min: 1, max: 100_000 }),
    windowSeconds: envInt('PDF_RENDER_WINDOW_SECONDS', 60, { min: 1, max: 86_400 }),
  };
}

/**
 * How often a document's PDF may be printed on request: per document and
 * per client address in a window, counted in the service's
 * `attempt_counters` before anything is read or printed (one atomic
 * statement each, so parallel requests on any number of instances are
 * weighed one after another). A refusal is 429 with Retry-After
 * (U-INV-PDF-1 for the document, U-INV-PDF-2 for the address) and takes
 * nothing from the other count. What is admitted still waits its turn in the
 * instance's bounded queue of render threads (`PdfRenderer`, ./pdf-renderer.ts).
 */
export class PdfRenders {
  constructor(
    private readonly db: Kysely<InvoicingDatabase>,
    readonly limits: PdfRenderLimits,
  ) {}

  /**
   * Takes one render of `document` for the address, or refuses: a buyer's
   * link is `link:<token hash>`, a staff member's invoice
   * `invoice:<organisation>:<id>` (another organisation asking for the id
   * takes nothing of its count).
   */
  async admit(document: string, ip: string | null): Promise<void> {
    const { perDocument, perAddress, windowSeconds } = this.limits;
    const documentKey = `pdf:${document}`;
    const ofDocument = await takeAttempt(this.db, documentKey, perDocument, windowSeconds);
    if (ofDocument.attempts > perDocument) {
      await releaseAttempt(this.db, documentKey);
      throw serviceError(documentPdfErrors.documentBusy, undefined, {
        retryAfter: ofDocument.retryAfterSeconds,
      });
    }
    if (!ip) return;
    const address = `pdf:address:${addressKey(ip)}`;
    const ofAddress = await takeAttempt(this.db, address, perAddress, windowSeconds);
    if (ofAddress.attempts > perAddress) {
      await Promise.all([releaseAttempt(this.db, address), releaseAttempt(this.db, documentKey)]);
      throw serviceError(documentPdfErrors.addressBusy, undefined, {
        retryAfter: ofAddress.retryAfterSeconds,
      });
    }
  }
}
