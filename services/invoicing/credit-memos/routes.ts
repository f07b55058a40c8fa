import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreditMemoApplyBody,
  CreditMemoCreateBody,
  CreditMemoDraftBody,
  CreditMemoListQuery,
  CreditMemoListResponse,
  CreditMemoResponse,
  IdParams,
} from '../../../contracts/invoicing/credit-memos.js';
import { routeDocs, type RoutesApp } from '../../kit/route-docs.js';
import { onBehalfOf } from '../../kit/server.js';
import { CREDIT_MEMO_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';
import { moveRoutes } from '../documents/move-routes.js';
import { documentRoutes, draftEditRoute } from '../documents/document-routes.js';
import type { CreditMemoService } from './service.js';

const doc = routeDocs('credit memos', 400, 401, 403, 404, 409);

export const creditMemoRoutes: FastifyPluginAsyncTypebox<{
  creditMemos: CreditMemoService;
}> = async (app, { creditMemos }) => {
  documentRoutes(app, {
    path: '/credit-memos',
    doc,
    response: CreditMemoResponse,
    documents: creditMemos,
    list: {
      summary: 'Credit memos, newest first (needs credit-memos:read)',
      description:
        'Filtered by status, buyer, or an invoice they are written against or applied to.',
      query: CreditMemoListQuery,
      response: CreditMemoListResponse,
    },
    reads: {
      batch: 'Credit memos by id (repeat `ids`); other organisations’ ids are left out',
      get: 'One credit memo, with its applications',
      revisions: 'The memo’s revision history, newest first',
    },
    create: {
      summary:
        'Write a credit memo against an issued invoice, and apply it (needs credit-memos:manage)',
      description:
        'Numbered `CM/2026/11/0001`. A DRAFT when `draft` is true (submitted later with `POST /credit-memos/:id/submit`; it changes no balance until then). PENDING_APPROVAL when the Orders settings require approval (`creditMemoApprovalRequired`): it then takes nothing off any invoice until approved, and the applications are checked and kept to be made then. At most what the invoice it is written against has left to pay, less what the open memos written against it have still to apply (U-INV-CM-13). Applied at once to the invoices in `applications` (the buyer’s issued invoices in its currency), never more than each has left (U-INV-CM-9) nor, together, than the memo (U-INV-CM-10); all or nothing.',
      body: CreditMemoCreateBody,
    },
  });

  draftEditRoute(app, {
    path: '/credit-memos',
    doc,
    response: CreditMemoResponse,
    body: CreditMemoDraftBody,
    summary: 'Edit a draft credit memo (needs credit-memos:manage)',
    description:
      'Its reason, amount or returned lines, each left out to keep it, checked as at writing: the amount what the returned lines come to when it returns goods (U-INV-CM-22), at most what its invoice has left to credit (U-INV-CM-13), each returned line at most what is left to return after the submitted memos (U-INV-CM-21), the applications asked for at writing within it (U-INV-CM-10). On the `version` it was read at (U-INV-CM-31); only a draft (U-INV-CM-30). One revision names what changed; all or nothing; an edit that changes nothing writes nothing.',
    edit: (auth, onBehalf, id, body) => creditMemos.reviseDraft(auth, onBehalf, id, body),
  });

  app.post(
    '/credit-memos/:id/apply',
    {
      schema: doc(
        'Apply what is left of an open memo to more invoices (needs credit-memos:manage)',
        {
          description:
            'The same rules as at writing; all or nothing. Applied in full, the memo is APPLIED.',
          params: IdParams,
          body: CreditMemoApplyBody,
          response: { 200: CreditMemoResponse },
        },
      ),
    },
    async (request) =>
      creditMemos.apply(request.auth, onBehalfOf(request), request.params.id, request.body),
  );

  app.get(
    '/credit-memos/:id/nota-retur',
    {
      schema: {
        summary:
          'The goods a memo returns as the nota retur states them, a CSV file (text/csv; needs credit-memos:read)',
        description:
          'One record per returned line: the nota retur’s number and date (the memo’s), the faktur pajak’s number and date, the buyer’s and the seller’s name, address and NPWP as the invoice named them at issue, and per good its name, quantity and unit, unit price, DPP, DPP nilai lain, PPN rate and PPN returned (PMK 81/2024 article 288(3)). DJP publishes no import layout for it: the buyer makes the nota retur in Coretax. A memo of an amount only answers the header alone; a memo on an invoice issued while the company had no NPWP is refused, as that invoice has no faktur pajak (U-INV-CM-32); another organisation’s memo is not found (U-INV-CM-1).',
        tags: ['credit memos'],
        params: IdParams,
      },
    },
    async (request, reply) => {
      const file = await creditMemos.notaRetur(request.auth, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );

  memoMoveRoutes(app, creditMemos);
};

/** A memo's moves as its lifecycle declares them: POST /credit-memos/:id/<action>. */
function memoMoveRoutes(app: RoutesApp, creditMemos: CreditMemoService): void {
  moveRoutes(app, {
    path: '/credit-memos',
    lifecycle: CREDIT_MEMO_LIFECYCLE,
    doc,
    response: CreditMemoResponse,
    docs: {
      submit: {
        summary: 'Submit a draft memo',
        description:
          'It goes where a new memo would: PENDING_APPROVAL when the Orders settings require approval, else OPEN and applied as writing an open memo applies it. Under its invoice’s lock, what the invoice has left to credit (U-INV-CM-13) and each returned line what it has left to return (U-INV-CM-21) are counted again, with the memos submitted meanwhile. Only a draft is submitted (U-INV-DOC-9).',
      },
      approve: {
        summary: 'Approve a memo waiting for approval',
        description:
          'Not by its author (nor their API keys) unless the company’s controls allow self-approval (U-INV-DOC-18). Approved, it is OPEN and applied as writing an open memo applies it, in the same transaction: what its invoice has left to credit is counted again (U-INV-CM-13) and the applications asked for at writing are checked again and made (U-INV-CM-7 to 10). Only a memo waiting for approval is approved (U-INV-DOC-9).',
      },
      reject: {
        summary: 'Reject a memo waiting for approval, with a reason',
        description:
          'It took nothing off any invoice; rejected, it changes no more (U-INV-DOC-9). A reason of 1 to 500 characters (U-INV-DOC-10).',
      },
      cancel: {
        summary: 'Cancel a memo with a reason',
        description:
          'A draft, a memo waiting for approval, open or applied. Its applications go: each invoice has back what the memo took off it. A cancelled memo changes no more (U-INV-DOC-9).',
      },
    },
    move: (request, id, action, body) =>
      creditMemos.move(request.auth, onBehalfOf(request), id, action, body),
  });
}
