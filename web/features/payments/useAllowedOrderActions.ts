import { useMemo } from 'react';
import { ACTION_PERMISSION, ORDER_ACTIONS, type OrderAction } from './orderActions';
import { orderPermission, type OrderKind } from './orderKinds';

/** The actions on orders of a kind the viewer's permissions allow. */
export function useAllowedOrderActions(
  kind: OrderKind,
  permissions: readonly string[],
): ReadonlySet<OrderAction> {
  return useMemo(
    () =>
      new Set(
        ORDER_ACTIONS.filter((action) =>
          permissions.includes(orderPermission(kind, ACTION_PERMISSION[action])),
        ),
      ),
    [kind, permissions],
  );
}
