import { List, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { NamedOrder } from './PaymentOrderDrawer';

/** How many orders a dialog names before "and N more". */
const SHOWN = 5;

/** The orders a dialog acts on, by name: the first five, then how many more. */
export function OrderNames({ orders }: { orders: readonly NamedOrder[] }) {
  const rest = orders.length - SHOWN;
  return (
    <List.Root fontSize="sm" paddingStart="5" data-testid="payment-dialog-orders">
      {orders.slice(0, SHOWN).map((order) => (
        <List.Item key={order.id} overflowWrap="anywhere">
          {order.name}
        </List.Item>
      ))}
      {rest > 0 ? (
        <Text as="li" listStyleType="none" color="fg.muted">
          <FormattedMessage id="payments.dialog.more" values={{ count: rest }} />
        </Text>
      ) : null}
    </List.Root>
  );
}
