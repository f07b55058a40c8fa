/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  PurchaseOrder: '../../../contracts/invoicing/purchase-orders.js#PurchaseOrderResponse',
  PurchaseOrderConnection:
    '../../../contracts/invoicing/purchase-orders.js#PurchaseOrderListResponse',
  PurchaseOrderUpdate: '../../events.js#DomainEvent',
};
