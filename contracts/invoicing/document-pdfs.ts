import { defineErrors } from '../common/errors.js';

/**
 * The refusals of a document's PDF (an invoice's, for its buyer's link or for
 * staff; a receipt's; a statement's) while printing is limited: renders per
 * link or invoice and per client address in a window, and a bounded queue of
 * renders per invoicing instance. Each is 429 with Retry-After, the seconds
 * also in `retryAfter`: nothing was printed, and the same request later is
 * answered. A render whose worker thread died under it (U-INV-PDF-4) is 503
 * with Retry-After: the instance has started another, and the same request
 * again is printed.
 */
export const documentPdfErrors = defineErrors({
  documentBusy: {
    status: 429,
    code: 'U-INV-PDF-1',
    message:
      'This invoice’s PDF was printed many times in a short while. Try again in {retryAfter} seconds.',
  },
  addressBusy: {
    status: 429,
    code: 'U-INV-PDF-2',
    message:
      'Many PDFs were printed for this address in a short while. Try again in {retryAfter} seconds.',
  },
  printerBusy: {
    status: 429,
    code: 'U-INV-PDF-3',
    message: 'Many PDFs are being printed right now. Try again in {retryAfter} seconds.',
  },
  printerFailed: {
    status: 503,
    code: 'U-INV-PDF-4',
    message: 'The PDF could not be printed this time. Try again in a moment.',
  },
});
