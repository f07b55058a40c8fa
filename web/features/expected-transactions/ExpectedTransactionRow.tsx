import { Badge, Button, IconButton, Link, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ExpectedTransactionRow_expectedTransaction$key } from '../../__generated__/ExpectedTransactionRow_expectedTransaction.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import type { ExpectedTransactionToDelete } from './ExpectedTransactionDeleteDialog';
import { DIRECTION_LABEL, isDirection, RECONCILIATION_TONES } from '../../i18n/transactionLabels';
import { orderPagePath, payExpectedPath } from '../../navigation/orderLinks';
import { uuidOf } from '../../relay/globalId';
import { ReconciledLineLink } from '../../domain/ReconciledLineLink';
import { RowActionsCell } from '../../ui/RowActions';
import { StatusBadge } from '../../ui/StatusBadge';
import { TwoLineText } from '../../ui/TwoLineText';

type ExpectedTransactionRowProps = {
  expectedTransaction: ExpectedTransactionRow_expectedTransaction$key;
  canManage: boolean;
  canPay: { PAYMENT: boolean };
  onDelete: (expectedTransaction: ExpectedTransactionToDelete) => void;
};

/** One expected transaction in the list: date, counterparty, description, direction, amount, status, external id. */
export function ExpectedTransactionRow({
  expectedTransaction,
  canManage,
  canPay,
  onDelete,
}: ExpectedTransactionRowProps) {
  const data = useFragment(
    graphql`
      fragment ExpectedTransactionRow_expectedTransaction on ExpectedTransaction {
        id
        date
        description
        internalDescription
        direction
        amount {
          amount
          currency
        }
        reconciliationStatus
        reconciliations {
          allocations {
            statementTransaction {
              id
              reconciliationStatus
            }
          }
        }
        externalId
        editable
        deletable
        counterparty {
          alias
          legalName
        }
        payingOrder {
          __typename
          id
          status
        }
      }
    `,
    expectedTransaction,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const amount = formatMoney(data.amount.amount, data.amount.currency, language);
  const uuid = uuidOf(data.id, 'ExpectedTransaction');
  // An outgoing one to a counterparty, with nothing reconciled and no order yet, is paid by a payment to it (a transfer pays one through the API).
  const payPath =
    data.counterparty &&
    data.direction === 'DEBIT' &&
    data.reconciliationStatus === 'UNRECONCILED' &&
    !data.payingOrder &&
    canPay.PAYMENT
      ? payExpectedPath('PAYMENT', data.id)
      : null;
  const paying = data.payingOrder
    ? {
        kind:
          data.payingOrder.__typename === 'Transfer' ? ('TRANSFER' as const) : ('PAYMENT' as const),
        ...data.payingOrder,
      }
    : null;
  const payingPath = paying ? orderPagePath(paying.id) : null;
  const matchedLine = data.reconciliations
    .flatMap((reconciliation) => reconciliation.allocations)
    .find((allocation) => allocation.statementTransaction)?.statementTransaction;

  return (
    <Table.Row data-testid="expected-transaction-row">
      <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {formatDate(data.date, language)}
      </Table.Cell>
      <Table.Cell>
        {data.counterparty ? (
          <TwoLineText primary={data.counterparty.alias} secondary={data.counterparty.legalName} />
        ) : (
          <Text color="fg.subtle">—</Text>
        )}
      </Table.Cell>
      <Table.Cell minWidth="36">
        <Text data-testid="expected-transaction-description">{data.description}</Text>
        {data.internalDescription ? (
          <Text fontSize="xs" color="fg.muted">
            {data.internalDescription}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell>
        <Badge variant="subtle" colorPalette={data.direction === 'DEBIT' ? 'red' : 'green'}>
          {isDirection(data.direction) ? (
            <FormattedMessage id={DIRECTION_LABEL[data.direction].id} />
          ) : (
            data.direction
          )}
        </Badge>
      </Table.Cell>
      <Table.Cell
        textAlign="end"
        whiteSpace="nowrap"
        fontVariantNumeric="tabular-nums"
        fontWeight="medium"
        color={data.direction === 'DEBIT' ? 'fg' : 'green.fg'}
        data-testid="expected-transaction-amount"
      >
        {amount}
      </Table.Cell>
      <Table.Cell>
        <StatusBadge status={data.reconciliationStatus} tones={RECONCILIATION_TONES} />
        {/* The match opens on the statement transaction it pays (matches are listed only to a viewer who may read them). */}
        {matchedLine ? (
          <ReconciledLineLink
            line={matchedLine}
            label={<FormattedMessage id="expectedTransactions.reconciliation.link" />}
            testId="expected-transaction-match-link"
          />
        ) : null}
        {paying && payingPath ? (
          // It wraps under the badge rather than widening the column: the list fits a 1280 px window with its actions whole.
          <Link asChild display="block" fontSize="xs" marginTop="1" maxWidth="8rem">
            <RouterLink to={payingPath} data-testid="expected-transaction-paying-order">
              <FormattedMessage
                id="expectedTransactions.payingOrder"
                values={{
                  kind: paying.kind,
                  status: intl.formatMessage({
                    id: `payments.status.${paying.status}`,
                    defaultMessage: paying.status,
                  }),
                }}
              />
            </RouterLink>
          </Link>
        ) : null}
      </Table.Cell>
      <Table.Cell>
        {data.externalId ? (
          <Text fontSize="sm" fontFamily="mono" wordBreak="break-all">
            {data.externalId}
          </Text>
        ) : (
          <Text color="fg.subtle">—</Text>
        )}
      </Table.Cell>
      {canManage || canPay.PAYMENT ? (
        <RowActionsCell>
          {payPath ? (
            <Button asChild size="xs" variant="outline" data-testid="expected-transaction-pay">
              <RouterLink to={payPath}>
                <FormattedMessage id="expectedTransactions.pay" />
              </RouterLink>
            </Button>
          ) : null}
          {canManage && data.editable && uuid ? (
            <Button asChild size="xs" variant="ghost" data-testid="expected-transaction-edit">
              <RouterLink to={`/expected-transactions/${uuid}/edit`}>
                <FormattedMessage id="expectedTransactions.edit" />
              </RouterLink>
            </Button>
          ) : null}
          {canManage && data.deletable ? (
            <IconButton
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={intl.formatMessage({ id: 'expectedTransactions.delete' })}
              title={intl.formatMessage({ id: 'expectedTransactions.delete' })}
              data-testid="expected-transaction-delete"
              onClick={() =>
                onDelete({ id: data.id, description: data.description, amount, date: data.date })
              }
            >
              <MenuIcon name="trash" />
            </IconButton>
          ) : null}
        </RowActionsCell>
      ) : null}
    </Table.Row>
  );
}
