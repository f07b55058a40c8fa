import { Badge, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ReconciliationMatchCard_reconciliation$key } from '../../__generated__/ReconciliationMatchCard_reconciliation.graphql';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { RemoveButton } from '../../ui/RemoveButton';
import { TrailingAmount } from '../../ui/TrailingAmount';
import { OutlineBox } from '../../ui/OutlineBox';
import { MatchResultBadge } from '../../domain/records/MatchResultBadge';
import { ReconciliationMatchAllocations } from './ReconciliationMatchAllocations';
import { useRemoveReconciliation } from './useRemoveReconciliation';

const KIND_PALETTE: Record<string, string> = {
  AUTOMATIC: 'purple',
  REVIEW: 'blue',
  MANUAL: 'gray',
};

/**
 * One match: its kind (Automatic, Review, Manual), result (Full Match,
 * Partial Match), what it allocates between which lines and items, who made
 * it and when; Remove (after a confirmation) for a viewer with
 * `reconciliation:unreconcile`. Removing it leaves every other match of the
 * same lines and items as it is.
 */
export function ReconciliationMatchCard({
  reconciliation,
  timeZone,
  canRemove,
}: {
  reconciliation: ReconciliationMatchCard_reconciliation$key;
  timeZone: string;
  canRemove: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment ReconciliationMatchCard_reconciliation on Reconciliation {
        id
        kind
        result
        amount {
          amount
          currency
        }
        createdAt
        createdBy {
          fullName
        }
        ...ReconciliationMatchAllocations_reconciliation
      }
    `,
    reconciliation,
  );
  const { language } = useLanguage();
  const removal = useRemoveReconciliation(data.id);
  const money = (value: { amount: string; currency: string }) =>
    formatMoney(value.amount, value.currency, language);

  return (
    <OutlineBox data-testid="reconciliation-match-card" data-reconciliation-id={data.id}>
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Badge
            colorPalette={KIND_PALETTE[data.kind] ?? 'gray'}
            variant="subtle"
            data-testid="reconciliation-match-kind"
          >
            <FormattedMessage id={`reconciliation.kind.${data.kind}`} />
          </Badge>
          <MatchResultBadge
            result={data.result}
            variant="surface"
            testId="reconciliation-match-result"
          />
          <TrailingAmount testId="reconciliation-match-amount">{money(data.amount)}</TrailingAmount>
        </HStack>
        <ReconciliationMatchAllocations reconciliation={data} />
        <Flex gap="2" justifyContent="space-between" alignItems="center" wrap="wrap">
          <MatchMade by={data.createdBy} at={data.createdAt} timeZone={timeZone} />
          {canRemove ? (
            <RemoveButton
              onClick={() => removal.setConfirming(true)}
              testId="reconciliation-match-remove"
            >
              <FormattedMessage id="reconciliation.remove.button" />
            </RemoveButton>
          ) : null}
        </Flex>
      </Stack>
      <ConfirmDialog
        open={removal.confirming}
        onClose={() => removal.setConfirming(false)}
        onExitComplete={removal.clearError}
        onConfirm={() => void removal.confirm()}
        title={<FormattedMessage id="reconciliation.remove.title" />}
        body={
          <FormattedMessage
            id="reconciliation.remove.body"
            values={{ amount: money(data.amount) }}
          />
        }
        confirmLabel={<FormattedMessage id="reconciliation.remove.confirm" />}
        busy={removal.removing}
        error={removal.error}
        testId="reconciliation-remove"
      />
    </OutlineBox>
  );
}

/** Who made a match and when, or that the rules made it. */
function MatchMade({
  by,
  at,
  timeZone,
}: {
  by: { readonly fullName: string } | null | undefined;
  at: string;
  timeZone: string;
}) {
  const { language } = useLanguage();
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="reconciliation-match-made">
      {by ? (
        <FormattedMessage
          id="reconciliation.match.madeBy"
          values={{
            name: by.fullName,
            when: formatDateTime(at, language, timeZone),
          }}
        />
      ) : (
        <FormattedMessage
          id="reconciliation.match.madeByRules"
          values={{ when: formatDateTime(at, language, timeZone) }}
        />
      )}
    </Text>
  );
}
