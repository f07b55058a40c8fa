import { graphql } from 'react-relay';

/**
 * What a screen shows of an invoice's milestone (its place, name, percent,
 * share of the grand total, due date, and what is paid and left of it): spread unmasked
 * (`milestones { ...invoiceMilestoneFields_milestone @relay(mask: false) }`) so
 * the invoice's Milestones tab and the buyer's invoice page read the same fields.
 */
export const invoiceMilestoneFields = graphql`
  fragment invoiceMilestoneFields_milestone on InvoiceMilestone {
    position
    name
    percent
    amount {
      amount
      currency
    }
    dueDate
    paidAmount {
      amount
      currency
    }
    remainingAmount {
      amount
      currency
    }
  }
`;
