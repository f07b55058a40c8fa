import { Badge, Checkbox, Link, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { orderPagePath } from '../../navigation/orderLinks';
import type { PaymentOrderRow_order$key } from '../../__generated__/PaymentOrderRow_order.graphql';
import { formatDate } from '../../i18n/format';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { MoneyCell } from '../../ui/MoneyCell';
import { StatusBadge } from '../../ui/StatusBadge';
import { TwoLineText } from '../../ui/TwoLineText';
import { METHOD_LABEL, PAYMENT_STATUS_TONES } from './paymentLabels';
import { isPaymentMethod } from './paymentMethods';
import { recurrenceEveryText } from './recurrence';

/** Why a viewer without the approve permission may approve none: said once in the detail, not on every row. */
const APPROVE_PERMISSION_MISSING = 'U-TRSY-TRF-53';

type PaymentOrderRowProps = {
  order: PaymentOrderRow_order$key;
  /** Set when the viewer may act on orders in bulk: the row's checkbox. */
  selection: { checked: boolean; onToggle: () => void } | null;
  /** Why the last action on it was refused, in the reader's words. */
  refusal: string | null;
  onOpen: (id: string) => void;
};

/**
 * One payment or transfer in its list: date (with "↻ every 2 weeks" under a
 * repeating one), beneficiary (the counterparty
 * or the destination account, over the bank and account number), source
 * account, method, amount, fee and status (with why the viewer may not
 * approve it, when their role could approve others); the date links to its page, the name opens its detail in the drawer.
 */
export function PaymentOrderRow({ order, selection, refusal, onOpen }: PaymentOrderRowProps) {
  const data = useFragment(
    graphql`
      fragment PaymentOrderRow_order on PaymentOrder {
        id
        status
        archived
        paymentDate
        recurrence {
          unit
          every
        }
        method
        amount {
          amount
          currency
        }
        fee {
          amount
          currency
        }
        viewerCanApprove
        viewerApprovalBlock {
          code
          message
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
        ... on Payment {
          counterparty {
            alias
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
  const errorMessage = useErrorMessage();
  const name =
    data.counterparty?.alias ?? data.destinationAccount?.alias ?? data.beneficiary.accountName;
  const page = orderPagePath(data.id);
  return (
    <Table.Row
      data-testid="payment-order-row"
      data-order-id={data.id}
      data-status={data.status}
      bg={selection?.checked ? 'brand.subtle' : undefined}
    >
      {selection ? (
        <Table.Cell width="1%">
          <Checkbox.Root
            checked={selection.checked}
            onCheckedChange={selection.onToggle}
            data-testid="payment-order-select"
          >
            <Checkbox.HiddenInput
              aria-label={intl.formatMessage({ id: 'payments.select' }, { name })}
            />
            <Checkbox.Control />
          </Checkbox.Root>
        </Table.Cell>
      ) : null}
      <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        <Stack gap="0">
          {page ? (
            <Link
              asChild
              color="fg"
              textDecoration="underline"
              textDecorationColor="border"
              _hover={{ color: 'brand.fg' }}
            >
              <RouterLink to={page} data-testid="payment-order-link">
                {formatDate(data.paymentDate, language)}
              </RouterLink>
            </Link>
          ) : (
            <Text as="span">{formatDate(data.paymentDate, language)}</Text>
          )}
          {data.recurrence ? (
            <Text as="span" fontSize="xs" color="fg.muted" data-testid="payment-order-repeat">
              <FormattedMessage
                id="payments.repeatHint"
                values={{ every: recurrenceEveryText(intl, data.recurrence) }}
              />
            </Text>
          ) : null}
        </Stack>
      </Table.Cell>
      <Table.Cell minWidth="36">
        <Stack gap="0">
          <Link
            asChild
            fontWeight="medium"
            color="fg"
            textAlign="start"
            _hover={{ color: 'brand.fg' }}
          >
            <button type="button" onClick={() => onOpen(data.id)} data-testid="payment-order-open">
              {name}
            </button>
          </Link>
          <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
            {data.beneficiary.bankName} · {data.beneficiary.accountNumber}
          </Text>
        </Stack>
      </Table.Cell>
      <Table.Cell minWidth="28">
        {data.sourceAccount ? (
          <TwoLineText
            primary={data.sourceAccount.alias}
            secondary={`${data.sourceAccount.bank.name} · ${data.sourceAccount.accountNumber}`}
            tabularSecondary
          />
        ) : (
          <Text color="fg.subtle">—</Text>
        )}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {isPaymentMethod(data.method) ? (
          <FormattedMessage id={METHOD_LABEL[data.method].name.id} />
        ) : (
          data.method
        )}
      </Table.Cell>
      <MoneyCell money={data.amount} empty="—" strong testId="payment-order-amount" />
      <MoneyCell money={data.fee} empty="—" />
      <Table.Cell>
        <Stack gap="1" alignItems="flex-start">
          <StatusBadge
            status={data.status}
            tones={PAYMENT_STATUS_TONES}
            testId="payment-order-status"
            withStatus
          />
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
    </Table.Row>
  );
}
