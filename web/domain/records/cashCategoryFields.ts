import { graphql } from 'react-relay';

/**
 * What a screen reads of a statement line's cash-flow category: the category,
 * whether a person or a rule set it, and the rule's name. The statement
 * line's category spreads it unmasked
 * (`...cashCategoryFields_statementTransaction @relay(mask: false)`), and the
 * cash flow lines and the categorise mutation's answer spread that fragment, so
 * a category set in one place updates what the others show.
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
