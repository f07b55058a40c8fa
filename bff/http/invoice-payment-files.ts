import {
  invoicePaymentErrors,
  PAYMENT_FILE_MAX_BYTES,
} from '../../contracts/invoicing/invoice-payments.js';
import { idOfType } from '../global-id.js';
import { UUID } from '../upstream/fields.js';
import {
  memberDocumentDownloadRoute,
  memberDocumentUploadRoute,
  type DocumentFileDeps,
} from './document-files.js';
import type { HttpRoute } from './route.js';

const LIMIT = { maxBytes: PAYMENT_FILE_MAX_BYTES, tooLarge: invoicePaymentErrors.fileTooLarge };

/**
 * `POST /api/invoice-payment-proofs?payment=<InvoicePayment global id>`: a
 * member with `invoice-payments:manage` adds a proof to a payment that is not
 * cancelled. The raw file is the body, its name in `X-File-Name`
 * (URI-encoded); the service judges it (PDF, JPG or PNG, at most 10 MB) and
 * answers the file (201) or the refusal.
 */
export function invoicePaymentProofUploadRoute(deps: DocumentFileDeps): HttpRoute {
  return memberDocumentUploadRoute(deps, {
    pathname: '/api/invoice-payment-proofs',
    record: { param: 'payment', idOf: (value) => idOfType(value, 'InvoicePayment') },
    ...LIMIT,
    notFound: invoicePaymentErrors.notFound,
    upstreamPath: (id) => `/invoice-payments/${id}/proofs`,
  });
}

/**
 * `POST /api/invoice-withholding-slips?withholding=<withholding id>`: a member
 * with `invoice-payments:manage` adds the slip's file to a withholding whose
 * slip is received (replacing the file it had), as a proof is added.
 */
export function withholdingSlipUploadRoute(deps: DocumentFileDeps): HttpRoute {
  return memberDocumentUploadRoute(deps, {
    pathname: '/api/invoice-withholding-slips',
    // A withholding's id is the service's own (`InvoiceWithholding.id`).
    record: { param: 'withholding', idOf: (value) => (value && UUID.test(value) ? value : null) },
    ...LIMIT,
    notFound: invoicePaymentErrors.withholdingNotFound,
    upstreamPath: (id) => `/invoice-withholdings/${id}/slip-file`,
  });
}

/** `GET /invoice-payment-proofs/<payment id>/<file id>/download` (`InvoicePaymentFile.downloadUrl`), for `invoice-payments:read`. */
export function invoicePaymentProofDownloadRoute(deps: DocumentFileDeps): HttpRoute {
  return memberDocumentDownloadRoute(deps, {
    prefix: 'invoice-payment-proofs',
    upstreamPath: (paymentId, fileId) => `/invoice-payments/${paymentId}/proofs/${fileId}/file`,
    notFound: invoicePaymentErrors.fileNotFound.message,
  });
}

/** `GET /invoice-withholding-slips/<withholding id>/<file id>/download` (`InvoicePaymentFile.downloadUrl`), for `invoice-payments:read`. */
export function withholdingSlipDownloadRoute(deps: DocumentFileDeps): HttpRoute {
  return memberDocumentDownloadRoute(deps, {
    prefix: 'invoice-withholding-slips',
    upstreamPath: (withholdingId, fileId) =>
      `/invoice-withholdings/${withholdingId}/slip-file/${fileId}`,
    notFound: invoicePaymentErrors.fileNotFound.message,
  });
}
