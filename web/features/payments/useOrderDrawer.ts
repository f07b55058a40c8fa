import { useCallback, useEffect, useState } from 'react';
import { useQueryLoader } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { PaymentOrderDrawerQuery } from '../../__generated__/PaymentOrderDrawerQuery.graphql';
import { readOpenOrder } from '../../navigation/orderLinks';
import { ORDER_KINDS, type OrderKind } from './orderKinds';
import { paymentOrderDrawerQuery } from './PaymentOrderDrawer';
import { writePaymentSearch, type PaymentSearch } from './paymentSearch';

/**
 * The detail drawer of an order list: `openDetail` loads an order into it.
 * An order linked from elsewhere (`?open={uuid}`) opens as the list arrives;
 * closing it leaves the list's own address.
 */
export function useOrderDrawer(kind: OrderKind, search: PaymentSearch) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const openOrder = readOpenOrder(kind, params);
  const [open, setOpen] = useState(openOrder !== null);
  const [queryRef, loadDrawer] = useQueryLoader<PaymentOrderDrawerQuery>(paymentOrderDrawerQuery);

  const openDetail = useCallback(
    (id: string) => {
      loadDrawer({ id }, { fetchPolicy: 'store-and-network' });
      setOpen(true);
    },
    [loadDrawer],
  );
  useEffect(() => {
    if (openOrder) loadDrawer({ id: openOrder }, { fetchPolicy: 'store-and-network' });
  }, [openOrder, loadDrawer]);
  const closeDetail = () => {
    setOpen(false);
    if (openOrder)
      void navigate(writePaymentSearch(ORDER_KINDS[kind].listPath, search, params), {
        replace: true,
        preventScrollReset: true,
      });
  };

  return { queryRef, open, openDetail, closeDetail };
}
