import { graphql, readInlineData } from 'react-relay';
import type { orderState_order$key } from '../../__generated__/orderState_order.graphql';
import type { ActionableOrder } from './orderActions';
import { orderNameOf } from './orderParties';

/**
 * What the list, the drawer and the detail page read of an order to decide
 * what may be done with it, and the name it goes by; spread into each one's
 * fragment as `...orderState_order`, where `orderStateOf` reads it.
 */
const orderStateFields = graphql`
  fragment orderState_order on PaymentOrder @inline {
    id
    status
    archived
    viewerCanApprove
    version
    manualExport {
      id
    }
    ...orderParties_order @relay(mask: false)
  }
`;

/** An order as the actions see it, and its name. */
export type OrderState = ActionableOrder & { readonly name: string };

/** The state of an order read through `orderState_order`. */
export function orderStateOf(ref: orderState_order$key): OrderState {
  const order = readInlineData(orderStateFields, ref);
  return {
    id: order.id,
    status: order.status,
    archived: order.archived,
    viewerCanApprove: order.viewerCanApprove,
    version: order.version,
    exported: order.manualExport != null,
    name: orderNameOf(order),
  };
}
