import { graphql } from 'react-relay';

/**
 * A position's total converted to IDR or USD: the amount, or null and the currencies whose
 * missing rate keeps it from being given. Spread unmasked (`totals { ...positionTotal_total
 * @relay(mask: false) }`) by the position's totals and by each group's sums, which show it alike.
 */
export const positionTotal = graphql`
  fragment positionTotal_total on CashPositionTotal {
    currency
    amount {
      amount
      currency
    }
    missingRates
  }
`;
