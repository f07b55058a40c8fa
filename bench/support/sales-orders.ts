import type { SalesOrderResponse } from '../../contracts/invoicing/sales-orders.js';
import type { RunningSystem } from '../system-process.js';
import { rest, type Session } from './rest.js';

/**
 * A sales order made by `owner` and open for invoicing: approved by `approver` where the organisation's settings
 * hold new orders for approval.
 */
export async function openSalesOrder(
  system: Pick<RunningSystem, 'invoicingUrl'>,
  owner: Session,
  approver: Session,
  order: { customerId: string; orderDate: string; lines: unknown[] },
): Promise<SalesOrderResponse> {
  const made = await rest<SalesOrderResponse>(
    system.invoicingUrl,
    'POST',
    '/sales-orders',
    owner,
    order,
  );
  if (made.status === 'PENDING_APPROVAL')
    await rest(system.invoicingUrl, 'POST', `/sales-orders/${made.id}/approve`, approver, {});
  return made;
}
