import type { Currency, Resolvers } from '../../__generated__/resolvers-types.js';
import { defineModule } from '../module.js';

/** A figure as Money, in its document's currency. */
const money = (owner: { currency: string }, amount: string) => ({
  amount,
  currency: owner.currency as Currency,
});

const resolvers: Resolvers = {
  DocumentLine: {
    unitPrice: (line) => money(line, line.unitPrice),
    amount: (line) => money(line, line.amount),
    discount: (line) => money(line, line.discount),
    taxBase: (line) => money(line, line.taxBase),
    otherTaxBase: (line) => money(line, line.otherTaxBase),
    vat: (line) => money(line, line.vat),
    total: (line) => money(line, line.total),
  },
  DocumentTotals: {
    subtotal: (totals) => money(totals, totals.subtotal),
    documentDiscount: (totals) => money(totals, totals.documentDiscount),
    discount: (totals) => money(totals, totals.discount),
    taxBase: (totals) => money(totals, totals.taxBase),
    otherTaxBase: (totals) => money(totals, totals.otherTaxBase),
    vat: (totals) => money(totals, totals.vat),
    grandTotal: (totals) => money(totals, totals.grandTotal),
  },
  DocumentRevision: {
    actor: (revision, _args, context) => context.loaders.user.load(revision.actorId),
  },
};

/**
 * What every invoicing document shares in the schema (the documents' kernel):
 * its lines with their figures, its totals and its revision history, and the
 * line a form writes. A document's module resolves its `lines` and `totals`
 * with its currency added (./records.ts).
 */
export const documentsModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers,
});
