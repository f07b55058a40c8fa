/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  ExceptionTicket: '../../../contracts/treasury/exceptions.js#ExceptionResponse',
  ExceptionTicketConnection: '../../../contracts/treasury/exceptions.js#ExceptionListResponse',
  ExceptionTicketEdge: '../../../contracts/treasury/exceptions.js#ExceptionEdge',
  ExceptionTicketLine: '../../../contracts/treasury/exceptions.js#ExceptionLine',
  ExceptionTicketPayout: '../../../contracts/treasury/exceptions.js#ExceptionPayout',
  ExceptionTicketCheckout: '../../../contracts/treasury/exceptions.js#ExceptionCheckout',
};
