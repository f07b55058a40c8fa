import { useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { loadOrderCounterparty, type OrderCounterparty } from './orderCounterparty';

/**
 * The counterparty an order form pays, with its bank accounts: starts as
 * `initial`, and `choose` loads another by id (the latest choice wins over
 * answers still on their way). `choose` resolves to the bank account to pay
 * when the counterparty has just one, null otherwise.
 */
export function useOrderCounterparty(initial: OrderCounterparty | null) {
  const environment = useRelayEnvironment();
  const [counterparty, setCounterparty] = useState<OrderCounterparty | null>(initial);
  const [loading, setLoading] = useState(false);
  const asked = useRef<string>(counterparty?.id ?? '');

  const choose = async (id: string): Promise<string | null> => {
    asked.current = id;
    if (!id) {
      setCounterparty(null);
      return null;
    }
    setLoading(true);
    try {
      const found = await loadOrderCounterparty(environment, id);
      if (asked.current !== id) return null;
      setCounterparty(found);
      // A counterparty with one bank account is paid there.
      return found?.bankAccounts.length === 1 ? found.bankAccounts[0]!.id : null;
    } catch {
      if (asked.current === id) setCounterparty(null);
      return null;
    } finally {
      if (asked.current === id) setLoading(false);
    }
  };

  return { counterparty, loading, choose };
}
