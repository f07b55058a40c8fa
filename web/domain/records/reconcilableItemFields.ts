import { graphql } from 'react-relay';

/**
 * What the reconciliation screen reads of a reconcilable item of any kind
 * (an expected transaction, a payment or a transfer on its way, a payment
 * provider's settlement, a bill, a sales invoice) to name it beside a statement transaction. Spread it
 * unmasked where a proposal's or a match's items are asked for
 * (`items { ...reconcilableItemFields_item @relay(mask: false) }`), and read
 * it with `reconcilableItemSummary`.
 */
export const reconcilableItemFields = graphql`
  fragment reconcilableItemFields_item on ReconcilableItem {
    __typename
    ... on ExpectedTransaction {
      id
      date
      description
      externalId
      amount {
        amount
        currency
      }
      counterparty {
        alias
      }
    }
    ... on Payment {
      id
      paymentDate
      memo
      amount {
        amount
        currency
      }
      beneficiary {
        accountName
      }
      counterparty {
        alias
      }
    }
    ... on Transfer {
      id
      paymentDate
      memo
      amount {
        amount
        currency
      }
      beneficiary {
        accountName
      }
      destinationAccount {
        alias
      }
    }
    ... on Bill {
      id
      dueDate
      number
      billDescription: description
      amount {
        amount
        currency
      }
      counterparty {
        alias
      }
    }
    ... on SalesInvoice {
      id
      dueDate
      invoiceNumber: number
      customerName
      totals {
        grandTotal {
          amount
          currency
        }
      }
    }
    ... on InvoicePayment {
      id
      paymentDate
      paymentNumber: number
      customerName
      paymentReference: reference
      amount {
        amount
        currency
      }
    }
    ... on PaymentSettlement {
      id
      date
      reference
      amount {
        amount
        currency
      }
      paymentProvider {
        name
      }
    }
  }
`;
