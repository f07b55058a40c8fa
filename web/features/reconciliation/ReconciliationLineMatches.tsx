import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ReconciliationLineMatches_line$key } from '../../__generated__/ReconciliationLineMatches_line.graphql';
import { ReconciliationStatusBadge } from '../../ui/ReconciliationStatusBadge';
import { ReconciliationLineSummary } from './ReconciliationLineSummary';
import { ReconciliationMatchCard } from './ReconciliationMatchCard';

/** A statement transaction's matches, oldest first (the right pane of the Reconciled tab, and under a partly matched line). */
export function ReconciliationLineMatches({
  line,
  timeZone,
  canRemove,
  withHeader,
}: {
  line: ReconciliationLineMatches_line$key;
  timeZone: string;
  canRemove: boolean;
  withHeader: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment ReconciliationLineMatches_line on StatementTransaction {
        id
        ...ReconciliationLineSummary_line
        reconciliationStatus
        reconciliations {
          id
          ...ReconciliationMatchCard_reconciliation
        }
      }
    `,
    line,
  );
  if (!withHeader && data.reconciliations.length === 0) return null;
  const matches = (
    <Stack gap="2" data-testid="reconciliation-line-matches" data-line-id={data.id}>
      <Heading size="sm">
        <FormattedMessage
          id="reconciliation.matches.title"
          values={{ count: data.reconciliations.length }}
        />
      </Heading>
      {data.reconciliations.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" data-testid="reconciliation-line-matches-empty">
          <FormattedMessage id="reconciliation.matches.empty" />
        </Text>
      ) : (
        data.reconciliations.map((reconciliation) => (
          <ReconciliationMatchCard
            key={reconciliation.id}
            reconciliation={reconciliation}
            timeZone={timeZone}
            canRemove={canRemove}
          />
        ))
      )}
    </Stack>
  );
  if (!withHeader) return matches;
  return (
    <Card.Root variant="outline" bg="bg" data-testid="reconciliation-matches-pane">
      <Card.Body gap="4">
        <ReconciliationLineSummary
          line={data}
          aside={
            <ReconciliationStatusBadge
              status={data.reconciliationStatus}
              testId="reconciliation-matches-status"
            />
          }
        />
        {matches}
      </Card.Body>
    </Card.Root>
  );
}
