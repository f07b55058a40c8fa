import { graphql } from 'react-relay';

/**
 * What a screen reads of a statement line's cash-flow category: the category,
 * whether a person or a rule set it, and the rule's name. The statement
 * detail, the cash flow lines and the categorise mutation's answer all spread
 * it unmasked (`...cashCategoryFields_statementTransaction @relay(mask: false)`),
 * so a category set in one place updates what the others show.
 */
export const cashCategoryFields = graphql`
  fragment cashCategoryFields_statementTransaction on StatementTransaction {
    cashCategory {
      category
      source
      rule {
        name
      }
    }
  }
`;
