import { graphql, useFragment } from 'react-relay';
import type { OrderRecordedActs_order$key } from '../../__generated__/OrderRecordedActs_order.graphql';
import { OrderActFacts } from './OrderActFacts';

/**
 * The last facts of a purchase or sales order's page (OrderActFacts), read
 * from the order through the Order interface both implement: who wrote it,
 * then who approved, rejected, cancelled or closed it, and when.
 */
export function OrderRecordedActs({
  order,
  timeZone,
  messages,
  testIdPrefix,
}: {
  order: OrderRecordedActs_order$key;
  timeZone: string;
  /** The feature's catalogue prefix (`purchaseOrders`). */
  messages: string;
  testIdPrefix: string;
}) {
  const acts = useFragment(
    graphql`
      fragment OrderRecordedActs_order on Order {
        createdAt
        createdBy {
          fullName
        }
        approvedAt
        approvedBy {
          fullName
        }
        rejection {
          reason
          at
          by {
            fullName
          }
        }
        cancellation {
          reason
          at
          by {
            fullName
          }
        }
        closedAt
        closedBy {
          fullName
        }
      }
    `,
    order,
  );
  return (
    <OrderActFacts
      order={acts}
      timeZone={timeZone}
      messages={messages}
      testIdPrefix={testIdPrefix}
    />
  );
}
