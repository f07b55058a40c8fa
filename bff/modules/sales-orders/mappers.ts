/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  SalesOrder: '../../../contracts/invoicing/sales-orders.js#SalesOrderResponse',
  SalesOrderConnection: '../../../contracts/invoicing/sales-orders.js#SalesOrderListResponse',
  DocumentLine: './upstream.js#DocumentLineRecord',
  DocumentTotals: './upstream.js#DocumentTotalsRecord',
  DocumentRevision: '../../../contracts/invoicing/documents.js#DocumentRevisionResponse',
};
