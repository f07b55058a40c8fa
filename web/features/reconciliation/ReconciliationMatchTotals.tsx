import { Box, Button, Flex, Separator, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { formatMoney } from '../../i18n/format';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { fromCents } from '../../../formats/cents';
import { ReconciliationMismatchWarning } from './ReconciliationMismatchWarning';
import type { Mismatch } from './useReconciliationCreate';

/**
 * The running totals of a hand match (the lines, the ticked items, what
 * remains) with the match button; different totals raise the amount-mismatch
 * warning, which offers to reconcile partially.
 */
export function ReconciliationMatchTotals({
  currency,
  lineCount,
  lineTotal,
  itemCount,
  itemTotal,
  blocked,
  mismatch,
  error,
  creating,
  onCancelMismatch,
  onMatch,
}: {
  currency: string;
  lineCount: number;
  /** What the lines leave open, in cents. */
  lineTotal: bigint;
  itemCount: number;
  /** What the ticked items leave open, in cents. */
  itemTotal: bigint;
  /** Why the selection cannot be one match, when it cannot. */
  blocked: string | null;
  mismatch: Mismatch | null;
  error: string | null;
  creating: boolean;
  onCancelMismatch: () => void;
  onMatch: (partial: boolean) => void;
}) {
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const money = (cents: bigint) => formatMoney(fromCents(cents), currency, language);
  const remaining = lineTotal - itemTotal;
  return (
    <Box>
      <Separator marginBottom="3" />
      <Stack
        gap="2"
        fontSize="sm"
        fontVariantNumeric="tabular-nums"
        data-testid="reconciliation-totals"
      >
        <Flex justifyContent="space-between">
          <Text color="fg.muted">
            <FormattedMessage id="reconciliation.match.lineTotal" values={{ count: lineCount }} />
          </Text>
          <Text data-testid="reconciliation-total-line">{money(lineTotal)}</Text>
        </Flex>
        <Flex justifyContent="space-between">
          <Text color="fg.muted">
            <FormattedMessage
              id="reconciliation.match.selectedTotal"
              values={{ count: itemCount }}
            />
          </Text>
          <Text data-testid="reconciliation-total-selected">{money(itemTotal)}</Text>
        </Flex>
        <Flex justifyContent="space-between" fontWeight="semibold">
          <Text>
            <FormattedMessage id="reconciliation.match.remaining" />
          </Text>
          <Text
            color={remaining === 0n ? 'green.fg' : 'orange.fg'}
            data-testid="reconciliation-total-remaining"
          >
            {money(remaining)}
          </Text>
        </Flex>
        {blocked ? (
          <Text color="fg.error" data-testid="reconciliation-match-blocked">
            {errorMessage(blocked)}
          </Text>
        ) : null}
        {mismatch ? (
          <ReconciliationMismatchWarning
            mismatch={mismatch}
            amount={money(remaining < 0n ? -remaining : remaining)}
            allocated={money(remaining > 0n ? itemTotal : lineTotal)}
            creating={creating}
            onCancel={onCancelMismatch}
            onPartial={() => onMatch(true)}
          />
        ) : null}
        <FormErrorAlert message={error} testId="reconciliation-match-error" />
        <Button
          colorPalette="brand"
          disabled={itemCount === 0 || blocked !== null || mismatch !== null}
          loading={creating && !mismatch}
          onClick={() => onMatch(false)}
          data-testid="reconciliation-match"
        >
          <FormattedMessage id="reconciliation.match.submit" />
        </Button>
      </Stack>
    </Box>
  );
}
