/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  CreditMemo: '../../../contracts/invoicing/credit-memos.js#CreditMemoResponse',
  CreditMemoConnection: '../../../contracts/invoicing/credit-memos.js#CreditMemoListResponse',
  CreditApplication: './records.js#CreditApplicationRecord',
  CreditMemoUpdate: '../../events.js#DomainEvent',
};
