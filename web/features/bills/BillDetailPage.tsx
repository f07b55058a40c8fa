import { Badge, Card, DataList, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { BillDetailPageQuery } from '../../__generated__/BillDetailPageQuery.graphql';
import { formatDate, formatDateTime, formatMoney } from '../../i18n/format';
import { RECONCILIATION_TONES } from '../../i18n/transactionLabels';
import { useLanguage } from '../../i18n/useLanguage';
import { orderPagePath } from '../../navigation/orderLinks';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { BackLink } from '../../ui/BackLink';
import { DetailItem } from '../../ui/DetailItem';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { SectionTitle } from '../../ui/SectionTitle';
import { StatusBadge } from '../../ui/StatusBadge';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { personNameOf } from '../../ui/personNameOf';
import { BillActionButtons } from './BillActionButtons';
import { billActions } from './billActions';
import { BillCancelDialog } from './BillCancelDialog';
import { BillMarkPaidDialog, type BillToMarkPaid } from './BillMarkPaidDialog';
import {
  BILL_CATEGORY_LABEL,
  BILL_PAYMENT_STATUS_TONES,
  BILL_STATUS_TONES,
  isBillCategory,
} from './billLabels';
import type { BillTarget } from './BillRow';
import { useBillMoves } from './useBillMoves';

export const billDetailPageQuery = graphql`
  query BillDetailPageQuery($id: ID!) {
    viewer {
      permissions
      organization {
        timeZone
      }
    }
    node(id: $id) {
      __typename
      ... on Bill {
        id
        number
        date
        dueDate
        category
        description
        amount {
          amount
          currency
        }
        paidAmount {
          amount
          currency
        }
        status
        paymentStatus
        editable
        counterparty {
          alias
          legalName
        }
        payingOrder {
          id
          status
          paymentDate
          reconciliationStatus
          amount {
            amount
            currency
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
    }
  }
`;

/**
 * `/bills/{uuid}`: one bill on a page of its own: its supplier, status and
 * payment status, every field, who made, submitted and approved (or
 * cancelled) it, and the payment that pays it with that payment's
 * reconciliation; the moves its row offers (Pay, Mark paid, Submit,
 * Approve, Cancel). Needs `bills:read`; another organisation's bill, or
 * none, shows the not-found state.
 */
export function BillDetailPage() {
  const data = useRouteQuery<BillDetailPageQuery>(billDetailPageQuery);
  const intl = useIntl();
  const { language } = useLanguage();
  const moves = useBillMoves();
  const [toCancel, setToCancel] = useState<BillTarget | null>(null);
  const [toMarkPaid, setToMarkPaid] = useState<BillToMarkPaid | null>(null);
  if (!data.viewer) return null;
  const { permissions, organization } = data.viewer;
  if (!permissions.includes('bills:read')) return <ForbiddenPage embedded />;
  const bill = data.node?.__typename === 'Bill' && data.node.id ? data.node : null;
  if (
    !bill?.id ||
    !bill.amount ||
    !bill.paidAmount ||
    !bill.status ||
    !bill.paymentStatus ||
    !bill.dueDate ||
    !bill.date ||
    !bill.category ||
    !bill.createdAt
  )
    return <NotFoundPage embedded />;

  const money = (value: { readonly amount: string; readonly currency: string }) =>
    formatMoney(value.amount, value.currency, language);
  const person = (user: { readonly fullName: string; readonly email: string } | null | undefined) =>
    personNameOf(user) ?? intl.formatMessage({ id: 'payments.detail.formerMember' });
  const at = (value: string) => formatDateTime(value, language, organization.timeZone);
  const name = bill.counterparty?.alias ?? bill.number ?? bill.description ?? '—';
  const target: BillTarget = {
    id: bill.id,
    name,
    amount: money(bill.amount),
    dueDate: formatDate(bill.dueDate, language),
  };
  const actions = billActions(
    {
      id: bill.id,
      status: bill.status,
      paymentStatus: bill.paymentStatus,
      editable: bill.editable ?? false,
      paying: bill.payingOrder != null,
    },
    permissions,
  );
  const paying = bill.payingOrder;
  const payingPage = paying ? orderPagePath(paying.id) : null;

  return (
    <>
      <BackLink to="/bills" label={<FormattedMessage id="bills.form.back" />} />
      <PageHeader
        title={<span data-testid="bill-page-title">{name}</span>}
        description={
          <HStack as="span" gap="2" wrap="wrap">
            <StatusBadge
              status={bill.status}
              tones={BILL_STATUS_TONES}
              testId="bill-page-status"
              withStatus
            />
            {bill.status === 'CANCELLED' ? null : (
              <StatusBadge
                status={bill.paymentStatus}
                tones={BILL_PAYMENT_STATUS_TONES}
                testId="bill-page-payment-status"
                withStatus
              />
            )}
            <Text as="span" fontVariantNumeric="tabular-nums" data-testid="bill-page-amount">
              {money(bill.amount)}
            </Text>
          </HStack>
        }
        actions={
          <BillActionButtons
            actions={actions}
            busy={moves.busy === bill.id}
            size="sm"
            onSubmit={() => void moves.submit(target)}
            onApprove={() => void moves.approve(target)}
            onCancel={() => setToCancel(target)}
            onMarkPaid={() => setToMarkPaid({ ...target, money: bill.amount! })}
          />
        }
      />
      <Stack gap="4" maxWidth="4xl">
        {moves.refusal ? (
          <FormErrorAlert message={moves.refusal} testId="bill-page-refusal" />
        ) : null}
        <Card.Root variant="outline" bg="bg">
          <Card.Body>
            <DataList.Root orientation="horizontal" size="md">
              <DetailItem
                label={<FormattedMessage id="bills.form.number" />}
                testId="bill-detail-number"
              >
                {bill.number}
              </DetailItem>
              <DetailItem
                label={<FormattedMessage id="bills.form.supplier" />}
                testId="bill-detail-supplier"
              >
                {bill.counterparty
                  ? [bill.counterparty.alias, bill.counterparty.legalName]
                      .filter((part, index, parts) => parts.indexOf(part) === index)
                      .join(' · ')
                  : null}
              </DetailItem>
              <DetailItem label={<FormattedMessage id="bills.form.category" />}>
                {isBillCategory(bill.category) ? (
                  <FormattedMessage id={BILL_CATEGORY_LABEL[bill.category].id} />
                ) : (
                  bill.category
                )}
              </DetailItem>
              <DetailItem label={<FormattedMessage id="bills.form.description" />}>
                {bill.description}
              </DetailItem>
              <DetailItem
                label={<FormattedMessage id="bills.form.date" />}
                testId="bill-detail-date"
              >
                {formatDate(bill.date, language)}
              </DetailItem>
              <DetailItem
                label={<FormattedMessage id="bills.form.dueDate" />}
                testId="bill-detail-due-date"
              >
                {formatDate(bill.dueDate, language)}
              </DetailItem>
              <DetailItem
                label={<FormattedMessage id="bills.form.amount" />}
                testId="bill-detail-amount"
              >
                <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {money(bill.amount)}
                </Text>
              </DetailItem>
              <DetailItem
                label={<FormattedMessage id="bills.detail.paid" />}
                testId="bill-detail-paid"
              >
                <Text fontVariantNumeric="tabular-nums">{money(bill.paidAmount)}</Text>
              </DetailItem>
              <DetailItem
                label={<FormattedMessage id="bills.detail.created" />}
                testId="bill-detail-created"
              >
                <FormattedMessage
                  id="bills.detail.byAt"
                  values={{ name: person(bill.createdBy), at: at(bill.createdAt) }}
                />
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
                  <FormattedMessage
                    id="bills.detail.byAt"
                    values={{ name: person(bill.approvedBy), at: at(bill.approvedAt) }}
                  />
                </DetailItem>
              ) : null}
              {bill.cancellation ? (
                <DetailItem
                  label={<FormattedMessage id="bills.detail.cancelled" />}
                  testId="bill-detail-cancelled"
                >
                  <Stack gap="0">
                    <Text>
                      <FormattedMessage
                        id="bills.detail.byAt"
                        values={{
                          name: person(bill.cancellation.by),
                          at: at(bill.cancellation.at),
                        }}
                      />
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      <FormattedMessage
                        id="bills.cancelledBecause"
                        values={{ reason: bill.cancellation.reason }}
                      />
                    </Text>
                  </Stack>
                </DetailItem>
              ) : null}
            </DataList.Root>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline" bg="bg" data-testid="bill-page-payment">
          <Card.Body>
            <Stack gap="4">
              <SectionTitle
                title={<FormattedMessage id="bills.detail.paymentTitle" />}
                description={<FormattedMessage id="bills.detail.paymentDescription" />}
              />
              {paying ? (
                <DataList.Root orientation="horizontal" size="md">
                  <DetailItem
                    label={<FormattedMessage id="bills.detail.payment" />}
                    testId="bill-detail-payment"
                  >
                    <HStack gap="2" wrap="wrap">
                      {payingPage ? (
                        <Link asChild>
                          <RouterLink to={payingPage} data-testid="bill-detail-payment-link">
                            <FormattedMessage
                              id="bills.detail.paymentTerms"
                              values={{
                                amount: money(paying.amount),
                                date: formatDate(paying.paymentDate, language),
                              }}
                            />
                          </RouterLink>
                        </Link>
                      ) : null}
                      <Badge
                        variant="subtle"
                        data-testid="bill-detail-payment-status"
                        data-status={paying.status}
                      >
                        {intl.formatMessage({
                          id: `payments.status.${paying.status}`,
                          defaultMessage: paying.status,
                        })}
                      </Badge>
                    </HStack>
                  </DetailItem>
                  <DetailItem
                    label={<FormattedMessage id="bills.detail.reconciliation" />}
                    testId="bill-detail-reconciliation"
                  >
                    <StatusBadge
                      status={paying.reconciliationStatus}
                      tones={RECONCILIATION_TONES}
                      variant="surface"
                    />
                  </DetailItem>
                </DataList.Root>
              ) : (
                <Text color="fg.muted" fontSize="sm" data-testid="bill-detail-no-payment">
                  <FormattedMessage id="bills.detail.noPayment" />
                </Text>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Stack>
      <BillCancelDialog bill={toCancel} onClose={() => setToCancel(null)} />
      <BillMarkPaidDialog bill={toMarkPaid} onClose={() => setToMarkPaid(null)} />
    </>
  );
}
