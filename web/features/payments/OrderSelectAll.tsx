import { useIntl } from 'react-intl';
import { TickBox } from '../../ui/TickBox';

type OrderSelectAllProps = {
  /** The ids of the orders the list shows. */
  ids: readonly string[];
  /** How many of them are ticked. */
  tickedCount: number;
  onChange: (selected: Set<string>) => void;
};

/** The list's heading tick: ticks every order shown, or clears them all once every one is ticked. */
export function OrderSelectAll({ ids, tickedCount, onChange }: OrderSelectAllProps) {
  const intl = useIntl();
  const allTicked = ids.length > 0 && tickedCount === ids.length;
  return (
    <TickBox
      checked={allTicked ? true : tickedCount > 0 ? 'indeterminate' : false}
      onToggle={() => onChange(allTicked ? new Set() : new Set(ids))}
      label={intl.formatMessage({ id: 'payments.selectAll' })}
      testId="payment-order-select-all"
    />
  );
}
