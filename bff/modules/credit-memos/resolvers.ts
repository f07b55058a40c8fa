import {
  creditMemoErrors,
  type CreditApplicationInput as ApplicationBody,
  type CreditMemoResponse,
} from '../../../contracts/invoicing/credit-memos.js';
import type {
  CreditApplicationInput,
  CreditMemoAction,
  Resolvers,
} from '../../__generated__/resolvers-types.js';
import { checkPageSize, EMPTY_PAGE } from '../../connections.js';
import type { Context } from '../../context.js';
import { namingField, userErrorOf, withUserErrors } from '../../errors.js';
import { idOfType, toGlobalId } from '../../global-id.js';
import { can, requirePermission } from '../../guards.js';
import { movedDocument } from '../documents/moves.js';
import { moneyIn as money } from '../documents/records.js';
import { withoutNulls } from '../../upstream/fields.js';
import { eventUpdates } from '../../subscriptions.js';

const NOT_FOUND = userErrorOf(creditMemoErrors.notFound, 'creditMemoId');
const INVOICE_NOT_FOUND = userErrorOf(creditMemoErrors.invoiceNotFound, 'invoiceId');
const REFUSED = { creditMemo: null } as const;

/** The service's "not found" of a memo names no field; the inputs call it `creditMemoId`. */
const withIdField = namingField(creditMemoErrors.notFound.code, 'creditMemoId');

/** The applications with the invoices' service ids; null when one names no SalesInvoice (refused as not found). */
function applicationsOf(inputs: readonly CreditApplicationInput[]): ApplicationBody[] | null {
  const applications = inputs.map((input) => ({
    invoiceId: idOfType(input.invoiceId, 'SalesInvoice'),
    amount: input.amount,
  }));
  return applications.every((application): application is ApplicationBody =>
    Boolean(application.invoiceId),
  )
    ? applications
    : null;
}

/** Keeps the answer, and drops what the change made stale: the invoices it names read again when asked. */
function remember(context: Context, memo: CreditMemoResponse): void {
  context.loaders.creditMemo.prime(memo.id, memo);
  context.loaders.salesInvoice.clear(memo.invoice.id);
  for (const application of memo.applications)
    context.loaders.salesInvoice.clear(application.invoice.id);
}

/** A move of a memo (contracts/invoicing/lifecycles.ts): its answer, or the refusal with its field. */
const moved = (
  context: Context,
  creditMemoId: string,
  move: (id: string) => Promise<CreditMemoResponse>,
) =>
  movedDocument(
    'creditMemo',
    { type: 'CreditMemo', field: 'creditMemoId', notFound: creditMemoErrors.notFound },
    creditMemoId,
    move,
    (memo) => remember(context, memo),
  );

/** Runs a memo mutation, answering its payload: the memo, or the refusals. */
async function payload(context: Context, change: () => Promise<CreditMemoResponse>) {
  const result = await withUserErrors(change);
  if (!result.ok) return { ...REFUSED, userErrors: result.userErrors.map(withIdField) };
  remember(context, result.value);
  return { creditMemo: result.value, userErrors: [] };
}

