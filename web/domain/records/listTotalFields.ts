import { graphql } from 'react-relay';

/**
 * What ListTotalsRow (and PagedTable's `totals`) reads of one of a list's
 * totals, the schema's ListTotal: the sum in its currency, its direction
 * where the list splits money in from money out (null where it does not),
 * and how many rows it adds up. Spread it unmasked where a connection's
 * totals are asked for (`totals { ...listTotalFields_total @relay(mask: false) }`),
 * so every totalled list asks for the same fields.
 */
export const listTotalFields = graphql`
  fragment listTotalFields_total on ListTotal {
    amount {
      amount
      currency
    }
    direction
    count
  }
`;
