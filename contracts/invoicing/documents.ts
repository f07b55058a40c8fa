import { Type } from 'typebox';

/**
 * The documents of the receivables cycle, which share one kernel in the
 * invoicing service (services/invoicing/documents/): lines and totals
 * (formats/document-totals.ts), a number given when the document is issued,
 * a lifecycle, revisions and comments.
 */
export const DOCUMENT_TYPES = [
  'SALES_ORDER',
  'PURCHASE_ORDER',
  'GOODS_RECEIPT',
  'SALES_INVOICE',
  'CREDIT_MEMO',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DocumentType = Type.Union(
  DOCUMENT_TYPES.map((type) => Type.Literal(type)),
  {
    description:
      'SALES_ORDER, PURCHASE_ORDER, GOODS_RECEIPT (against a sales or purchase order), SALES_INVOICE or CREDIT_MEMO.',
  },
);

/**
 * What a document's number starts with unless the organisation's settings say
 * otherwise (the Orders settings hold the invoice's and the sales order's).
 */
export const DEFAULT_NUMBER_PREFIXES: Record<DocumentType, string> = {
  SALES_ORDER: 'SO/',
  PURCHASE_ORDER: 'PO/',
  GOODS_RECEIPT: 'GR/',
  SALES_INVOICE: 'INV/',
  CREDIT_MEMO: 'CM/',
};
