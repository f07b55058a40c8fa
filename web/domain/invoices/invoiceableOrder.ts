import { graphql } from 'react-relay';

/**
 * What the invoice form reads of an order to offer what may be invoiced of
 * it (invoiceFormValues.ts `invoiceableOf`, `editableOf`): its lines, how
 * much of each is invoiced, and its goods receipts with whether an invoice
 * bills them. Spread it unmasked
 * (`...invoiceableOrder_salesOrder @relay(mask: false)`), on the order's
 * Invoices tab and on a draft's edit alike.
 */
export const invoiceableOrder = graphql`
  fragment invoiceableOrder_salesOrder on SalesOrder {
    id
    number
    lines {
      position
      product
    }
    lineProgress {
      position
      ordered
      invoiced
    }
    goodsReceipts {
      id
      number
      status
      invoiced
      receivedDate
      totals {
        grandTotal {
          amount
          currency
        }
      }
    }
  }
`;
