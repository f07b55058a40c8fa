import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from 'typebox';
import type { AccessClaims } from '../../kit/auth.js';
import { created, routeDocs, type RoutesApp } from '../../kit/route-docs.js';
import type { OnBehalfOf } from '../../kit/service-client.js';
import { recordWriteRoutes } from '../../kit/write-routes.js';
import { onBehalfOf } from '../../kit/server.js';
import {
  ApprovalRuleBody,
  ApprovalRuleListResponse,
  ApprovalRuleReorderBody,
  ApprovalRuleResponse,
  IdParams,
  PaymentActionResponse,
  PaymentApproveBody,
  PaymentBatchQuery,
  PaymentBatchResponse,
  PaymentCreateBody,
  PaymentExportActionResponse,
  PaymentExportBody,
  PaymentExportResponse,
  PaymentIdsBody,
  PaymentListQuery,
  PaymentListResponse,
  PaymentCreateResponse,
  PaymentOrderResponse,
  PaymentReasonBody,
  PaymentResendBody,
  PaymentUpdateBody,
} from '../../../contracts/treasury/payments.js';
import type { ApprovalRuleService } from './approval-rules.js';
import type { PaymentExportService } from './manual-export.js';
import type { PaymentService } from './service.js';

/** What the payment routes are given: the orders' service and the manual exports'. */
type PaymentRouteOptions = { payments: PaymentService; exports: PaymentExportService };

const doc = routeDocs('payments', 400, 401, 403, 404, 409);
const ruleDoc = routeDocs('approval-rules', 400, 401, 403, 404, 409);

const BY_KIND = 'Payments need the payments: permission, transfers the transfers: one.';
const BULK =
  'Each order is acted on in its own transaction: `results` holds, in the order asked, each order as it now stands or why it was refused.';

/** Reading orders: a page of one kind, a batch by id, one order. */
const paymentReadRoutes: FastifyPluginAsyncTypebox<PaymentRouteOptions> = async (
  app,
  { payments },
) => {
  app.get(
    '/payment-orders',
    {
      schema: doc(
        'A page of one kind’s orders, newest first (needs payments:read or transfers:read)',
        {
          description:
            'Keyset pagination with `first` and `after`. `statuses` (repeat for several) picks a tab; archived orders only with `archived=true`. Sorted by `sort` (CREATED_AT, PAYMENT_DATE, AMOUNT, BENEFICIARY, STATUS; CREATED_AT by default) in `sortDirection` (DESC by default); a cursor continues only the sort it came from. `totals` adds up the amounts of every order the filters keep, per currency.',
          querystring: PaymentListQuery,
          response: { 200: PaymentListResponse },
        },
      ),
    },
    async (request) => payments.list(request.auth, request.query),
  );

  app.get(
    '/payment-orders/batch',
    {
      schema: doc(
        'Orders by id (repeat `ids`); other organisations’ and kinds the caller may not read are left out',
        { querystring: PaymentBatchQuery, response: { 200: PaymentBatchResponse } },
      ),
    },
    async (request) => ({ items: await payments.findByIds(request.auth, request.query.ids) }),
  );

  app.get(
    '/payment-orders/:id',
    { schema: doc('One order', { params: IdParams, response: { 200: PaymentOrderResponse } }) },
    async (request) => payments.get(request.auth, request.params.id),
  );
};

