import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { BillTrail_bill$key } from '../../__generated__/BillTrail_bill.graphql';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DetailItem } from '../../ui/DetailItem';
import { personNameOf } from '../../ui/personNameOf';

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
  const intl = useIntl();
  const { language } = useLanguage();
  const person = (user: { readonly fullName: string; readonly email: string } | null | undefined) =>
    personNameOf(user) ?? intl.formatMessage({ id: 'payments.detail.formerMember' });
  const at = (value: string) => formatDateTime(value, language, timeZone);
  /** Who did it and when ("Siti Rahma, 2 Mar 2026, 10:00"). */
  const byAt = (
    user: { readonly fullName: string; readonly email: string } | null | undefined,
    when: string,
  ) => <FormattedMessage id="bills.detail.byAt" values={{ name: person(user), at: at(when) }} />;
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
