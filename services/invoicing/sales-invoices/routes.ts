import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Static, TSchema } from 'typebox';
import {
  CoretaxMonthQuery,
  CoretaxMonthResponse,
  CoretaxQuery,
  CoretaxSelectionBody,
  IdParams,
  InvoiceReceivedBody,
  InvoiceShippedBody,
  SalesInvoiceCreateBody,
  SalesInvoiceDraftBody,
  SalesInvoiceListQuery,
  SalesInvoiceListResponse,
  SalesInvoicePdfQuery,
  SalesInvoiceResponse,
  InvoiceApproverBody,
  InvoiceFakturBody,
  InvoicesAwaitingApprovalResponse,
  TaxInvoiceNumberBody,
} from '../../../contracts/invoicing/sales-invoices.js';
import type { AccessClaims } from '../../kit/auth.js';
// A batch's limit, body and answer.
import {
  SALES_INVOICE_BATCH_LIMIT as BATCH_LIMIT,
  SalesInvoiceBatchMoveBody as BatchMoveBody,
  SalesInvoiceBatchResponse as BatchResponse,
} from '../../../contracts/invoicing/sales-invoices.js';
import { routeDocs } from '../../kit/route-docs.js';
import type { OnBehalfOf } from '../../kit/service-client.js';
import { onBehalfOf } from '../../kit/server.js';
import { clientIp } from '../../kit/client-address.js';
import type { PdfRenders } from '../documents/pdf-limits.js';
import { sendRenderedPdf } from '../documents/pdf-reply.js';
import { moveRoutes } from '../documents/move-routes.js';
import { documentRoutes, draftEditRoute } from '../documents/document-routes.js';
import { SALES_INVOICE_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';
import type { SalesInvoiceService } from './service.js';

const doc = routeDocs('sales invoices', 400, 401, 403, 404, 409);

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/**
 * Registers `POST /sales-invoices/:id/<action>`: a change to one invoice from
 * `body`, answering the invoice as it stands after; `change` makes it for the
 * request's caller.
 */
function invoiceChangeRoute<Body extends TSchema>(
  app: App,
  action: string,
  route: { summary: string; description: string; body: Body },
  change: (
    auth: AccessClaims,
    id: string,
    body: Static<Body>,
    caller: OnBehalfOf,
  ) => Promise<SalesInvoiceResponse>,
): void {
  // Checked above against the body's schema; the route below is typed for any schema.
  const checked: {
    change(auth: AccessClaims, id: string, body: unknown, caller: OnBehalfOf): Promise<unknown>;
  } = { change };
  app.post(
    `/sales-invoices/:id/${action}`,
    {
      schema: doc(route.summary, {
        description: route.description,
        params: IdParams,
        body: route.body,
        response: { 200: SalesInvoiceResponse },
      }),
    },
    async (request) =>
      checked.change(request.auth, request.params.id, request.body, onBehalfOf(request)),
  );
}

/**
 * What is recorded of an invoice after it is issued and what is made of it:
 * the month's e-Faktur file, the invoice's PDF for its buyer, DJP's tax
 * invoice number, the paper copy's shipment and receipt.
 */
function invoiceRecordRoutes(app: App, salesInvoices: SalesInvoiceService, pdfRenders: PdfRenders) {
  coretaxRoutes(app, salesInvoices);
  invoicePdfRoute(app, salesInvoices, pdfRenders);

  invoiceChangeRoute(
    app,
    'tax-invoice-number',
    {
      summary:
        'Record the tax invoice number DJP’s Coretax assigned an issued invoice (needs invoices:manage)',
      description:
        'A number names one invoice of the organisation (U-INV-SI-15); recording another later corrects it, the revision keeping what it was. Refused for an invoice issued while the company had no NPWP (`sellerHadNpwp` false): it gets no faktur pajak (U-INV-SI-70).',
      body: TaxInvoiceNumberBody,
    },
    (auth, id, body) => salesInvoices.recordTaxNumber(auth, id, body),
  );
  invoiceChangeRoute(
    app,
    'faktur',
    {
      summary:
        'Choose how a draft invoice without PPN is reported to Coretax (needs invoices:manage)',
      description:
        'A faktur of transaction code 07 (PPN not collected) or 08 (PPN exempt) with its facility from Coretax’s list (U-INV-SI-44), for an invoice whose lines are all without PPN (U-INV-SI-45); or none (`facility: null`), which the e-Faktur file leaves out. On the version the draft was read at (U-INV-SI-30); a draft only (U-INV-SI-29).',
      body: InvoiceFakturBody,
    },
    (auth, id, body) => salesInvoices.chooseFaktur(auth, id, body),
  );
  invoiceChangeRoute(
    app,
    'approver',
    {
      summary: 'Name another approver for a submitted invoice (needs invoices:manage)',
      description:
        'The way on when the approver it names cannot approve it (gone, or its submitter): an active member who may approve invoices (U-INV-SI-19), neither its author nor its submitter (U-INV-SI-24), while it waits for approval (U-INV-SI-23).',
      body: InvoiceApproverBody,
    },
    (auth, id, body, caller) => salesInvoices.changeApprover(auth, caller, id, body),
  );
  invoiceChangeRoute(
    app,
    'delivery/ship',
    {
      summary: 'Mark an issued invoice’s paper copy shipped (needs invoices:manage)',
      description:
        'On a date not before the invoice date, to an address; the copy must be waiting to be shipped (U-INV-SI-16).',
      body: InvoiceShippedBody,
    },
    (auth, id, body) => salesInvoices.moveDelivery(auth, id, { step: 'ship', body }),
  );
  invoiceChangeRoute(
    app,
    'delivery/receive',
    {
      summary: 'Mark an invoice’s paper copy received (needs invoices:manage)',
      description: 'On a date not before it was shipped; it must be shipped (U-INV-SI-16).',
      body: InvoiceReceivedBody,
    },
    (auth, id, body) => salesInvoices.moveDelivery(auth, id, { step: 'receive', body }),
  );
}

/** An e-Faktur file as the answer: XML to download under `fileName`, once `xml` is written (a refusal answers as any error does). */
async function sendEfaktur(reply: FastifyReply, fileName: string, xml: Promise<string>) {
  const file = await xml;
  return reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(file);
}

/** The e-Faktur file of issued invoices for DJP's Coretax: a month's, or the invoices chosen. */
function coretaxRoutes(app: App, salesInvoices: SalesInvoiceService) {
  app.get(
    '/sales-invoices/coretax/month',
    {
      schema: doc(
        'Which month the e-Faktur file is made for, and how many invoices it holds (needs invoices:read)',
        {
          description:
            'The latest month with an invoice issued or paid (by invoice date) of the organisation, and how many issued or paid invoices the file of `month` holds (of that latest month without one): the month the file starts on, and the count to warn of an empty file before it is asked for (U-INV-SI-27).',
          querystring: CoretaxMonthQuery,
          response: { 200: CoretaxMonthResponse },
        },
      ),
    },
    async (request) => salesInvoices.coretaxMonth(request.auth, request.query.month),
  );

  app.get(
    '/sales-invoices/coretax',
    {
      schema: {
        summary:
          'The e-Faktur file (application/xml) of the month’s issued invoices, for DJP’s Coretax (needs invoices:read)',
        description:
          '`TaxInvoiceBulk` as Coretax imports it: one `TaxInvoice` per invoice issued or paid with an invoice date in `month` (our number as `RefDesc`), naming its seller (NPWP as `TIN`, NITKU as `SellerIDTKU`) and its buyer as they were when it was issued, as its PDF does, one `GoodService` per line with its Coretax figures. Leaves out the invoices that get no faktur (`GET /sales-invoices/coretax/month` lists them with why): without PPN and naming no facility, or issued while the company had no NPWP (`sellerHadNpwp` false; no PKP makes a faktur pajak, UU PPN art. 14 (1)). Refused when the seller has no NPWP (U-INV-SI-10), the invoices were issued under different NPWPs (U-INV-SI-25), the month holds more than 1,000 (U-INV-SI-11) or none (U-INV-SI-27), or a buyer has neither NPWP nor NIK (U-INV-SI-12).',
        tags: ['sales invoices'],
        querystring: CoretaxQuery,
      },
    },
    async (request, reply) =>
      sendEfaktur(
        reply,
        `efaktur-${request.query.month}.xml`,
        salesInvoices.coretax(request.auth, onBehalfOf(request), { month: request.query.month }),
      ),
  );

  app.post(
    '/sales-invoices/coretax',
    {
      schema: {
        summary:
          'The e-Faktur file (application/xml) of the issued invoices chosen, for DJP’s Coretax (needs invoices:read)',
        description:
          'As the month’s file, for the invoices `invoiceIds` (1 to 1,000, Coretax’s limit per file), in number order. Refused when one of them is not an issued or paid invoice of the organisation (U-INV-SI-22), the seller has no NPWP (U-INV-SI-10), one was issued before the company profile had one (U-INV-SI-26), they were issued under different NPWPs (U-INV-SI-25), or a buyer has neither NPWP nor NIK (U-INV-SI-12). Writes nothing.',
        tags: ['sales invoices'],
        body: CoretaxSelectionBody,
      },
    },
    async (request, reply) =>
      sendEfaktur(
        reply,
        'efaktur.xml',
        salesInvoices.coretax(request.auth, onBehalfOf(request), {
          invoiceIds: request.body.invoiceIds,
        }),
      ),
  );
}

/** The invoice's PDF for its buyer, its renders limited per invoice and client address. */
function invoicePdfRoute(app: App, salesInvoices: SalesInvoiceService, pdfRenders: PdfRenders) {
  app.get(
    '/sales-invoices/:id/pdf',
    {
      schema: {
        summary:
          'The invoice as a PDF (application/pdf) in English or Indonesian, for its buyer (needs invoices:read)',
        description:
          'The seller (name, address, NPWP) and the buyer (name, address, NPWP, NIK) as they were when the invoice was issued (a draft: the company profile and the customer profile now), the lines with their stored figures, the totals, milestones, what is paid, credited and left, where to pay and the notes; labels, amounts and dates in `language`. A draft (or one waiting for approval) is marked DRAFT on every page, a cancelled one CANCELLED. Named after its number (`INV-2026-11-0001.pdf`), `draft.pdf` before it has one. Renders are limited per invoice and per client address (U-INV-PDF-1, U-INV-PDF-2) and queued per instance (U-INV-PDF-3): 429 with Retry-After. A render whose worker thread died is 503 U-INV-PDF-4 with Retry-After: ask again.',
        tags: ['sales invoices'],
        params: IdParams,
        querystring: SalesInvoicePdfQuery,
      },
    },
    async (request, reply) => {
      await pdfRenders.admit(`invoice:${request.auth.org}:${request.params.id}`, clientIp(request));
      return sendRenderedPdf(request, reply, (...asked) => salesInvoices.pdf(...asked));
    },
  );
}

export const salesInvoiceRoutes: FastifyPluginAsyncTypebox<{
  salesInvoices: SalesInvoiceService;
  pdfRenders: PdfRenders;
}> = async (app, { salesInvoices, pdfRenders }) => {
  documentRoutes(app, {
    path: '/sales-invoices',
    doc,
    response: SalesInvoiceResponse,
    documents: salesInvoices,
    list: {
      summary: 'A page of the organisation’s sales invoices, newest first (needs invoices:read)',
      description:
        'Keyset pagination forward with `first`/`after`; `status`, `customerId` and `salesOrderId` narrow it.',
      query: SalesInvoiceListQuery,
      response: SalesInvoiceListResponse,
    },
    reads: {
      batch: 'Sales invoices by id (repeat `ids`); other organisations’ ids are left out',
      get: 'One sales invoice, with its lines, figures and milestones',
      revisions: 'The invoice’s revision history, newest first',
    },
    create: {
      summary: 'Write a draft invoice for an open sales order (needs invoices:manage)',
      description:
        'Its lines are what is left to invoice of the order lines named in `lines`, or the lines of the goods receipts named in `goodsReceiptIds` (each billed once); never more of an order line than was ordered (U-INV-SI-5). Each line’s figures are computed as Coretax computes them; `milestones` split the grand total by percent (together 100). `approverId` names the one member who may approve it: an active member who may approve invoices (U-INV-SI-19), not the author (U-INV-SI-20). Numbered when approved.',
      body: SalesInvoiceCreateBody,
    },
  });

  draftEditRoute(app, {
    path: '/sales-invoices',
    doc,
    response: SalesInvoiceResponse,
    body: SalesInvoiceDraftBody,
    summary:
      'Edit a draft invoice’s date, payment terms, PO reference, where to pay, notes, lines, discount and milestones, on the version it was read at (needs invoices:manage)',
    description:
      'The fields given change, checked as at writing (U-INV-SI-3); the due date follows. Lines (or receipts, not both: U-INV-SI-9) are given whole and checked and figured as at writing, the draft’s own lines not counted as taken (U-INV-SI-4, U-INV-SI-5, the U-INV-DOC codes); its figures and milestones’ amounts follow. Only a draft is edited (U-INV-SI-29), on its version (U-INV-SI-30); a refusal writes nothing. The revision records each field’s change and each line added, removed or invoiced in another quantity.',
    edit: (auth, _caller, id, body) => salesInvoices.reviseDraft(auth, id, body),
  });

  app.get(
    '/sales-invoices/awaiting-approval',
    {
      schema: doc(
        'The invoices waiting for the caller’s approval, for Home (needs invoices:approve)',
        {
          description:
            'Submitted invoices that name the caller as their approver, or name no one, and that the caller neither wrote nor submitted (they may never approve those): how many, and the ids of the five that have waited longest.',
          response: { 200: InvoicesAwaitingApprovalResponse },
        },
      ),
    },
    async (request) => salesInvoices.awaitingApproval(request.auth),
  );

  invoiceRecordRoutes(app, salesInvoices, pdfRenders);

  app.post(
    '/sales-invoices/batch-moves',
    {
      schema: doc(
        'Submit or approve several invoices at once, all or nothing (needs invoices:manage to submit, invoices:approve to approve)',
        {
          description: `Each invoice passes exactly the checks it passes moved alone (its status, U-INV-DOC-9; four eyes, U-INV-SI-8; its named approver, U-INV-SI-21; one faktur; the kurs pajak of its week, U-INV-SI-35); the first refused answers its own error with \`field\` \`ids.<index>\` and nothing moves. Another organisation's invoice is not found (404, \`ids.<index>\`). 1 to ${BATCH_LIMIT} invoices (U-INV-SI-80). The invoices are locked in id order; those approved are numbered in the order asked, each month's from one update of its counter, with no gap. Answers the invoices as they stand after, in the order asked.`,
          body: BatchMoveBody,
          response: { 200: BatchResponse },
        },
      ),
    },
    async (request) => salesInvoices.moveMany(request.auth, onBehalfOf(request), request.body),
  );

  moveRoutes(app, {
    path: '/sales-invoices',
    lifecycle: SALES_INVOICE_LIFECYCLE,
    doc,
    response: SalesInvoiceResponse,
    docs: {
      submit: { summary: 'Submit a draft invoice for approval', description: FINAL },
      approve: {
        summary:
          'Approve a submitted invoice: it is issued and numbered (`INV/2026/11/0001`); another member than its author and its submitter approves it (U-INV-SI-8), and only its approver when it names one (U-INV-SI-21)',
        description: FINAL,
      },
      return: {
        summary:
          'Return a submitted invoice to draft with a reason, for its writer to correct and submit again; by whoever may approve it (U-INV-SI-8, U-INV-SI-21)',
        description: FINAL,
      },
      cancel: {
        summary: 'Cancel an invoice with a reason; it keeps its number once it has one',
        description: FINAL,
      },
    },
    move: (request, id, action, body) =>
      salesInvoices.move(request.auth, onBehalfOf(request), id, action, body),
  });
};

const FINAL = 'A paid or cancelled invoice changes no more (U-INV-DOC-9).';
