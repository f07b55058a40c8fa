import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PaymentOrderStatusCell_order$key } from '../../__generated__/PaymentOrderStatusCell_order.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { PaymentStatusBadge } from './PaymentStatusBadge';

/** Why a viewer without the approve permission may approve none: said once in the detail, not on every row. */
const APPROVE_PERMISSION_MISSING = 'U-TRSY-TRF-53';

/**
 * An order row's status, archived or not, with why the viewer may not
 * approve it (when their role could approve others), or why the last action
 * on it was refused.
 */
export function PaymentOrderStatusCell({
  order,
  refusal,
}: {
  order: PaymentOrderStatusCell_order$key;
  /** Why the last action on it was refused, in the reader's words. */
  refusal: string | null;
}) {
  const data = useFragment(
    graphql`
      fragment PaymentOrderStatusCell_order on PaymentOrder {
        status
        archived
        viewerApprovalBlock {
          code
          message
        }
      }
    `,
    order,
  );
  const errorMessage = useErrorMessage();
  return (
    <Table.Cell>
      <Stack gap="1" alignItems="flex-start">
        <PaymentStatusBadge status={data.status} testId="payment-order-status" />
        {data.archived ? (
          <Badge variant="outline" colorPalette="gray">
            <FormattedMessage id="payments.archivedBadge" />
          </Badge>
        ) : null}
        {!refusal &&
        data.status === 'NEEDS_APPROVAL' &&
        data.viewerApprovalBlock &&
        data.viewerApprovalBlock.code !== APPROVE_PERMISSION_MISSING ? (
          <Text
            fontSize="xs"
            color="fg.muted"
            maxWidth="48"
            data-testid="payment-order-approval-block"
          >
            {errorMessage(data.viewerApprovalBlock.code, data.viewerApprovalBlock.message)}
          </Text>
        ) : null}
        {refusal ? (
          <Text fontSize="xs" color="fg.error" maxWidth="48" data-testid="payment-order-refusal">
            {refusal}
          </Text>
        ) : null}
      </Stack>
    </Table.Cell>
  );
}
