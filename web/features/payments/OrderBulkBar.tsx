import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ArchivedSwitch } from './ArchivedSwitch';
import { canAct, ORDER_ACTIONS, type OrderAction } from './orderActions';
import type { OrderKind } from './orderKinds';
import { ACTION_STYLE, ACTION_WORDS } from './paymentLabels';
import type { PaymentSearch } from './paymentSearch';
import type { ListOrder } from './PaymentOrderList';
import type { NamedOrder } from './PaymentOrderDrawer';

type OrderBulkBarProps = {
  kind: OrderKind;
  path: string;
  search: PaymentSearch;
  /** The ticked orders on the page. */
  ticked: readonly ListOrder[];
  /** The actions the viewer holds the permission for. */
  allowed: ReadonlySet<OrderAction>;
  /** Whether rows can be ticked at all (a viewer with some action, a list with rows). */
  selectable: boolean;
  onAction: (action: OrderAction, orders: readonly NamedOrder[]) => void;
};

/**
 * Above the list: how many orders are ticked and the bulk actions that mean
 * something for them (approve and reject those awaiting the viewer's
 * approval, cancel those not yet sent, archive those that ended), each with
 * how many it would act on; the Archived switch at the end.
 */
export function OrderBulkBar({
  kind,
  path,
  search,
  ticked,
  allowed,
  selectable,
  onAction,
}: OrderBulkBarProps) {
  const offered = ORDER_ACTIONS.filter((action) => allowed.has(action)).map((action) => ({
    action,
    orders: ticked.filter((order) => canAct(action, order)),
  }));
  return (
    <Flex
      gap="3"
      paddingX="4"
      paddingY="3"
      alignItems="center"
      wrap="wrap"
      borderBottomWidth="1px"
      borderColor="border"
      minHeight="14"
      data-testid="payment-bulk-bar"
    >
      {selectable ? (
        <Text fontSize="sm" color="fg.muted" data-testid="payment-bulk-count">
          {ticked.length > 0 ? (
            <FormattedMessage id="payments.selected" values={{ count: ticked.length }} />
          ) : (
            <FormattedMessage id="payments.selectHint" values={{ kind }} />
          )}
        </Text>
      ) : null}
      <HStack gap="2" wrap="wrap">
        {offered
          .filter(({ orders }) => orders.length > 0)
          .map(({ action, orders }) => (
            <Button
              key={action}
              size="sm"
              {...ACTION_STYLE[action]}
              onClick={() =>
                onAction(
                  action,
                  orders.map((order) => ({
                    id: order.id,
                    name: order.name,
                    version: order.version,
                  })),
                )
              }
              data-testid={`payment-bulk-${action.toLowerCase()}`}
            >
              <FormattedMessage
                id={ACTION_WORDS[action].button.id}
                values={{ count: orders.length, kind }}
              />
            </Button>
          ))}
      </HStack>
      <Flex marginLeft="auto">
        <ArchivedSwitch path={path} search={search} />
      </Flex>
    </Flex>
  );
}
