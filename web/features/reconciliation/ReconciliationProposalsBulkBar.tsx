import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { Decision } from './useProposalDecisions';

/** The bulk review's bar: tick all (or none), how many are ticked, and reject or accept those ticked. */
export function ReconciliationProposalsBulkBar({
  ticked,
  all,
  busy,
  onSelectAll,
  onDecide,
}: {
  /** How many proposals are ticked. */
  ticked: number;
  /** Whether every proposal shown is ticked (the button then ticks none). */
  all: boolean;
  busy: boolean;
  onSelectAll: () => void;
  onDecide: (decision: Decision) => void;
}) {
  return (
    <Flex gap="3" wrap="wrap" alignItems="center" data-testid="reconciliation-proposals-bulk">
      <Button
        size="xs"
        variant="ghost"
        onClick={onSelectAll}
        data-testid="reconciliation-proposals-select-all"
      >
        <FormattedMessage
          id={all ? 'reconciliation.proposals.selectNone' : 'reconciliation.proposals.selectAll'}
        />
      </Button>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="reconciliation.proposals.selected" values={{ count: ticked }} />
      </Text>
      <HStack gap="2" marginLeft={{ md: 'auto' }}>
        <Button
          size="sm"
          variant="outline"
          disabled={ticked === 0 || busy}
          onClick={() => onDecide('REJECT')}
          data-testid="reconciliation-proposals-reject"
        >
          <FormattedMessage
            id="reconciliation.proposals.rejectSelected"
            values={{ count: ticked }}
          />
        </Button>
        <Button
          size="sm"
          colorPalette="brand"
          disabled={ticked === 0}
          loading={busy}
          onClick={() => onDecide('ACCEPT')}
          data-testid="reconciliation-proposals-accept"
        >
          <FormattedMessage
            id="reconciliation.proposals.acceptSelected"
            values={{ count: ticked }}
          />
        </Button>
      </HStack>
    </Flex>
  );
}
