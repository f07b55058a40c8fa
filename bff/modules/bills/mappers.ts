/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  Bill: '../../../contracts/treasury/bills.js#BillResponse',
  BillConnection: '../../../contracts/treasury/bills.js#BillListResponse',
  BillEdge: '../../../contracts/treasury/bills.js#BillEdge',
  BillUpdate: '../../events.js#DomainEvent',
};
