import { Box, Button, Drawer, HStack, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { PaymentOrderDrawerQuery } from '../../__generated__/PaymentOrderDrawerQuery.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { NoticeAlert } from '../../ui/NoticeAlert';
import { DrawerLoading } from '../../ui/DrawerLoading';
import { SideDrawer } from '../../ui/SideDrawer';
import { MoneyText } from '../../ui/MoneyText';
import { type OrderAction } from './orderActions';
import { orderHeadOf } from './orderHead';
import type { OrderKind } from './orderKinds';
import { OrderHeadActions } from './OrderHeadActions';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { PaymentOrderDetails } from './PaymentOrderDetails';

export const paymentOrderDrawerQuery = graphql`
  query PaymentOrderDrawerQuery($id: ID!) {
    node(id: $id) {
      __typename
      ...orderHead_order @alias(as: "head")
      ... on PaymentOrder {
        ...PaymentOrderDetails_order @alias(as: "details")
      }
    }
  }
`;

/** An order an action is asked for: its id, its name in the dialog, and the version the screen showed (what approving it sends). */
export type NamedOrder = { id: string; name: string; version: number };

type PaymentOrderDrawerProps = {
  kind: OrderKind;
  queryRef: PreloadedQuery<PaymentOrderDrawerQuery> | null | undefined;
  open: boolean;
  onClose: () => void;
  /** The actions the viewer holds the permission for; the drawer offers those that mean something for the order. */
  allowed: ReadonlySet<OrderAction>;
  canEdit: boolean;
  timeZone: string;
  onAction: (action: OrderAction, order: NamedOrder) => void;
};

/**
 * One payment or transfer in a drawer from the end side, opened from its row
 * (the spec has no detail route): its details, and the actions the viewer
 * may take on it now (approve, reject, cancel, archive; edit a payment that
 * needs approval). A viewer who may not approve one that needs approval
 * reads why instead of Approve (their role lacks the permission, they made
 * or changed it while the company's control forbids makers to approve their
 * own, or approved it already), as the service words it.
 */
export function PaymentOrderDrawer({ queryRef, open, onClose, ...rest }: PaymentOrderDrawerProps) {
  const intl = useIntl();
  return (
    <SideDrawer
      open={open}
      onClose={onClose}
      testId="payment-order-drawer"
      closeLabel={intl.formatMessage({ id: 'common.close' })}
    >
      <Suspense fallback={<DrawerLoading />}>
        {queryRef ? <DrawerContent queryRef={queryRef} onClose={onClose} {...rest} /> : null}
      </Suspense>
    </SideDrawer>
  );
}

function DrawerContent({
  kind,
  queryRef,
  onClose,
  allowed,
  canEdit,
  timeZone,
  onAction,
}: Omit<PaymentOrderDrawerProps, 'open' | 'queryRef'> & {
  queryRef: PreloadedQuery<PaymentOrderDrawerQuery>;
}) {
  const data = usePreloadedQuery<PaymentOrderDrawerQuery>(paymentOrderDrawerQuery, queryRef);
  const errorMessage = useErrorMessage();
  const head = orderHeadOf(kind, data.node?.head, allowed, canEdit);
  const details = data.node?.details;
  if (!head || !details) {
    return (
      <Drawer.Body paddingY="10">
        <NoticeAlert
          status="warning"
          testId="payment-order-missing"
          title={<FormattedMessage id="error.U-TRSY-TRF-18" />}
        />
      </Drawer.Body>
    );
  }
  const { name, actions, approvalBlock, editUuid: uuid } = head;
  const order = { ...head, details };
  return (
    <>
      <Drawer.Header borderBottomWidth="1px" borderColor="border">
        <Stack gap="1.5">
          <Drawer.Title data-testid="payment-order-drawer-title">{name}</Drawer.Title>
          <HStack gap="2" wrap="wrap">
            <PaymentStatusBadge status={order.status} testId="payment-order-drawer-status" />
            <MoneyText money={order.amount} fontSize="sm" color="fg.muted" />
          </HStack>
        </Stack>
      </Drawer.Header>
      <Drawer.Body paddingY="5">
        {approvalBlock ? (
          <Box marginBottom="4">
            <NoticeAlert
              status="info"
              testId="payment-order-approval-block"
              title={errorMessage(approvalBlock.code, approvalBlock.message)}
            />
          </Box>
        ) : null}
        <PaymentOrderDetails order={order.details} timeZone={timeZone} />
      </Drawer.Body>
      <Drawer.Footer
        borderTopWidth="1px"
        borderColor="border"
        justifyContent="flex-end"
        flexWrap="wrap"
        gap="2"
      >
        <OrderHeadActions
          head={head}
          kind={kind}
          testIdPrefix="payment-order-drawer"
          onAction={(action) => onAction(action, { id: order.id, name, version: order.version })}
        />
        {actions.length === 0 && !uuid ? (
          <Button variant="outline" onClick={onClose}>
            <FormattedMessage id="common.close" />
          </Button>
        ) : null}
      </Drawer.Footer>
    </>
  );
}
