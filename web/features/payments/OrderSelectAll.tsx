import { Checkbox } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

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
    <Checkbox.Root
      checked={allTicked ? true : tickedCount > 0 ? 'indeterminate' : false}
      onCheckedChange={() => onChange(allTicked ? new Set() : new Set(ids))}
      data-testid="payment-order-select-all"
    >
      <Checkbox.HiddenInput aria-label={intl.formatMessage({ id: 'payments.selectAll' })} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}
