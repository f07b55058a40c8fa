import { DataList, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PaymentOrderDetails_order$key } from '../../__generated__/PaymentOrderDetails_order.graphql';
import { formatDate, formatDateTime, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { RECONCILIATION_TONES } from '../../i18n/transactionLabels';
import { StatusBadge } from '../../ui/StatusBadge';
import { PaymentApprovals } from './PaymentApprovals';
import { personNameOf } from '../../ui/personNameOf';
import { PaymentOrderManualExport } from './PaymentOrderManualExport';
import { PaymentOrderOutcome } from './PaymentOrderOutcome';
import { METHOD_LABEL } from './paymentLabels';
import { isPaymentMethod, totalLeaving } from './paymentMethods';
import { recurrenceEveryText } from './recurrence';

const EMPTY = (
  <Text as="span" color="fg.subtle">
    —
  </Text>
);

function Item({
  label,
  children,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <DataList.Item>
      <DataList.ItemLabel width={{ base: '7.5rem', md: '10rem' }} flexShrink={0}>
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue data-testid={testId} overflowWrap="anywhere">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

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
        paymentDate
        method
        memo
        notes
        failureReason
        expectedTransaction {
          description
          date
          amount {
            amount
            currency
          }
        }
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
        recurrence {
          unit
          every
          until
        }
        occurrence
        nextPaymentDate
        createdAt
        amount {
          amount
          currency
        }
        fee {
          amount
          currency
        }
        beneficiary {
          bankName
          accountNumber
          accountName
        }
        sourceAccount {
          alias
          accountNumber
          bank {
            name
          }
        }
        maker {
          fullName
          email
        }
        makers {
          fullName
          email
        }
        sentAt
        bankReference
        reconciliationStatus
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
        ... on Payment {
          counterparty {
            alias
            legalName
          }
          bill {
            number
            description
            dueDate
            amount {
              amount
              currency
            }
          }
        }
        ... on Transfer {
          destinationAccount {
            alias
          }
        }
      }
    `,
    order,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const money = (value: { readonly amount: string; readonly currency: string }) =>
    formatMoney(value.amount, value.currency, language);
  const method = isPaymentMethod(data.method) ? data.method : null;
  // Those who changed it after its maker (the makers list starts with the creator).
  const changers = data.makers.slice(1);

  return (
    <Stack gap="6" data-testid="payment-order-details">
      <DataList.Root orientation="horizontal" size="md">
        <Item
          label={<FormattedMessage id="payments.detail.beneficiary" />}
          testId="payment-detail-beneficiary"
        >
          <Stack gap="0">
            <Text fontWeight="medium">
              {data.counterparty?.alias ??
                data.destinationAccount?.alias ??
                data.beneficiary.accountName}
            </Text>
            {data.counterparty && data.counterparty.legalName !== data.counterparty.alias ? (
              <Text fontSize="sm" color="fg.muted">
                {data.counterparty.legalName}
              </Text>
            ) : null}
          </Stack>
        </Item>
        <Item label={<FormattedMessage id="payments.detail.bank" />} testId="payment-detail-bank">
          <Stack gap="0">
            <Text>{data.beneficiary.bankName}</Text>
            <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
              {data.beneficiary.accountNumber} · {data.beneficiary.accountName}
            </Text>
          </Stack>
        </Item>
        <Item label={<FormattedMessage id="payments.detail.source" />}>
          {data.sourceAccount
            ? `${data.sourceAccount.alias} · ${data.sourceAccount.bank.name} ${data.sourceAccount.accountNumber}`
            : EMPTY}
        </Item>
        <Item
          label={<FormattedMessage id="payments.detail.method" />}
          testId="payment-detail-method"
        >
          {method ? (
            <Stack gap="0">
              <Text>
                <FormattedMessage id={METHOD_LABEL[method].name.id} />
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage
                  id="payments.detail.methodTerms"
                  values={{
                    fee: money(data.fee),
                    speed: intl.formatMessage(METHOD_LABEL[method].speed),
                  }}
                />
              </Text>
            </Stack>
          ) : (
            data.method
          )}
        </Item>
        <Item
          label={<FormattedMessage id="payments.detail.amount" />}
          testId="payment-detail-amount"
        >
          <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {money(data.amount)}
          </Text>
        </Item>
        <Item label={<FormattedMessage id="payments.detail.total" />} testId="payment-detail-total">
          <Text fontVariantNumeric="tabular-nums">
            {money({
              amount: totalLeaving(data.amount.amount, data.fee.amount),
              currency: data.amount.currency,
            })}
          </Text>
        </Item>
        <Item label={<FormattedMessage id="payments.detail.date" />}>
          {formatDate(data.paymentDate, language)}
        </Item>
        <Item
          label={<FormattedMessage id="payments.detail.repeat" />}
          testId="payment-detail-recurrence"
        >
          {data.recurrence ? (
            <Stack gap="0">
              <Text>
                <FormattedMessage
                  id={
                    data.recurrence.until
                      ? 'payments.detail.repeatsUntil'
                      : 'payments.detail.repeatsForGood'
                  }
                  values={{
                    every: recurrenceEveryText(intl, data.recurrence),
                    until: data.recurrence.until
                      ? formatDate(data.recurrence.until, language)
                      : null,
                  }}
                />
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage
                  id={
                    data.nextPaymentDate
                      ? 'payments.detail.occurrenceNext'
                      : 'payments.detail.occurrenceLast'
                  }
                  values={{
                    occurrence: data.occurrence,
                    next: data.nextPaymentDate ? formatDate(data.nextPaymentDate, language) : null,
                  }}
                />
              </Text>
            </Stack>
          ) : (
            <FormattedMessage id="payments.detail.oneTime" />
          )}
        </Item>
        {data.bill ? (
          <Item label={<FormattedMessage id="payments.detail.bill" />} testId="payment-detail-bill">
            <Stack gap="0">
              <Text>
                {[data.bill.number, data.bill.description].filter(Boolean).join(' · ') || '—'}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage
                  id="payments.detail.billTerms"
                  values={{
                    amount: money(data.bill.amount),
                    date: formatDate(data.bill.dueDate, language),
                  }}
                />
              </Text>
            </Stack>
          </Item>
        ) : null}
        {data.expectedTransaction ? (
          <Item
            label={<FormattedMessage id="payments.detail.expectedTransaction" />}
            testId="payment-detail-expected-transaction"
          >
            <Stack gap="0">
              <Text>{data.expectedTransaction.description}</Text>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage
                  id="payments.detail.expectedTransactionTerms"
                  values={{
                    amount: money(data.expectedTransaction.amount),
                    date: formatDate(data.expectedTransaction.date, language),
                  }}
                />
              </Text>
            </Stack>
          </Item>
        ) : null}
        <Item label={<FormattedMessage id="payments.detail.memo" />} testId="payment-detail-memo">
          {data.memo ?? EMPTY}
        </Item>
        <Item label={<FormattedMessage id="payments.detail.notes" />}>
          {data.notes ? <Text whiteSpace="pre-wrap">{data.notes}</Text> : EMPTY}
        </Item>
        <Item label={<FormattedMessage id="payments.detail.maker" />} testId="payment-detail-maker">
          <Stack gap="0">
            <Text>
              {personNameOf(data.maker) ?? <FormattedMessage id="payments.detail.formerMember" />}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(data.createdAt, language, timeZone)}
            </Text>
          </Stack>
        </Item>
        {changers.length > 0 ? (
          <Item
            label={<FormattedMessage id="payments.detail.changedBy" />}
            testId="payment-detail-changed-by"
          >
            {changers
              .map(
                (person) =>
                  personNameOf(person) ??
                  intl.formatMessage({ id: 'payments.detail.formerMember' }),
              )
              .join(', ')}
          </Item>
        ) : null}
        {data.sentAt ? (
          <Item label={<FormattedMessage id="payments.detail.sent" />} testId="payment-detail-sent">
            <Stack gap="0">
              <Text>{formatDateTime(data.sentAt, language, timeZone)}</Text>
              {data.bankReference ? (
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage
                    id="payments.detail.bankReference"
                    values={{ reference: data.bankReference }}
                  />
                </Text>
              ) : null}
            </Stack>
          </Item>
        ) : null}
        <Item
          label={<FormattedMessage id="payments.detail.reconciliation" />}
          testId="payment-detail-reconciliation"
        >
          <StatusBadge
            status={data.reconciliationStatus}
            tones={RECONCILIATION_TONES}
            variant="surface"
          />
        </Item>
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
