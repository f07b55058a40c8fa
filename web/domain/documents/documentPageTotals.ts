import { graphql } from 'react-relay';

/**
 * What a document's own page (an invoice's, a sales or purchase order's)
 * reads of its totals: the grand total its header shows beside the status,
 * and what the totals block under its lines reads. Spread it unmasked
 * (`totals { ...documentPageTotals_totals @relay(mask: false) }`) so the page
 * reads the grand total as its own.
 */
export const documentPageTotals = graphql`
  fragment documentPageTotals_totals on DocumentTotals {
    grandTotal {
      amount
      currency
    }
    ...DocumentTotalsBlock_totals
  }
`;
