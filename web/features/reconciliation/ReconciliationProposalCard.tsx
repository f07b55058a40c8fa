import { Badge, Box, Checkbox, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ReconciliationProposalCard_proposal$key } from '../../__generated__/ReconciliationProposalCard_proposal.graphql';
import { formatMoney, WHOLE_PERCENT } from '../../i18n/format';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { TrailingAmount } from '../../ui/TrailingAmount';
import { MatchResultBadge } from '../../domain/records/MatchResultBadge';
import { ReconciliationReasons } from '../../domain/ReconciliationReasons';
import { ReconciliationProposalAlternatives } from './ReconciliationProposalAlternatives';
import { ReconciliationProposalSides } from './ReconciliationProposalSides';

type ReconciliationProposalCardProps = {
  proposal: ReconciliationProposalCard_proposal$key;
  /** Set when the proposal can be ticked for a bulk decision. */
  selection?: { checked: boolean; onToggle: () => void } | null;
  /** Accept and reject, for a viewer with `reconciliation:reconcile`; null hides them. */
  actions: { onAccept: () => void; onReject: () => void; busy: boolean } | null;
  /** Why the last decision on it was refused. */
  error?: string | null;
};

/** The badge colour of a confidence: sure (green), likely (blue), doubtful (orange). */
function confidencePalette(confidence: number): string {
  return confidence >= 0.9 ? 'green' : confidence >= 0.7 ? 'blue' : 'orange';
}

/**
 * One proposal of the matching engine: how sure it is, the statement
 * transactions and items it would match, what it would allocate, the bank
 * fee it would book (the difference a reviewer settles in full), why the
 * rules could not confirm it by themselves, its reasons in the reader's
 * language, accept or reject, and the engine's other candidates for a
 * reviewer who finds this one wrong.
 */
export function ReconciliationProposalCard({
  proposal,
  selection = null,
  actions,
  error = null,
}: ReconciliationProposalCardProps) {
  const data = useFragment(
    graphql`
      fragment ReconciliationProposalCard_proposal on ReconciliationProposal {
        id
        strategy
        result
        confidence
        amount {
          amount
          currency
        }
        autoConfirmRefusal {
          code
          message
        }
        reasons {
          ...reconciliationReasonFields_reason @relay(mask: false)
        }
        statementTransactions {
          direction
        }
        ...ReconciliationProposalSides_proposal
      }
    `,
    proposal,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const direction = data.statementTransactions[0]?.direction ?? 'CREDIT';
  const money = (value: { amount: string; currency: string }) =>
    formatMoney(value.amount, value.currency, language);
  return (
    <Box
      borderWidth="1px"
      borderColor={error ? 'border.error' : 'border'}
      rounded="md"
      padding="3"
      data-testid="reconciliation-proposal"
      data-proposal-id={data.id}
    >
      <Flex gap="3" alignItems="flex-start">
        {selection ? (
          <Checkbox.Root
            checked={selection.checked}
            onCheckedChange={selection.onToggle}
            marginTop="0.5"
            data-testid="reconciliation-proposal-select"
          >
            <Checkbox.HiddenInput
              aria-label={intl.formatMessage({ id: 'reconciliation.proposals.select' })}
            />
            <Checkbox.Control />
          </Checkbox.Root>
        ) : null}
        <Stack gap="2" flex="1" minWidth="0">
          <HStack gap="2" wrap="wrap">
            <Badge
              colorPalette={confidencePalette(data.confidence)}
              variant="solid"
              data-testid="reconciliation-proposal-confidence"
            >
              <FormattedMessage
                id="reconciliation.proposals.confidence"
                values={{ confidence: intl.formatNumber(data.confidence, WHOLE_PERCENT) }}
              />
            </Badge>
            <MatchResultBadge result={data.result} />
            <Text fontSize="xs" color="fg.muted">
              <FormattedMessage id={`reconciliation.strategy.${data.strategy}`} />
            </Text>
            <TrailingAmount>{money(data.amount)}</TrailingAmount>
          </HStack>
          <ReconciliationProposalSides proposal={data} />
          {data.autoConfirmRefusal ? (
            <Text
              fontSize="sm"
              color="fg.warning"
              data-testid="reconciliation-proposal-auto-refusal"
            >
              <FormattedMessage
                id="reconciliation.proposals.autoRefusal"
                values={{
                  reason: errorMessage(
                    data.autoConfirmRefusal.code,
                    data.autoConfirmRefusal.message,
                  ),
                }}
              />
            </Text>
          ) : null}
          <ReconciliationReasons
            reasons={data.reasons}
            context={{ currency: data.amount.currency, direction, strategy: data.strategy }}
          />
          <ReconciliationProposalAlternatives proposalId={data.id} canMatch={actions !== null} />
          <FormErrorAlert message={error} testId="reconciliation-proposal-error" />
          {actions ? (
            <HStack gap="2" justifyContent="flex-end">
              <ActionButtonList
                size="xs"
                buttons={[
                  {
                    label: 'reconciliation.proposals.reject',
                    testId: 'reconciliation-proposal-reject',
                    look: 'plain',
                    disabled: actions.busy,
                    onClick: actions.onReject,
                  },
                  {
                    label: 'reconciliation.proposals.accept',
                    testId: 'reconciliation-proposal-accept',
                    look: 'main',
                    loading: actions.busy,
                    onClick: actions.onAccept,
                  },
                ]}
              />
            </HStack>
          ) : null}
        </Stack>
      </Flex>
    </Box>
  );
}
