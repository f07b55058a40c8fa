import { Link, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { CreditMemoRow_creditMemo$key } from '../../__generated__/CreditMemoRow_creditMemo.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { uuidOf } from '../../relay/globalId';
import { RowActionsCell } from '../../ui/RowActions';
import { StatusBadge } from '../../ui/StatusBadge';
import { CREDIT_MEMO_STATUS_TONES } from '../../domain/credit-memos/creditMemoLabels';
import { CreditMemoRowActions } from './CreditMemoRowActions';
import { InvoiceAmountLines } from './InvoiceAmountLines';

/** What the row's actions act on: the memo, its buyer, and what is left of it. */
export type CreditMemoTarget = {
  id: string;
  number: string;
  customerId: string;
  customerName: string;
  currency: string;
  remaining: string;
};

/**
 * One memo: its number with the invoice it is written against (to that
 * invoice's page), the buyer, its date and reason, amount and what is left,
 * the invoices it was taken off (or, while it waits for approval, is to be
 * taken off once approved), the status, and its actions' buttons
 * (CreditMemoRowActions).
 */
export function CreditMemoRow({
  creditMemo,
  busy,
  onApprove,
  onReject,
  onApply,
  onCancel,
}: {
  creditMemo: CreditMemoRow_creditMemo$key;
  /** The memo is being approved: its buttons wait. */
  busy: boolean;
  onApprove: (memo: CreditMemoTarget) => void;
  onReject: (memo: CreditMemoTarget) => void;
  onApply: (memo: CreditMemoTarget) => void;
  onCancel: (memo: CreditMemoTarget) => void;
}) {
  const data = useFragment(
    graphql`
      fragment CreditMemoRow_creditMemo on CreditMemo {
        id
        number
        status
        reason
        memoDate
        customerName
        invoiceNumber
        customerId
        invoice {
          id
        }
        amount {
          amount
          currency
        }
        remainingAmount {
          amount
        }
        applications {
          invoiceId
          invoiceNumber
          amount {
            amount
          }
        }
        requestedApplications {
          invoiceId
          invoiceNumber
          amount {
            amount
          }
        }
        actions
      }
    `,
    creditMemo,
  );
  const { language } = useLanguage();
  const money = (amount: string) => formatMoney(amount, data.amount.currency, language);
  const target: CreditMemoTarget = {
    id: data.id,
    number: data.number,
    customerId: data.customerId,
    customerName: data.customerName,
    currency: data.amount.currency,
    remaining: data.remainingAmount.amount,
  };
  return (
    <Table.Row data-testid="credit-memo-row" data-status={data.status}>
      <Table.Cell whiteSpace="nowrap">
        <Text fontWeight="medium" data-testid="credit-memo-number">
          {data.number}
        </Text>
        <Text color="fg.muted" fontSize="xs">
          {data.invoice ? (
            <Link asChild color="brand.solid">
              <RouterLink to={`/invoices/detail/${uuidOf(data.invoice.id, 'SalesInvoice')}`}>
                {data.invoiceNumber}
              </RouterLink>
            </Link>
          ) : (
            data.invoiceNumber
          )}
        </Text>
      </Table.Cell>
      <Table.Cell minWidth="32">{data.customerName}</Table.Cell>
      <Table.Cell minWidth="32">
        <Text whiteSpace="nowrap">{formatDate(data.memoDate, language)}</Text>
        <Text color="fg.muted" fontSize="xs" lineClamp={2}>
          {data.reason}
        </Text>
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        <Text>{money(data.amount.amount)}</Text>
        <Text color="fg.muted" fontSize="xs">
          <FormattedMessage
            id="creditMemos.remaining"
            values={{ amount: money(data.remainingAmount.amount) }}
          />
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Stack gap="0" data-testid="credit-memo-applications">
          <InvoiceAmountLines lines={data.applications} money={money} />
          {data.requestedApplications.length > 0 ? (
            <Stack gap="0" color="fg.muted" data-testid="credit-memo-requested">
              <Text fontSize="xs">
                <FormattedMessage id="creditMemos.requested" />
              </Text>
              <InvoiceAmountLines lines={data.requestedApplications} money={money} />
            </Stack>
          ) : null}
        </Stack>
      </Table.Cell>
      <Table.Cell>
        <StatusBadge
          status={data.status}
          tones={CREDIT_MEMO_STATUS_TONES}
          testId="credit-memo-status"
        />
      </Table.Cell>
      <RowActionsCell>
        <CreditMemoRowActions
          actions={data.actions}
          busy={busy}
          onApprove={() => onApprove(target)}
          onReject={() => onReject(target)}
          onApply={() => onApply(target)}
          onCancel={() => onCancel(target)}
        />
      </RowActionsCell>
    </Table.Row>
  );
}
