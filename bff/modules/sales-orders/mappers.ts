/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  SalesOrder: '../../../contracts/invoicing/sales-orders.js#SalesOrderResponse',
  SalesOrderConnection: '../../../contracts/invoicing/sales-orders.js#SalesOrderListResponse',
  SalesOrderUpdate: '../../events.js#DomainEvent',
};
