import { graphql } from 'react-relay';

/**
 * A frozen figure against what happened (`CashForecastVariance`): as frozen,
 * the actual and the difference. Spread unmasked
 * (`...forecastVariance_figure @relay(mask: false)`), so the comparison's
 * tables read them as their own fields and hand them to VarianceText.
 */
export const forecastVariance = graphql`
  fragment forecastVariance_figure on CashForecastVariance {
    forecast {
      amount
    }
    actual {
      amount
    }
    variance {
      amount
    }
  }
`;
