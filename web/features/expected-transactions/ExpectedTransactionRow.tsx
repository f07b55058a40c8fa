import { Button, IconButton, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type {
  ExpectedTransactionRow_expectedTransaction$data,
  ExpectedTransactionRow_expectedTransaction$key,
} from '../../__generated__/ExpectedTransactionRow_expectedTransaction.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import type { ExpectedTransactionToDelete } from './ExpectedTransactionDeleteDialog';
import { ExpectedTransactionStatusCell } from './ExpectedTransactionStatusCell';
import { DirectionBadge } from '../../domain/records/DirectionBadge';
import { payExpectedPath } from '../../navigation/orderLinks';
import { uuidOf } from '../../relay/globalId';
import { RowActionsCell } from '../../ui/RowActions';
import { TwoLineText } from '../../ui/TwoLineText';
import { FigureCell } from '../../ui/FigureCell';
import { LinkButton } from '../../ui/LinkButton';

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
        externalId
        editable
        deletable
        counterparty {
          alias
          legalName
        }
        payingOrder {
          id
        }
        ...ExpectedTransactionStatusCell_expectedTransaction
      }
    `,
    expectedTransaction,
  );
  const { language } = useLanguage();
  const amount = formatMoney(data.amount.amount, data.amount.currency, language);
  const uuid = uuidOf(data.id, 'ExpectedTransaction');
  const payPath = payPathOf(data, canPay.PAYMENT);

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
      <DescriptionCell
        description={data.description}
        internalDescription={data.internalDescription}
      />
      <Table.Cell>
        <DirectionBadge direction={data.direction} />
      </Table.Cell>
      <FigureCell
        strong
        color={data.direction === 'DEBIT' ? 'fg' : 'green.fg'}
        testId="expected-transaction-amount"
      >
        {amount}
      </FigureCell>
      <ExpectedTransactionStatusCell expectedTransaction={data} />
      <ExternalIdCell externalId={data.externalId} />
      {canManage || canPay.PAYMENT ? (
        <ExpectedTransactionRowActions
          payPath={payPath}
          editPath={
            canManage && data.editable && uuid ? `/expected-transactions/${uuid}/edit` : null
          }
          onDelete={
            canManage && data.deletable
              ? () =>
                  onDelete({ id: data.id, description: data.description, amount, date: data.date })
              : null
          }
        />
      ) : null}
    </Table.Row>
  );
}

/**
 * Where paying the expected transaction starts, or null.
 * An outgoing one to a counterparty, with nothing reconciled and no order yet, is paid by a payment to it (a transfer pays one through the API).
 */
function payPathOf(
  data: Pick<
    ExpectedTransactionRow_expectedTransaction$data,
    'id' | 'counterparty' | 'direction' | 'reconciliationStatus' | 'payingOrder'
  >,
  canPayPayments: boolean,
) {
  return data.counterparty &&
    data.direction === 'DEBIT' &&
    data.reconciliationStatus === 'UNRECONCILED' &&
    !data.payingOrder &&
    canPayPayments
    ? payExpectedPath('PAYMENT', data.id)
    : null;
}

/** The external id, or a dash. */
function ExternalIdCell({ externalId }: { externalId: string | null | undefined }) {
  return (
    <Table.Cell>
      {externalId ? (
        <Text fontSize="sm" fontFamily="mono" wordBreak="break-all">
          {externalId}
        </Text>
      ) : (
        <Text color="fg.subtle">—</Text>
      )}
    </Table.Cell>
  );
}

/** The description, with the internal one under it. */
function DescriptionCell({
  description,
  internalDescription,
}: {
  description: string;
  internalDescription: string | null | undefined;
}) {
  return (
    <Table.Cell minWidth="36">
      <Text data-testid="expected-transaction-description">{description}</Text>
      {internalDescription ? (
        <Text fontSize="xs" color="fg.muted">
          {internalDescription}
        </Text>
      ) : null}
    </Table.Cell>
  );
}

type ExpectedTransactionRowActionsProps = {
  /** Where paying it starts; null when it cannot be paid from here. */
  payPath: string | null;
  /** Its edit page; null when the viewer may not edit it. */
  editPath: string | null;
  /** Asks to delete it; null when the viewer may not. */
  onDelete: (() => void) | null;
};

/** The row's actions: Pay, Edit and Delete, each where it applies. */
function ExpectedTransactionRowActions({
  payPath,
  editPath,
  onDelete,
}: ExpectedTransactionRowActionsProps) {
  const intl = useIntl();
  return (
    <RowActionsCell>
      {payPath ? (
        <LinkButton
          to={payPath}
          label={<FormattedMessage id="expectedTransactions.pay" />}
          size="xs"
          testId="expected-transaction-pay"
        />
      ) : null}
      {editPath ? (
        <Button asChild size="xs" variant="ghost" data-testid="expected-transaction-edit">
          <RouterLink to={editPath}>
            <FormattedMessage id="expectedTransactions.edit" />
          </RouterLink>
        </Button>
      ) : null}
      {onDelete ? (
        <IconButton
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={intl.formatMessage({ id: 'expectedTransactions.delete' })}
          title={intl.formatMessage({ id: 'expectedTransactions.delete' })}
          data-testid="expected-transaction-delete"
          onClick={onDelete}
        >
          <MenuIcon name="trash" />
        </IconButton>
      ) : null}
    </RowActionsCell>
  );
}
