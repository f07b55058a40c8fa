import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { uuidOf } from '../../relay/globalId';
import type { StatementTransactionRow_statementTransaction$key } from '../../__generated__/StatementTransactionRow_statementTransaction.graphql';
import { DirectionBadge } from '../../domain/records/DirectionBadge';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { ReconciledLineLink } from '../../domain/ReconciledLineLink';
import { TwoLineText } from '../../ui/TwoLineText';
import { RowLink } from '../../ui/RowLink';
import { FigureCell } from '../../ui/FigureCell';
import { ReconciliationStatusBadge } from '../../ui/ReconciliationStatusBadge';

/** One statement line: date (a link to the line's page), account, description, Outgoing/Incoming, amount, ending balance, reconciliation status. */
export function StatementTransactionRow({
  line,
}: {
  line: StatementTransactionRow_statementTransaction$key;
}) {
  const data = useFragment(
    graphql`
      fragment StatementTransactionRow_statementTransaction on StatementTransaction {
        id
        date
        time
        description
        reference
        direction
        amount {
          amount
          currency
        }
        endingBalance {
          amount
          currency
        }
        reconciliationStatus
        reconciliations {
          id
        }
        source
        bankAccount {
          alias
          bank {
            name
          }
        }
      }
    `,
    line,
  );
  const { language } = useLanguage();
  const outgoing = data.direction === 'DEBIT';
  const uuid = uuidOf(data.id, 'StatementTransaction');
  const page = uuid ? `/statement-transactions/${uuid}` : null;
  return (
    <Table.Row data-testid="statement-transaction-row">
      <LineDateCell page={page} date={data.date} time={data.time} />
      <Table.Cell>
        {data.bankAccount ? (
          <TwoLineText primary={data.bankAccount.alias} secondary={data.bankAccount.bank.name} />
        ) : (
          <Text color="fg.subtle">—</Text>
        )}
      </Table.Cell>
      <LineDescriptionCell description={data.description} reference={data.reference} />
      <Table.Cell>
        <DirectionBadge direction={data.direction} />
      </Table.Cell>
      <FigureCell strong color={outgoing ? 'fg' : 'green.fg'} testId="statement-transaction-amount">
        {outgoing ? '−' : '+'}
        {formatMoney(data.amount.amount, data.amount.currency, language)}
      </FigureCell>
      <FigureCell color="fg.muted">
        {data.endingBalance
          ? formatMoney(data.endingBalance.amount, data.endingBalance.currency, language)
          : '—'}
      </FigureCell>
      <Table.Cell>
        <ReconciliationStatusBadge status={data.reconciliationStatus} />
        {/* Matches are listed only to a viewer who may read them: the link shows when there is one to see. */}
        {data.reconciliations.length > 0 ? (
          <ReconciledLineLink
            line={data}
            label={<FormattedMessage id="statements.reconciliation.link" />}
            testId="statement-transaction-match-link"
          />
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}

/** The line's date (a link to its page when it has one) over its time. */
function LineDateCell({
  page,
  date,
  time,
}: {
  page: string | null;
  date: string;
  time: string | null | undefined;
}) {
  const { language } = useLanguage();
  return (
    <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {page ? (
        <RowLink to={page} testId="statement-transaction-link">
          {formatDate(date, language)}
        </RowLink>
      ) : (
        <Text>{formatDate(date, language)}</Text>
      )}
      {time ? (
        <Text fontSize="xs" color="fg.muted">
          {time.slice(0, 5)}
        </Text>
      ) : null}
    </Table.Cell>
  );
}

/**
 * The bank's description over the line's reference. Either may hold a long unbroken code
 * (QR2026…): it breaks rather than widen the table.
 */
function LineDescriptionCell({
  description,
  reference,
}: {
  description: string;
  reference: string | null | undefined;
}) {
  return (
    <Table.Cell minWidth="40" maxWidth="md">
      <Text
        data-testid="statement-transaction-description"
        lineClamp={2}
        overflowWrap="anywhere"
        title={description}
      >
        {description}
      </Text>
      {reference ? (
        <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
          <FormattedMessage id="statements.reference" values={{ reference }} />
        </Text>
      ) : null}
    </Table.Cell>
  );
}
