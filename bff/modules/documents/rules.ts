import { needsEither, type ModuleRules } from '../module.js';

/** Whoever may read a kind of document may discuss it (services/invoicing/documents/comments.ts checks which). */
export const documentsRules = {
  documentCommentAdd: needsEither(
    'sales-orders:read',
    'purchase-orders:read',
    'invoices:read',
    'credit-memos:read',
  ),
} satisfies ModuleRules;
