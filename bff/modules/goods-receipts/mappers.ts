/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  GoodsReceipt: '../../../contracts/invoicing/goods-receipts.js#GoodsReceiptResponse',
  GoodsReceiptUpdate: '../../events.js#DomainEvent',
};
