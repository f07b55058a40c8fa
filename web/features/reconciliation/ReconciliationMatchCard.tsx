import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useRevalidator } from 'react-router';
import type { ReconciliationMatchCard_reconciliation$key } from '../../__generated__/ReconciliationMatchCard_reconciliation.graphql';
import type { ReconciliationMatchCardRemoveMutation } from '../../__generated__/ReconciliationMatchCardRemoveMutation.graphql';
import { formatDate, formatDateTime, formatMoney } from '../../i18n/format';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toastSuccess } from '../../ui/toaster';
import { reconcilableItemSummary } from '../../domain/records/reconcilableItemSummary';

/** Only whether it went: the screen's query is read again afterwards, which brings the lines' and items' new statuses and totals. */
const removeMutation = graphql`
  mutation ReconciliationMatchCardRemoveMutation($input: ReconciliationRemoveInput!) {
    reconciliationRemove(input: $input) {
      removedReconciliationId
      userErrors {
        field
        code
        message
      }
    }
  }
`;

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
        allocations {
          amount {
            amount
            currency
          }
          statementTransaction {
            id
            date
            description
          }
          item {
            ...reconcilableItemFields_item @relay(mask: false)
          }
        }
      }
    `,
    reconciliation,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const failed = useMutationFailure();
  const { revalidate } = useRevalidator();
  const [remove, removing] = useCommit<ReconciliationMatchCardRemoveMutation>(removeMutation);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (value: { amount: string; currency: string }) =>
    formatMoney(value.amount, value.currency, language);
  // The item's kind, then what names it: `Payment · Sinar Jaya — INV/2026/11/0042`.
  const describeItem = (item: Parameters<typeof reconcilableItemSummary>[0] | null | undefined) => {
    const summary = item ? reconcilableItemSummary(item, intl) : null;
    return summary ? `${summary.kind} · ${summary.text}` : '—';
  };

  const confirm = async () => {
    setError(null);
    try {
      const { reconciliationRemove } = await remove({
        variables: { input: { reconciliationId: data.id } },
      });
      const refusal = reconciliationRemove.userErrors[0];
      if (refusal) {
        setError(errorMessage(refusal.code, refusal.message));
        return;
      }
      setConfirming(false);
      toastSuccess(intl.formatMessage({ id: 'reconciliation.remove.done' }));
      await revalidate();
    } catch (thrown) {
      setError(failed(thrown));
    }
  };

  return (
    <Box
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      padding="3"
      data-testid="reconciliation-match-card"
      data-reconciliation-id={data.id}
    >
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Badge
            colorPalette={KIND_PALETTE[data.kind] ?? 'gray'}
            variant="subtle"
            data-testid="reconciliation-match-kind"
          >
            <FormattedMessage id={`reconciliation.kind.${data.kind}`} />
          </Badge>
          <Badge
            colorPalette={data.result === 'FULL_MATCH' ? 'green' : 'orange'}
            variant="surface"
            data-testid="reconciliation-match-result"
          >
            <FormattedMessage id={`reconciliation.result.${data.result}`} />
          </Badge>
          <Text
            marginLeft="auto"
            fontWeight="semibold"
            fontVariantNumeric="tabular-nums"
            whiteSpace="nowrap"
            data-testid="reconciliation-match-amount"
          >
            {money(data.amount)}
          </Text>
        </HStack>
        <Stack gap="1" fontSize="sm" as="ul">
          {data.allocations.map((allocation, index) => (
            <Flex as="li" listStyleType="none" key={index} gap="2" justifyContent="space-between">
              <Text overflowWrap="anywhere">
                {allocation.statementTransaction
                  ? `${formatDate(allocation.statementTransaction.date, language)} · ${allocation.statementTransaction.description}`
                  : '—'}
                <Text as="span" color="fg.muted">
                  {' → '}
                </Text>
                {describeItem(allocation.item)}
              </Text>
              <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {money(allocation.amount)}
              </Text>
            </Flex>
          ))}
        </Stack>
        <Flex gap="2" justifyContent="space-between" alignItems="center" wrap="wrap">
          <Text fontSize="xs" color="fg.muted" data-testid="reconciliation-match-made">
            {data.createdBy ? (
              <FormattedMessage
                id="reconciliation.match.madeBy"
                values={{
                  name: data.createdBy.fullName,
                  when: formatDateTime(data.createdAt, language, timeZone),
                }}
              />
            ) : (
              <FormattedMessage
                id="reconciliation.match.madeByRules"
                values={{ when: formatDateTime(data.createdAt, language, timeZone) }}
              />
            )}
          </Text>
          {canRemove ? (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={() => setConfirming(true)}
              data-testid="reconciliation-match-remove"
            >
              <FormattedMessage id="reconciliation.remove.button" />
            </Button>
          ) : null}
        </Flex>
      </Stack>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onExitComplete={() => setError(null)}
        onConfirm={() => void confirm()}
        title={<FormattedMessage id="reconciliation.remove.title" />}
        body={
          <FormattedMessage
            id="reconciliation.remove.body"
            values={{ amount: money(data.amount) }}
          />
        }
        confirmLabel={<FormattedMessage id="reconciliation.remove.confirm" />}
        busy={removing}
        error={error}
        testId="reconciliation-remove"
      />
    </Box>
  );
}
