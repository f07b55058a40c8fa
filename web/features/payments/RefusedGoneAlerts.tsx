import { useIntl } from 'react-intl';
import { FormErrorAlert } from '../../ui/FormErrorAlert';

type RefusedGoneAlertsProps = {
  /** The service's refusals of the last action, by order id. */
  refused: ReadonlyMap<string, string>;
  /** The ids of the orders the list still shows. */
  ids: readonly string[];
  /** The names of the orders acted on last. */
  names: ReadonlyMap<string, string>;
};

/** Says why an order was refused when it has left the list (it moved to another tab), naming it. */
export function RefusedGoneAlerts({ refused, ids, names }: RefusedGoneAlertsProps) {
  const intl = useIntl();
  const gone = [...refused].filter(([id]) => !ids.includes(id));
  return gone.map(([id, message]) => (
    <FormErrorAlert
      key={id}
      message={intl.formatMessage(
        { id: 'payments.refusedGone' },
        { name: names.get(id) ?? '', reason: message },
      )}
      testId="payment-order-refusal-gone"
    />
  ));
}
