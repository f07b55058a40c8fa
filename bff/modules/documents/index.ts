import type { Resolvers } from '../../__generated__/resolvers-types.js';
import {
  documentErrors,
  type CommentedDocumentPath,
} from '../../../contracts/invoicing/documents.js';
import type { Context } from '../../context.js';
import { userErrorOf, withUserErrors } from '../../errors.js';
import { fromGlobalId, idOfType } from '../../global-id.js';
import { defineModule } from '../module.js';
import { documentsRules } from './rules.js';
import { moneyIn as money } from './records.js';
import { DocumentsApi } from './upstream.js';

const NOT_FOUND = userErrorOf(documentErrors.documentNotFound, 'documentId');
const MENTION_NOT_MEMBER = userErrorOf(documentErrors.mentionNotMember, 'mentionIds');

/** The route segment of a commented document's kind, by the GraphQL type its global id names. */
const PATH_OF_TYPE: Record<string, CommentedDocumentPath> = {
  SalesOrder: 'sales-orders',
  PurchaseOrder: 'purchase-orders',
  SalesInvoice: 'sales-invoices',
  GoodsReceipt: 'goods-receipts',
  CreditMemo: 'credit-memos',
};

/** The document a comment was added to, as its node, for the kinds a page shows a conversation of. */
async function documentNode(context: Context, type: string, id: string) {
  if (type === 'SalesOrder') {
    const order = await context.loaders.salesOrder.load(id);
    return order ? { ...order, __typename: 'SalesOrder' as const } : null;
  }
  if (type === 'PurchaseOrder') {
    const order = await context.loaders.purchaseOrder.load(id);
    return order ? { ...order, __typename: 'PurchaseOrder' as const } : null;
  }
  if (type === 'SalesInvoice') {
    const invoice = await context.loaders.salesInvoice.load(id);
    return invoice ? { ...invoice, __typename: 'SalesInvoice' as const } : null;
  }
  return null;
}

/** A document's conversation for a viewer who may read it (the service refuses others; the field is then empty). */
async function commentsOf(context: Context, path: CommentedDocumentPath, id: string) {
  const result = await withUserErrors(() =>
    context.api.documents.comments(context.caller, path, id),
  );
  return result.ok ? result.value : [];
}

const resolvers: Resolvers = {
  // A sales order names its buyer, a purchase order its supplier.
  Order: {
    __resolveType: (order) => ('supplier' in order ? 'PurchaseOrder' : 'SalesOrder'),
  },
  DocumentLine: {
    unitPrice: (line) => money(line, line.unitPrice),
    netUnitPrice: (line) => money(line, line.netUnitPrice),
    amount: (line) => money(line, line.amount),
    discount: (line) => money(line, line.discount),
    taxBase: (line) => money(line, line.taxBase),
    otherTaxBase: (line) => money(line, line.otherTaxBase),
    vat: (line) => money(line, line.vat),
    luxuryTax: (line) => money(line, line.luxuryTax),
    total: (line) => money(line, line.total),
  },
  DocumentTotals: {
    subtotal: (totals) => money(totals, totals.subtotal),
    documentDiscount: (totals) => money(totals, totals.documentDiscount),
    discount: (totals) => money(totals, totals.discount),
    taxBase: (totals) => money(totals, totals.taxBase),
    otherTaxBase: (totals) => money(totals, totals.otherTaxBase),
    vat: (totals) => money(totals, totals.vat),
    luxuryTax: (totals) => money(totals, totals.luxuryTax),
    grandTotal: (totals) => money(totals, totals.grandTotal),
  },
  DocumentRevision: {
    actor: (revision, _args, context) =>
      revision.actorId ? context.loaders.user.load(revision.actorId) : null,
  },
  DocumentComment: {
    author: (comment, _args, context) => context.loaders.user.load(comment.authorId),
    mentions: async (comment, _args, context) =>
      (await context.loaders.user.loadMany(comment.mentions)).filter(
        (user): user is Exclude<typeof user, Error | null> =>
          user !== null && !(user instanceof Error),
      ),
  },
  SalesOrder: {
    comments: (order, _args, context) => commentsOf(context, 'sales-orders', order.id),
  },
  PurchaseOrder: {
    comments: (order, _args, context) => commentsOf(context, 'purchase-orders', order.id),
  },
  SalesInvoice: {
    comments: (invoice, _args, context) => commentsOf(context, 'sales-invoices', invoice.id),
  },
  Mutation: {
    documentCommentAdd: async (_root, { input }, context) => {
      const decoded = fromGlobalId(input.documentId);
      const path = decoded ? PATH_OF_TYPE[decoded.type] : undefined;
      if (!decoded || !path) return { comment: null, document: null, userErrors: [NOT_FOUND] };
      const mentions = (input.mentionIds ?? []).map((id) => idOfType(id, 'User'));
      if (mentions.some((id) => !id))
        return { comment: null, document: null, userErrors: [MENTION_NOT_MEMBER] };
      const result = await withUserErrors(() =>
        context.api.documents.addComment(context.caller, path, decoded.id, {
          body: input.body,
          mentions: mentions as string[],
        }),
      );
      if (!result.ok)
        return {
          comment: null,
          document: null,
          userErrors: result.userErrors.map((error) =>
            error.code === documentErrors.documentNotFound.code
              ? { ...error, field: 'documentId' }
              : error.field === 'mentions'
                ? { ...error, field: 'mentionIds' }
                : error,
          ),
        };
      return {
        comment: result.value,
        document: await documentNode(context, decoded.type, decoded.id),
        userErrors: [],
      };
    },
  },
};

/**
 * What every invoicing document shares in the schema (the documents' kernel):
 * its lines with their figures, its totals and its revision history, and the
 * line a form writes, and the conversation on a document. A document's module resolves its `lines` and `totals`
 * with its currency added (./records.ts).
 */
export const documentsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers,
  upstream: (clients) => new DocumentsApi(clients.invoicing),
  rules: documentsRules,
});
