import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { useSalesOrderMovesApproveMutation } from '../../__generated__/useSalesOrderMovesApproveMutation.graphql';
import type { useSalesOrderMovesCloseMutation } from '../../__generated__/useSalesOrderMovesCloseMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { useMoveRunner, type MoveAnswer } from '../../ui/useMoveRunner';

/** What a move names of the order it moves. */
export type SalesOrderTarget = { id: string; number: string };

/**
 * The moves of an order that ask nothing first: approve and close. The store
 * updates the order from the answer and a toast says it is done; a refusal
 * (someone moved it first) is kept in `refusal`, in the reader's words.
 * `busy` is the id of the order being moved.
 */
export function useSalesOrderMoves() {
  const intl = useIntl();
  const { busy, refusal, run: runMove } = useMoveRunner();
  const [commitApprove] = useCommit<useSalesOrderMovesApproveMutation>(graphql`
    mutation useSalesOrderMovesApproveMutation($input: SalesOrderIdInput!) {
      salesOrderApprove(input: $input) {
        salesOrder {
          ...SalesOrderDetail_salesOrder
          ...SalesOrderRow_salesOrder
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitClose] = useCommit<useSalesOrderMovesCloseMutation>(graphql`
    mutation useSalesOrderMovesCloseMutation($input: SalesOrderIdInput!) {
      salesOrderClose(input: $input) {
        salesOrder {
          ...SalesOrderDetail_salesOrder
          ...SalesOrderRow_salesOrder
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const run = (order: SalesOrderTarget, done: string, work: () => Promise<MoveAnswer>) =>
    runMove(order.id, work, {
      done: () => intl.formatMessage({ id: done }, { number: order.number }),
      refused: (reason) =>
        intl.formatMessage({ id: 'salesOrders.refused' }, { number: order.number, reason }),
    });

  return {
    busy,
    refusal,
    approve: (order: SalesOrderTarget) =>
      run(
        order,
        'salesOrders.approved',
        async () =>
          (await commitApprove({ variables: { input: { salesOrderId: order.id } } }))
            .salesOrderApprove,
      ),
    close: (order: SalesOrderTarget) =>
      run(
        order,
        'salesOrders.closed',
        async () =>
          (await commitClose({ variables: { input: { salesOrderId: order.id } } })).salesOrderClose,
      ),
  };
}
