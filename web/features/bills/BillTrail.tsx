import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { BillTrail_bill$key } from '../../__generated__/BillTrail_bill.graphql';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DetailItem } from '../../ui/DetailItem';
import { useByAt } from '../../domain/useByAt';

/** The items of a bill's details that say who made, submitted and approved (or cancelled) it, when, and why it was cancelled. */
export function BillTrail({ bill: key, timeZone }: { bill: BillTrail_bill$key; timeZone: string }) {
  const bill = useFragment(
    graphql`
      fragment BillTrail_bill on Bill {
        cancellation {
          reason
          at
          by {
            fullName
            email
          }
        }
        createdAt
        createdBy {
          fullName
          email
        }
        submittedAt
        approvedAt
        approvedBy {
          fullName
          email
        }
      }
    `,
    key,
  );
  const { language } = useLanguage();
  const at = (value: string) => formatDateTime(value, language, timeZone);
  const byAt = useByAt(timeZone);
  return (
    <>
      <DetailItem
        label={<FormattedMessage id="bills.detail.created" />}
        testId="bill-detail-created"
      >
        {byAt(bill.createdBy, bill.createdAt)}
      </DetailItem>
      {bill.submittedAt ? (
        <DetailItem label={<FormattedMessage id="bills.detail.submitted" />}>
          {at(bill.submittedAt)}
        </DetailItem>
      ) : null}
      {bill.approvedAt ? (
        <DetailItem
          label={<FormattedMessage id="bills.detail.approved" />}
          testId="bill-detail-approved"
        >
          {byAt(bill.approvedBy, bill.approvedAt)}
        </DetailItem>
      ) : null}
      {bill.cancellation ? (
        <DetailItem
          label={<FormattedMessage id="bills.detail.cancelled" />}
          testId="bill-detail-cancelled"
        >
          <Stack gap="0">
            <Text>{byAt(bill.cancellation.by, bill.cancellation.at)}</Text>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage
                id="bills.cancelledBecause"
                values={{ reason: bill.cancellation.reason }}
              />
            </Text>
          </Stack>
        </DetailItem>
      ) : null}
    </>
  );
}
