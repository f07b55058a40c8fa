/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  Customer: './upstream.js#CustomerRecord',
  CustomerConnection: './upstream.js#CustomerListRecord',
  CustomerEdge: './upstream.js#CustomerEdgeRecord',
  CustomerAddress: '../../../contracts/invoicing/customers.js#CustomerAddress',
  CustomerDocument: './upstream.js#CustomerDocumentRecord',
  CustomerRequestDocument: '../../../contracts/invoicing/customers.js#CustomerDocumentResponse',
  CustomerInvitation: './upstream.js#CustomerInvitationRecord',
  CustomerRevision: './upstream.js#CustomerRevisionRecord',
  CustomerRevisionConnection:
    '../../../contracts/invoicing/customers.js#CustomerRevisionListResponse',
  CustomerRevisionEdge: './upstream.js#CustomerRevisionEdgeRecord',
  CustomerRequest: './upstream.js#CustomerRequestRecord',
  Region: './upstream.js#RegionRecord',
  CustomerUpdate: '../../events.js#DomainEvent',
};
