/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  Member: '../../../contracts/account/members.js#MemberResponse',
  MemberConnection: './upstream.js#MemberPageRecord',
  MemberEdge: './upstream.js#MemberEdgeRecord',
};
