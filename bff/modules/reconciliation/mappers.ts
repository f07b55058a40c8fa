/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  Reconciliation: '../../../contracts/treasury/reconciliations.js#ReconciliationResponse',
  ReconciliationAllocation: './upstream.js#AllocationRecord',
  ReconciliationProposal: '../../../contracts/treasury/reconciliations.js#ProposalResponse',
  ReconciliationCandidate: '../../../contracts/treasury/reconciliations.js#ProposalCandidate',
  ReconciliationProposalConnection:
    '../../../contracts/treasury/reconciliations.js#ProposalListResponse',
  ReconciliationProposalEdge: '../../../contracts/treasury/reconciliations.js#ProposalEdge',
  ReconcilableItemConnection:
    '../../../contracts/treasury/reconciliations.js#CandidateListResponse',
  ReconcilableItemEdge: '../../../contracts/treasury/reconciliations.js#CandidateEdge',
  ReconciliationRun: '../../../contracts/treasury/reconciliations.js#RunResponse',
  ReconciliationUpdate: './upstream.js#ReconciliationUpdateRecord',
};