/** Making and changing an order that still needs approval. */
const paymentEditRoutes: FastifyPluginAsyncTypebox<PaymentRouteOptions> = async (
  app,
  { payments },
) => {
  app.post(
    '/payment-orders',
    {
      schema: doc('Make a payment or a transfer; it needs approval', {
        description: `Refused while the company’s controls switch the kind off. The approval rule it meets is fixed on it. \`warnings\` tells when it would take its source account below its available balance (latest balance minus Scheduled and In Progress orders), or that the account has no known balance; with the control \`balanceShortfallRefused\` on, such a shortfall is refused (U-TRSY-BAL-1) instead. ${BY_KIND} (create)`,
        body: PaymentCreateBody,
        response: { 201: PaymentCreateResponse },
      }),
    },
    async (request, reply) =>
      created(reply, payments.create(request.auth, onBehalfOf(request), request.body)),
  );

  app.put(
    '/payment-orders/:id',
    {
      schema: doc('Change an order that still needs approval', {
        description: `Every field again; the kind cannot change. Approvals given so far are withdrawn. ${BY_KIND} (create)`,
        params: IdParams,
        body: PaymentUpdateBody,
        response: { 200: PaymentOrderResponse },
      }),
    },
    async (request) =>
      payments.update(request.auth, onBehalfOf(request), request.params.id, request.body),
  );
};

/**
 * Registers `POST /payment-orders/<action>`: a decision on the orders `body`
 * names, each in its own transaction, documented with what every such
 * decision shares (`BULK`, and the action of the order's kind it needs);
 * `decide` runs it for the request's caller.
 */
function decisionRoute<Body extends TSchema>(
  app: RoutesApp,
  action: string,
  route: { summary: string; description?: string; needs: string; body: Body },
  decide: (
    auth: AccessClaims,
    caller: OnBehalfOf,
    body: Static<Body>,
  ) => Promise<PaymentActionResponse>,
): void {
  // Checked above against the body's schema; the route below is typed for any schema.
  const checked: {
    decide(auth: AccessClaims, caller: OnBehalfOf, body: unknown): Promise<unknown>;
  } = { decide };
  const description = [route.description, BULK, `${BY_KIND} (${route.needs})`];
  app.post(
    `/payment-orders/${action}`,
    {
      schema: doc(route.summary, {
        description: description.filter((part) => part !== undefined).join(' '),
        body: route.body,
        response: { 200: PaymentActionResponse },
      }),
    },
    async (request) => checked.decide(request.auth, onBehalfOf(request), request.body),
  );
}

/** Deciding on orders in bulk: approving, resending, rejecting, cancelling, archiving. */
const paymentDecisionRoutes: FastifyPluginAsyncTypebox<PaymentRouteOptions> = async (
  app,
  { payments },
) => {
  decisionRoute(
    app,
    'approve',
    {
      summary:
        'Approve orders, each in the version the approver reviewed, with a code of the caller’s authenticator app',
      description:
        "`versions` gives each order's version as reviewed, at its id's place; an order changed since is refused (U-TRSY-TRF-50) and nothing of it moves. Nobody who made or changed an order approves it, unless the company's self-approval control allows it. The code is checked once for them all (an API key cannot approve), and wrong codes count towards the member's lock as wrong sign-ins do. The approval that completes an order sends it now, or Scheduled on its date. Each result’s `warnings` tells when the order would take its source account below its available balance (refused with U-TRSY-BAL-1 when the company’s controls say so).",
      needs: 'approve',
      body: PaymentApproveBody,
    },
    (auth, caller, { ids, versions, code }) => payments.approve(auth, caller, ids, versions, code),
  );
  decisionRoute(
    app,
    'resend',
    {
      summary: 'Send failed orders again, with a code of the caller’s authenticator app',
      description:
        'Each goes back In Progress; its next attempt reaches the bank under a reference of its own.',
      needs: 'approve',
      body: PaymentResendBody,
    },
    (auth, caller, { ids, code }) => payments.resend(auth, caller, ids, code),
  );
  decisionRoute(
    app,
    'reject',
    {
      summary: 'Reject orders that need approval, with a reason',
      needs: 'approve',
      body: PaymentReasonBody,
    },
    (auth, caller, { ids, reason }) => payments.reject(auth, caller, ids, reason),
  );
  decisionRoute(
    app,
    'cancel',
    {
      summary: 'Cancel orders not yet sent (Needs Approval or Scheduled), with a reason',
      needs: 'cancel',
      body: PaymentReasonBody,
    },
    (auth, caller, { ids, reason }) => payments.cancel(auth, caller, ids, reason),
  );
  decisionRoute(
    app,
    'archive',
    {
      summary: 'Archive orders that have ended (Sent, Failed, Cancelled, Rejected)',
      needs: 'archive',
      body: PaymentIdsBody,
    },
    (auth, caller, { ids }) => payments.archive(auth, caller, ids),
  );
};

