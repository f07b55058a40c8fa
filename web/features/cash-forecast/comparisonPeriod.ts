import { graphql } from 'react-relay';

/**
 * A frozen forecast's period as the comparison tables head their columns and rows with it: its
 * place, its key and the days it spans (what periodLabel reads). Spread unmasked
 * (`...comparisonPeriod_period @relay(mask: false)`), so each table reads them as its own fields.
 */
export const comparisonPeriod = graphql`
  fragment comparisonPeriod_period on CashForecastComparisonPeriod {
    index
    key
    start
    end
  }
`;
