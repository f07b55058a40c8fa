import { graphql } from 'react-relay';

/**
 * A saved matching rule's values (`RuleData`): what its card shows and what
 * its form and the preview's drafts start from. Spread unmasked
 * (`...ruleValues_rule @relay(mask: false)`), so the rules page and the card
 * read them as their own fields.
 */
export const ruleValues = graphql`
  fragment ruleValues_rule on ReconciliationRule {
    name
    enabled
    amountToleranceAbsolute
    amountToleranceRelative
    allowTransferFees
    daysBefore
    daysAfter
    requireAmount
    requireCounterparty
    requireReference
    proposeAt
    autoConfirmAt
  }
`;
