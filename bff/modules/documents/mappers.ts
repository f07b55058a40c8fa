/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  DocumentLine: './records.js#DocumentLineRecord',
  DocumentTotals: './records.js#DocumentTotalsRecord',
  DocumentRevision: '../../../contracts/invoicing/documents.js#DocumentRevisionResponse',
  DocumentComment: '../../../contracts/invoicing/documents.js#DocumentCommentResponse',
};
