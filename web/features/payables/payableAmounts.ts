import { graphql } from 'react-relay';

/**
 * What is owed in each age bucket and in all (`AgedPayableAmounts`): a
 * currency's totals, and a supplier's row. Spread unmasked
 * (`...payableAmounts_amounts @relay(mask: false)`), so the section and the
 * row read them as their own fields.
 */
export const payableAmounts = graphql`
  fragment payableAmounts_amounts on AgedPayableAmounts {
    notDueYet {
      amount
    }
    dueToday {
      amount
    }
    overdue1To30 {
      amount
    }
    overdue31To90 {
      amount
    }
    overdue91To180 {
      amount
    }
    overdue181To365 {
      amount
    }
    overdueOver365 {
      amount
    }
    total {
      amount
    }
  }
`;
