import { graphql } from 'react-relay';

/**
 * A rule's terms as its row shows them and its dialog edits them: its name,
 * the orders it applies to (kind, from which amount, by which methods) and
 * what they need (so many approvals, from which roles). Spread it unmasked.
 */
export const approvalRuleTerms = graphql`
  fragment approvalRuleTerms_rule on ApprovalRule {
    id
    name
    appliesTo
    minAmount
    methods
    approvalsRequired
    approverRoles
  }
`;
