/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  StatementTransaction: '../../../contracts/treasury/statements.js#StatementTransactionResponse',
  StatementTransactionConnection: '../../../contracts/treasury/statements.js#StatementPage',
  StatementTransactionEdge: './upstream.js#StatementEdgeRecord',
  Import: '../../../contracts/treasury/imports.js#ImportResponse',
  StatementSyncSchedule: '../../../contracts/treasury/statements.js#SyncScheduleResponse',
};
