import { graphql } from 'react-relay';

/**
 * What a form that spreads money over a buyer's open invoices shows of each (its number, when it
 * falls due, what is left to pay): spread unmasked
 * (`node { ...openInvoiceFields_salesInvoice @relay(mask: false) }`) so the credit memo dialog and
 * the payment's withholding fields read the same fields.
 */
export const openInvoiceFields = graphql`
  fragment openInvoiceFields_salesInvoice on SalesInvoice {
    id
    number
    dueDate
    remainingAmount {
      amount
      currency
    }
  }
`;
