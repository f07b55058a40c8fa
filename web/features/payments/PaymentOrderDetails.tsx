import { DataList, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { PaymentOrderDetails_order$key } from '../../__generated__/PaymentOrderDetails_order.graphql';
import { PaymentApprovals } from './PaymentApprovals';
import { PaymentOrderManualExport } from './PaymentOrderManualExport';
import { PaymentOrderOutcome } from './PaymentOrderOutcome';
import { PaymentOrderParties } from './PaymentOrderParties';
import { PaymentOrderPurpose } from './PaymentOrderPurpose';
import { PaymentOrderTerms } from './PaymentOrderTerms';
import { PaymentOrderTrail } from './PaymentOrderTrail';

/**
 * Everything about one payment or transfer, read-only: beneficiary and bank,
 * source account, method with its fee and speed, amount and total, date,
 * how it repeats (its step and end, its place in the series and the next
 * payment date), the expected transaction it pays, memo and notes, the maker
 * and everyone who changed it since, when the bank sent it (with its
 * reference), its reconciliation status, the approvals given of those required (each
 * approver with their role), the manual export that took it out of sending
 * through the bank's API, and why it was rejected, cancelled or failed.
 */
export function PaymentOrderDetails({
  order,
  timeZone,
}: {
  order: PaymentOrderDetails_order$key;
  timeZone: string;
}) {
  const data = useFragment(
    graphql`
      fragment PaymentOrderDetails_order on PaymentOrder {
        id
        status
        failureReason
        manualExport {
          fileName
          downloadUrl
          createdAt
          requestedBy {
            fullName
            email
          }
        }
        approvalsRequired
        approverRoles
        approvals {
          role
          approvedAt
          approver {
            fullName
            email
          }
        }
        rejection {
          reason
          at
          by {
            fullName
            email
          }
        }
        cancellation {
          reason
          at
          by {
            fullName
            email
          }
        }
        ...PaymentOrderParties_order
        ...PaymentOrderTerms_order
        ...PaymentOrderPurpose_order
        ...PaymentOrderTrail_order
      }
    `,
    order,
  );

  return (
    <Stack gap="6" data-testid="payment-order-details">
      <DataList.Root orientation="horizontal" size="md">
        <PaymentOrderParties order={data} />
        <PaymentOrderTerms order={data} />
        <PaymentOrderPurpose order={data} />
        <PaymentOrderTrail order={data} timeZone={timeZone} />
      </DataList.Root>

      <PaymentApprovals
        approvals={data.approvals}
        required={data.approvalsRequired}
        approverRoles={data.approverRoles}
        timeZone={timeZone}
      />
      {data.manualExport ? (
        <PaymentOrderManualExport
          manualExport={data.manualExport}
          status={data.status}
          timeZone={timeZone}
        />
      ) : null}
      <PaymentOrderOutcome
        rejection={data.rejection ?? null}
        cancellation={data.cancellation ?? null}
        failureReason={data.failureReason ?? null}
        timeZone={timeZone}
      />
    </Stack>
  );
}
