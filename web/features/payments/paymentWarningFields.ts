import { graphql } from 'react-relay';

/**
 * What a payment's making and approving ask of their payload's `warnings`
 * (the source account's available balance): spread unmasked
 * (`warnings { ...paymentWarningFields_warning @relay(mask: false) }`) so the
 * create form and the approve dialog read the same fields.
 */
export const paymentWarningFields = graphql`
  fragment paymentWarningFields_warning on PaymentWarning {
    field
    code
    available {
      amount
      currency
    }
    amount {
      amount
      currency
    }
    shortfall {
      amount
      currency
    }
  }
`;