/** Credit memos: the list, write, apply and cancel, the node, and an invoice's applications. */
export const creditMemoResolvers: Resolvers = {
  Query: {
    creditMemos: async (_root, args, context) => {
      requirePermission(context, 'credit-memos:read');
      checkPageSize('first', args.first);
      const { first, after, status } = args;
      const customerId = args.customerId ? idOfType(args.customerId, 'Customer') : undefined;
      const invoiceId = args.invoiceId ? idOfType(args.invoiceId, 'SalesInvoice') : undefined;
      const salesOrderId = args.salesOrderId
        ? idOfType(args.salesOrderId, 'SalesOrder')
        : undefined;
      // Another type's id names no buyer, invoice or order: no memos.
      if (customerId === null || invoiceId === null || salesOrderId === null) return EMPTY_PAGE;
      const page = await context.api.creditMemos.list(
        context.caller,
        { first, after },
        withoutNulls({ status, customerId, invoiceId, salesOrderId }),
      );
      for (const { node } of page.items) context.loaders.creditMemo.prime(node.id, node);
      return page;
    },
  },
  Mutation: {
    creditMemoCreate: async (_root, { input }, context) => {
      const invoiceId = idOfType(input.invoiceId, 'SalesInvoice');
      const applications = applicationsOf(input.applications ?? []);
      if (!invoiceId || !applications) return { ...REFUSED, userErrors: [INVOICE_NOT_FOUND] };
      return payload(context, () =>
        context.api.creditMemos.create(context.caller, {
          invoiceId,
          memoDate: input.memoDate,
          reason: input.reason,
          applications,
          ...withoutNulls({ amount: input.amount, returns: input.returns, draft: input.draft }),
        }),
      );
    },
    creditMemoApply: async (_root, { input }, context) => {
      const id = idOfType(input.creditMemoId, 'CreditMemo');
      if (!id) return { ...REFUSED, userErrors: [NOT_FOUND] };
      const applications = applicationsOf(input.applications);
      if (!applications) return { ...REFUSED, userErrors: [INVOICE_NOT_FOUND] };
      return payload(context, () =>
        context.api.creditMemos.apply(context.caller, id, { applications }),
      );
    },
    creditMemoEditDraft: (_root, { input }, context) => {
      // The fields left out (or null) keep their value.
      const { creditMemoId, version, ...fields } = input;
      return moved(context, creditMemoId, (id) =>
        context.api.creditMemos.editDraft(context.caller, id, { version, ...withoutNulls(fields) }),
      );
    },
    creditMemoSubmit: (_root, { input }, context) =>
      moved(context, input.creditMemoId, (id) =>
        context.api.creditMemos.submit(context.caller, id),
      ),
    creditMemoApprove: (_root, { input }, context) =>
      moved(context, input.creditMemoId, (id) =>
        context.api.creditMemos.decide(context.caller, id, 'approve'),
      ),
    creditMemoReject: (_root, { input }, context) =>
      moved(context, input.creditMemoId, (id) =>
        context.api.creditMemos.decide(context.caller, id, 'reject', input.reason),
      ),
    creditMemoCancel: (_root, { input }, context) =>
      moved(context, input.creditMemoId, (id) =>
        context.api.creditMemos.cancel(context.caller, id, input.reason),
      ),
  },
  Subscription: {
    creditMemoUpdated: eventUpdates('credit-memo.changed', 'credit-memos:read'),
  },
  CreditMemoUpdate: {
    creditMemo: (event, _args, context) => context.loaders.creditMemo.load(event.subjectId),
  },
  SalesOrder: {
    creditMemos: async (order, _args, context) => {
      if (!can(context, 'credit-memos:read')) return [];
      const memos: CreditMemoResponse[] = [];
      let after: string | undefined;
      // An order's memos are few; every page of them, 100 at a time.
      for (;;) {
        const page = await context.api.creditMemos.list(
          context.caller,
          { first: 100, after },
          { salesOrderId: order.id },
        );
        for (const { node } of page.items) {
          context.loaders.creditMemo.prime(node.id, node);
          memos.push(node);
        }
        if (!page.pageInfo.hasNextPage) return memos;
        after = page.pageInfo.endCursor ?? undefined;
      }
    },
  },
  SalesInvoice: {
    creditApplications: async (invoice, _args, context) => {
      if (!can(context, 'credit-memos:read')) return [];
      const { items } = await context.api.creditMemos.list(
        context.caller,
        { first: 100 },
        { invoiceId: invoice.id },
      );
      return items.flatMap(({ node }) => {
        context.loaders.creditMemo.prime(node.id, node);
        return node.applications
          .filter((application) => application.invoice.id === invoice.id)
          .map((application) => ({ ...application, currency: node.currency, memo: node }));
      });
    },
  },
  CreditMemoConnection: {
    edges: (page) => page.items,
  },
  CreditMemo: {
    id: (memo) => toGlobalId('CreditMemo', memo.id),
    customer: (memo, _args, context) =>
      can(context, 'customers:read') ? context.loaders.customer.load(memo.customer.id) : null,
    customerName: (memo) => memo.customer.name,
    customerId: (memo) => toGlobalId('Customer', memo.customer.id),
    invoice: (memo, _args, context) =>
      can(context, 'invoices:read') ? context.loaders.salesInvoice.load(memo.invoice.id) : null,
    invoiceNumber: (memo) => memo.invoice.number,
    amount: (memo) => money(memo, memo.amount),
    appliedAmount: (memo) => money(memo, memo.appliedAmount),
    remainingAmount: (memo) => money(memo, memo.remainingAmount),
    returns: (memo) =>
      memo.returns.map(({ invoiceLine, ...line }) => ({
        invoiceLine,
        line: { ...line, currency: memo.currency },
      })),
    applications: (memo) =>
      memo.applications.map((application) => ({ ...application, currency: memo.currency, memo })),
    actions: (memo) => memo.actions.map((action) => action.toUpperCase() as CreditMemoAction),
    revisions: async (memo, _args, context) =>
      (await context.api.creditMemos.revisions(context.caller, memo.id)).items,
    createdBy: (memo, _args, context) => context.loaders.user.load(memo.createdBy),
    requestedApplications: (memo) =>
      memo.requestedApplications.map((request) => ({
        invoiceId: toGlobalId('SalesInvoice', request.invoice.id),
        invoiceNumber: request.invoice.number,
        amount: money(memo, request.amount),
      })),
    approvedBy: (memo, _args, context) =>
      memo.approval ? context.loaders.user.load(memo.approval.by) : null,
    approvedAt: (memo) => memo.approval?.at ?? null,
  },
  CreditApplication: {
    creditMemo: (application) => application.memo,
    invoiceId: (application) => toGlobalId('SalesInvoice', application.invoice.id),
    invoiceNumber: (application) => application.invoice.number,
    amount: (application) => money(application, application.amount),
    appliedBy: (application, _args, context) => context.loaders.user.load(application.appliedBy),
  },
};
