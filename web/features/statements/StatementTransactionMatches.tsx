import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  StatementTransactionMatches_line$data,
  StatementTransactionMatches_line$key,
} from '../../__generated__/StatementTransactionMatches_line.graphql';
import { ReconciledLineLink } from '../../domain/ReconciledLineLink';
import { RecordSectionCard } from '../../ui/RecordSectionCard';
import { StatementMatchAllocation } from './StatementMatchAllocation';
import { useByAt } from '../../domain/useByAt';

/**
 * A statement line's matches: each with its kind, result, who made it and
 * when, and what it allocates to which item (an allocation's fee included),
 * with a link to the line on the reconciliation page.
 */
export function StatementTransactionMatches({
  line: key,
  timeZone,
}: {
  line: StatementTransactionMatches_line$key;
  timeZone: string;
}) {
  const line = useFragment(
    graphql`
      fragment StatementTransactionMatches_line on StatementTransaction {
        id
        reconciliationStatus
        reconciliations {
          id
          kind
          result
          createdAt
          createdBy {
            fullName
            email
          }
          allocations {
            amount {
              amount
              currency
            }
            fee {
              amount
              currency
            }
            item {
              ...reconcilableItemFields_item @relay(mask: false)
            }
          }
        }
      }
    `,
    key,
  );
  return (
    <RecordSectionCard
      title={<FormattedMessage id="statements.detail.matchesTitle" />}
      description={<FormattedMessage id="statements.detail.matchesDescription" />}
      testId="statement-page-matches"
    >
      {line.reconciliations.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" data-testid="statement-detail-no-matches">
          <FormattedMessage id="statements.detail.noMatches" />
        </Text>
      ) : null}
      {line.reconciliations.map((match) => (
        <Stack
          key={match.id}
          gap="2"
          borderTopWidth="1px"
          borderColor="border"
          paddingTop="3"
          data-testid="statement-detail-match"
        >
          <MatchHeading match={match} timeZone={timeZone} />
          {match.allocations.map((allocation, index) => (
            <StatementMatchAllocation key={index} allocation={allocation} />
          ))}
        </Stack>
      ))}
      {line.reconciliations.length > 0 ? (
        <ReconciledLineLink
          line={{ id: line.id, reconciliationStatus: line.reconciliationStatus }}
          label={<FormattedMessage id="statements.reconciliation.link" />}
          testId="statement-detail-reconciliation-link"
        />
      ) : null}
    </RecordSectionCard>
  );
}

type Match = StatementTransactionMatches_line$data['reconciliations'][number];

/** A match's kind and result, and who made it when (or that it was made automatically). */
function MatchHeading({ match, timeZone }: { match: Match; timeZone: string }) {
  const byAt = useByAt(timeZone);
  return (
    <HStack gap="2" wrap="wrap">
      <Badge variant="outline">
        <FormattedMessage id={`reconciliation.kind.${match.kind}`} defaultMessage={match.kind} />
      </Badge>
      <Badge variant="subtle" colorPalette={match.result === 'FULL_MATCH' ? 'green' : 'orange'}>
        <FormattedMessage
          id={`reconciliation.result.${match.result}`}
          defaultMessage={match.result}
        />
      </Badge>
      <Text fontSize="sm" color="fg.muted">
        {byAt(match.createdBy, match.createdAt, {
          unknown: 'statements.detail.matchedAutomatically',
        })}
      </Text>
    </HStack>
  );
}
