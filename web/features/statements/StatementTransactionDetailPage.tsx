import { Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { StatementTransactionDetailPageQuery } from '../../__generated__/StatementTransactionDetailPageQuery.graphql';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { RecordPageHeader } from '../../ui/RecordPageHeader';
import { RecordPageGate } from '../../ui/RecordPageGate';
import { ReconciliationStatusBadge } from '../../ui/ReconciliationStatusBadge';
import { StatementTransactionFacts } from './StatementTransactionFacts';
import { StatementTransactionMatches } from './StatementTransactionMatches';

export const statementTransactionDetailPageQuery = graphql`
  query StatementTransactionDetailPageQuery($id: ID!) {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    node(id: $id) {
      __typename
      ... on StatementTransaction {
        id
        description
        direction
        amount {
          amount
          currency
        }
        reconciliationStatus
        ...StatementTransactionFacts_line @alias(as: "facts")
        ...StatementTransactionMatches_line @alias(as: "matches")
      }
    }
  }
`;

/**
 * `/statement-transactions/{uuid}`: one statement line on a page of its own:
 * its account, dates, description and reference, direction and amount, the
 * ending balance the bank gave, where it came from, its cash-flow category
 * (and the rule that set it), how much of it is reconciled and each match
 * with what it allocates to which item (an allocation's fee included). Needs
 * `statements:read`; another organisation's line, or none, shows the
 * not-found state.
 */
export function StatementTransactionDetailPage() {
  const data = useRouteQuery<StatementTransactionDetailPageQuery>(
    statementTransactionDetailPageQuery,
  );
  const node = data.node?.__typename === 'StatementTransaction' ? data.node : null;
  const { facts, matches } = node ?? {};
  return (
    <RecordPageGate
      viewer={data.viewer}
      permission="statements:read"
      record={node && facts && matches ? { ...node, facts, matches } : null}
    >
      {(line, { organization }) => (
        <StatementTransactionDetail line={line} timeZone={organization.timeZone} />
      )}
    </RecordPageGate>
  );
}

type Line = Extract<
  NonNullable<StatementTransactionDetailPageQuery['response']['node']>,
  { __typename: 'StatementTransaction' }
>;

/** The page of a line the viewer may read: its heading (status and signed amount) over its facts and matches. */
function StatementTransactionDetail({
  line,
  timeZone,
}: {
  line: Line & { facts: NonNullable<Line['facts']>; matches: NonNullable<Line['matches']> };
  timeZone: string;
}) {
  const { language } = useLanguage();
  const outgoing = line.direction === 'DEBIT';

  return (
    <>
      <RecordPageHeader
        back={{
          to: '/statement-transactions',
          label: <FormattedMessage id="statements.detail.back" />,
        }}
        title={line.description}
        badges={
          <ReconciliationStatusBadge
            status={line.reconciliationStatus}
            testId="statement-page-status"
          />
        }
        amount={`${outgoing ? '−' : '+'}${formatMoney(line.amount.amount, line.amount.currency, language)}`}
        amountColor={outgoing ? 'fg' : 'green.fg'}
        testId="statement-page"
      />
      <Stack gap="4" maxWidth="4xl">
        <StatementTransactionFacts line={line.facts} timeZone={timeZone} />
        <StatementTransactionMatches line={line.matches} timeZone={timeZone} />
      </Stack>
    </>
  );
}
