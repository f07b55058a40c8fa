import { graphql } from 'react-relay';

/**
 * What `ReconciliationReasons` reads of each reason of a proposal (its
 * `Reason`): the code the catalogue words, the values it fills in and the
 * engine's English text. Spread it unmasked where a proposal's reasons are
 * asked for (`reasons { ...reconciliationReasonFields_reason @relay(mask: false) }`),
 * on the reconciliation screen and in a rules preview alike.
 */
export const reconciliationReasonFields = graphql`
  fragment reconciliationReasonFields_reason on ReconciliationReason {
    code
    text
    values {
      name
      value
    }
  }
`;
