import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { BillDetailPageQuery } from '../../__generated__/BillDetailPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { RecordPageHeader } from '../../ui/RecordPageHeader';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { RecordPageGate } from '../../ui/RecordPageGate';
import { StatusBadge } from '../../ui/StatusBadge';
import { BillActionButtons } from './BillActionButtons';
import { BillCancelDialog } from './BillCancelDialog';
import { BillFacts } from './BillFacts';
import { BillMatch } from './BillMatch';
import { BillMarkPaidDialog, type BillToMarkPaid } from './BillMarkPaidDialog';
import { BillPayment } from './BillPayment';
import { BILL_PAYMENT_STATUS_TONES } from '../../domain/records/billPaymentStatus';
import { BILL_STATUS_TONES } from './billLabels';
import { useBillMoves } from './useBillMoves';
import { useBillTarget, type BillTarget } from './useBillTarget';

export const billDetailPageQuery = graphql`
  query BillDetailPageQuery($id: ID!) {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    node(id: $id) {
      __typename
      ... on Bill {
        ...useBillTarget_bill @alias(as: "target")
        ...BillFacts_bill @alias(as: "facts")
        ...BillPayment_bill @alias(as: "payment")
        ...BillMatch_bill @alias(as: "match")
      }
    }
  }
`;

/**
 * `/bills/{uuid}`: one bill on a page of its own: its supplier, status and
 * payment status, every field, who made, submitted and approved (or
 * cancelled) it, the three-way match of a bill made from a purchase order,
 * and the payment that pays it with that payment's
 * reconciliation; the moves its row offers (Pay, Mark paid, Submit,
 * Approve, Cancel). Needs `bills:read`; another organisation's bill, or
 * none, shows the not-found state.
 */
export function BillDetailPage() {
  const data = useRouteQuery<BillDetailPageQuery>(billDetailPageQuery);
  const node = data.node?.__typename === 'Bill' ? data.node : null;
  const { target, facts, payment, match } = node ?? {};
  return (
    <RecordPageGate
      viewer={data.viewer}
      permission="bills:read"
      record={target && facts && payment && match ? { target, facts, payment, match } : null}
    >
      {(bill, viewer) => <BillDetail bill={bill} viewer={viewer} />}
    </RecordPageGate>
  );
}

type Bill = Extract<NonNullable<BillDetailPageQuery['response']['node']>, { __typename: 'Bill' }>;

/** The page of a bill the viewer may read: its heading with the moves it offers, over its facts and payment. */
function BillDetail({
  bill,
  viewer: { permissions, organization },
}: {
  bill: {
    target: NonNullable<Bill['target']>;
    facts: NonNullable<Bill['facts']>;
    payment: NonNullable<Bill['payment']>;
    match: NonNullable<Bill['match']>;
  };
  viewer: NonNullable<BillDetailPageQuery['response']['viewer']>;
}) {
  const { bill: head, target, actions } = useBillTarget(bill.target, permissions);
  const moves = useBillMoves();
  const [toCancel, setToCancel] = useState<BillTarget | null>(null);
  const [toMarkPaid, setToMarkPaid] = useState<BillToMarkPaid | null>(null);

  return (
    <>
      <RecordPageHeader
        back={{ to: '/bills', label: <FormattedMessage id="bills.form.back" /> }}
        title={target.name}
        badges={
          <>
            <StatusBadge
              status={head.status}
              tones={BILL_STATUS_TONES}
              testId="bill-page-status"
              withStatus
            />
            {head.status === 'CANCELLED' ? null : (
              <StatusBadge
                status={head.paymentStatus}
                tones={BILL_PAYMENT_STATUS_TONES}
                testId="bill-page-payment-status"
                withStatus
              />
            )}
          </>
        }
        amount={target.amount}
        testId="bill-page"
        actions={
          <BillActionButtons
            actions={actions}
            busy={moves.busy === head.id}
            size="sm"
            onSubmit={() => void moves.submit(target)}
            onApprove={() => void moves.approve(target)}
            onCancel={() => setToCancel(target)}
            onMarkPaid={() => setToMarkPaid({ ...target, money: head.amount })}
          />
        }
      />
      <Stack gap="4" maxWidth="4xl">
        {moves.refusal ? (
          <FormErrorAlert message={moves.refusal} testId="bill-page-refusal" />
        ) : null}
        <BillFacts bill={bill.facts} timeZone={organization.timeZone} />
        <BillMatch bill={bill.match} />
        <BillPayment bill={bill.payment} />
      </Stack>
      <BillCancelDialog bill={toCancel} onClose={() => setToCancel(null)} />
      <BillMarkPaidDialog bill={toMarkPaid} onClose={() => setToMarkPaid(null)} />
    </>
  );
}
