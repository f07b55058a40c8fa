import { graphql } from 'react-relay';

/**
 * One change a scenario makes to the forecast (`CashForecastAdjustment`):
 * its kind, what it applies to and by how much. Spread unmasked
 * (`...scenarioAdjustment_adjustment @relay(mask: false)`), so the scenario
 * panel (which opens them in the dialog) and a scenario's row read them as
 * their own fields.
 */
export const scenarioAdjustment = graphql`
  fragment scenarioAdjustment_adjustment on CashForecastAdjustment {
    kind
    category
    flow
    percent
    date
    amount {
      amount
      currency
    }
    description
    itemKey
  }
`;
