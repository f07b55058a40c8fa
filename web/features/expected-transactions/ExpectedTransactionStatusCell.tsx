import { Link, Table } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ExpectedTransactionStatusCell_expectedTransaction$key } from '../../__generated__/ExpectedTransactionStatusCell_expectedTransaction.graphql';
import { ReconciledLineLink } from '../../domain/ReconciledLineLink';
import { RECONCILIATION_TONES } from '../../i18n/transactionLabels';
import { orderPagePath } from '../../navigation/orderLinks';
import { StatusBadge } from '../../ui/StatusBadge';

/**
 * An expected transaction's reconciliation status, with a link to the
 * statement transaction it is matched with and to the payment or transfer
 * that pays it (with that order's status).
 */
export function ExpectedTransactionStatusCell({
  expectedTransaction,
}: {
  expectedTransaction: ExpectedTransactionStatusCell_expectedTransaction$key;
}) {
  const data = useFragment(
    graphql`
      fragment ExpectedTransactionStatusCell_expectedTransaction on ExpectedTransaction {
        reconciliationStatus
        reconciliations {
          allocations {
            statementTransaction {
              id
              reconciliationStatus
            }
          }
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
  );
}
