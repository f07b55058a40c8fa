import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  invoicePaymentErrors,
  InvoicePaymentFileResponse,
  InvoicePaymentResponse,
  PaymentFileParams,
} from '../../../contracts/invoicing/invoice-payments.js';
import {
  acceptDocumentBodies,
  downloadRoute,
  uploadOf,
  type UploadRequest,
} from '../../kit/document-files.js';
import { errorsOf } from '../../kit/errors.js';
import { created, routeDocs } from '../../kit/route-docs.js';
import type { InvoicePaymentFileService } from './files.js';
import type { InvoicePaymentService } from './service.js';

const doc = routeDocs('invoice payments', 400, 401, 403, 404, 409, 413, 415);
const errors = errorsOf(invoicePaymentErrors);

const UPLOAD =
  'The raw file as the body, its name in `X-File-Name` (URI-encoded): PDF, JPG or PNG judged from its content (U-INV-PAY-25), at most 10 MB (U-INV-PAY-26).';

/** The file a request uploads, its name and its bytes (the content type parser hands them over unread). */
const fileOf = (request: UploadRequest) => uploadOf(request, errors.fileType);

type FileRouteOptions = {
  files: InvoicePaymentFileService;
  invoicePayments: InvoicePaymentService;
};

/** A payment's proofs: added, removed, downloaded. */
const proofRoutes: FastifyPluginAsyncTypebox<FileRouteOptions> = async (
  app,
  { files, invoicePayments },
) => {
  app.post(
    '/invoice-payments/:id/proofs',
    {
      schema: doc('Add a proof to a payment not cancelled (needs invoice-payments:manage)', {
        description: `${UPLOAD} At most 10 proofs a payment (U-INV-PAY-27); a cancelled payment’s change no more (U-INV-PAY-14).`,
        params: IdParams,
        response: { 201: InvoicePaymentFileResponse },
      }),
    },
    async (request, reply) =>
      created(reply, files.addProof(request.auth, request.params.id, fileOf(request))),
  );

  app.delete(
    '/invoice-payments/:id/proofs/:fileId',
    {
      schema: doc('Remove a proof of a payment not cancelled (needs invoice-payments:manage)', {
        params: PaymentFileParams,
        response: { 200: InvoicePaymentResponse },
      }),
    },
    async (request) => {
      await files.removeProof(request.auth, request.params.id, request.params.fileId);
      return invoicePayments.get(request.auth, request.params.id);
    },
  );

  downloadRoute(
    app,
    '/invoice-payments/:id/proofs/:fileId/file',
    doc,
    {
      summary: 'A proof’s file, as an attachment (needs invoice-payments:read)',
      params: PaymentFileParams,
    },
    (auth, { id, fileId }) => files.proofFile(auth, id, fileId),
  );
};

/** A withholding's slip file: added (in place of the one it had) and downloaded. */
const slipFileRoutes: FastifyPluginAsyncTypebox<FileRouteOptions> = async (app, { files }) => {
  app.post(
    '/invoice-withholdings/:id/slip-file',
    {
      schema: doc(
        'Add the slip’s file to a withholding whose slip is received (needs invoice-payments:manage)',
        {
          description: `${UPLOAD} It replaces the file the withholding had; one awaiting its slip, or cancelled, is refused (U-INV-PAY-29).`,
          params: IdParams,
          response: { 201: InvoicePaymentFileResponse },
        },
      ),
    },
    async (request, reply) =>
      created(reply, files.addSlipFile(request.auth, request.params.id, fileOf(request))),
  );

  downloadRoute(
    app,
    '/invoice-withholdings/:id/slip-file/:fileId',
    doc,
    {
      summary: 'A withholding slip’s file, as an attachment (needs invoice-payments:read)',
      params: PaymentFileParams,
    },
    (auth, { id, fileId }) => files.slipFile(auth, id, fileId),
  );
};

/** A payment's proofs and a withholding's slip file: adding, removing, downloading. */
export const invoicePaymentFileRoutes: FastifyPluginAsyncTypebox<FileRouteOptions> = async (
  app,
  options,
) => {
  acceptDocumentBodies(app);
  await proofRoutes(app, options);
  await slipFileRoutes(app, options);
};
