import { Box, Link, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { BillStatusCell_bill$key } from '../../__generated__/BillStatusCell_bill.graphql';
import { orderPagePath } from '../../navigation/orderLinks';
import { StatusBadge } from '../../ui/StatusBadge';
import { BILL_PAYMENT_STATUS_TONES } from '../../domain/records/billPaymentStatus';
import { BILL_STATUS_TONES } from './billLabels';

/** A bill row's status: the bill's (with why it was cancelled), its payment status, and the payment that pays it. */
export function BillStatusCell({ bill }: { bill: BillStatusCell_bill$key }) {
  const data = useFragment(
    graphql`
      fragment BillStatusCell_bill on Bill {
        status
        paymentStatus
        payingOrder {
          id
          status
        }
        cancellation {
          reason
        }
      }
    `,
    bill,
  );
  const intl = useIntl();
  const payingPath = data.payingOrder ? orderPagePath(data.payingOrder.id) : null;
  return (
    <Table.Cell>
      <StatusBadge status={data.status} tones={BILL_STATUS_TONES} testId="bill-status" withStatus />
      {data.status === 'CANCELLED' && data.cancellation ? (
        <Text
          fontSize="xs"
          color="fg.muted"
          marginTop="1"
          maxWidth="48"
          data-testid="bill-cancel-reason"
        >
          <FormattedMessage
            id="bills.cancelledBecause"
            values={{ reason: data.cancellation.reason }}
          />
        </Text>
      ) : null}
      {/* A cancelled bill is not to be paid: no payment status under it. */}
      {data.status === 'CANCELLED' ? null : (
        <Box marginTop="1">
          <StatusBadge
            status={data.paymentStatus}
            tones={BILL_PAYMENT_STATUS_TONES}
            testId="bill-payment-status"
            withStatus
          />
        </Box>
      )}
      {data.payingOrder && payingPath ? (
        <Link asChild display="block" fontSize="xs" marginTop="1" maxWidth="10rem">
          <RouterLink to={payingPath} data-testid="bill-paying-order">
            <FormattedMessage
              id="bills.payingOrder"
              values={{
                status: intl.formatMessage({
                  id: `payments.status.${data.payingOrder.status}`,
                  defaultMessage: data.payingOrder.status,
                }),
              }}
            />
          </RouterLink>
        </Link>
      ) : null}
    </Table.Cell>
  );
}