/** Sending approved orders by hand: the export, and the export and its file read back. */
const paymentExportRoutes: FastifyPluginAsyncTypebox<PaymentRouteOptions> = async (
  app,
  { exports },
) => {
  app.post(
    '/payment-orders/export',
    {
      schema: doc(
        'Export approved orders to send them by hand, with a code of the caller’s authenticator app',
        {
          description: `Scheduled or Failed orders of one kind leave sending through the bank’s API and wait In Progress until a statement transaction explains them (then Sent) or they are cancelled; the file lists them for the bank’s own portal (\`GET /payment-exports/{id}/file\`). Refused orders are left as they were; \`export\` is null when none could go. ${BY_KIND} (approve)`,
          body: PaymentExportBody,
          response: { 200: PaymentExportActionResponse },
        },
      ),
    },
    async (request) =>
      exports.export(
        request.auth,
        onBehalfOf(request),
        request.body.kind,
        request.body.ids,
        request.body.code,
      ),
  );

  app.get(
    '/payment-exports/:id',
    {
      schema: doc('A manual export', {
        params: IdParams,
        response: { 200: PaymentExportResponse },
      }),
    },
    async (request) => exports.get(request.auth, request.params.id),
  );

  app.get(
    '/payment-exports/:id/file',
    {
      schema: {
        summary: 'A manual export’s file (text/csv): its orders as they stand now',
        tags: ['payments'],
        params: IdParams,
      },
    },
    async (request, reply) => {
      const { fileName, text } = await exports.file(request.auth, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(text);
    },
  );
};

/** Payments and transfers (`/payment-orders`) and their manual exports (`/payment-exports`). */
export const paymentRoutes: FastifyPluginAsyncTypebox<PaymentRouteOptions> = async (
  app,
  options,
) => {
  await paymentReadRoutes(app, options);
  await paymentEditRoutes(app, options);
  await paymentDecisionRoutes(app, options);
  await paymentExportRoutes(app, options);
};

/** The approval rules payments and transfers follow (`/approval-rules`), read with settings:read and changed with settings:manage. */
export const approvalRuleRoutes: FastifyPluginAsyncTypebox<{
  approvalRules: ApprovalRuleService;
}> = async (app, { approvalRules }) => {
  app.get(
    '/approval-rules',
    {
      schema: ruleDoc('The approval rules in priority order (needs settings:read)', {
        response: { 200: ApprovalRuleListResponse },
      }),
    },
    async (request) => approvalRules.list(request.auth),
  );

  recordWriteRoutes(
    app,
    '/approval-rules',
    ruleDoc,
    {
      create: {
        summary: 'Add an approval rule, tried after the others (needs settings:manage)',
        body: ApprovalRuleBody,
        response: ApprovalRuleResponse,
      },
      update: {
        method: 'PUT',
        summary: 'Change an approval rule (needs settings:manage)',
        body: ApprovalRuleBody,
        response: ApprovalRuleResponse,
      },
      remove: {
        summary: 'Delete an approval rule; those after it move up (needs settings:manage)',
      },
    },
    approvalRules,
  );

  app.put(
    '/approval-rules/order',
    {
      schema: ruleDoc('Put the approval rules in a new order (needs settings:manage)', {
        body: ApprovalRuleReorderBody,
        response: { 200: ApprovalRuleListResponse },
      }),
    },
    async (request) => approvalRules.reorder(request.auth, request.body.ruleIds),
  );
};
