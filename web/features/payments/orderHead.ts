import { graphql, readInlineData } from 'react-relay';
import type { orderHead_order$key } from '../../__generated__/orderHead_order.graphql';
import { uuidOf } from '../../relay/globalId';
import { canAct, ORDER_ACTIONS, type OrderAction } from './orderActions';
import type { OrderKind } from './orderKinds';
import { orderStateOf } from './orderState';

/**
 * What the drawer and the detail page both read of an order to head it and
 * offer its actions; spread into each one's query as
 * `...orderHead_order @alias(as: "head")`, where `orderHeadOf` reads it.
 */
const orderHeadFields = graphql`
  fragment orderHead_order on PaymentOrder @inline {
    __typename
    viewerApprovalBlock {
      code
      message
    }
    amount {
      amount
      currency
    }
    ...orderState_order
  }
`;

/** The head of an order as a screen shows it: who it goes to, its status and amount, why the viewer may not approve it, and what they may do now. */
export type OrderHead = {
  id: string;
  name: string;
  status: string;
  amount: { readonly amount: string; readonly currency: string };
  version: number;
  approvalBlock: { readonly code: string; readonly message: string } | null;
  actions: OrderAction[];
  /** The payment's UUID for its edit form, when the viewer may change it now (a payment that needs approval). */
  editUuid: string | null;
};

/**
 * The head of an order read through `orderHead_order`, or null when the node
 * is not an order of `kind` (another organisation's, or none, gives no reference): the actions
 * are those the viewer holds the permission for (`allowed`) that mean
 * something for the order's status.
 */
export function orderHeadOf(
  kind: OrderKind,
  ref: orderHead_order$key | null | undefined,
  allowed: ReadonlySet<OrderAction>,
  canEdit: boolean,
): OrderHead | null {
  if (!ref) return null;
  const node = readInlineData(orderHeadFields, ref);
  if (node.__typename !== (kind === 'PAYMENT' ? 'Payment' : 'Transfer')) return null;
  const state = orderStateOf(node);
  const { id, status, version, name } = state;
  return {
    id,
    name,
    status,
    amount: node.amount,
    version,
    approvalBlock: status === 'NEEDS_APPROVAL' ? (node.viewerApprovalBlock ?? null) : null,
    actions: ORDER_ACTIONS.filter((action) => allowed.has(action) && canAct(action, state)),
    editUuid:
      kind === 'PAYMENT' && canEdit && status === 'NEEDS_APPROVAL' ? uuidOf(id, 'Payment') : null,
  };
}
