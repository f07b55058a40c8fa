import { Badge, Checkbox, Flex, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ReconciliationCandidateRow_edge$key } from '../../__generated__/ReconciliationCandidateRow_edge.graphql';
import { compareAmounts } from '../../../formats/amount';
import { toCents } from '../../../formats/cents';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { CANDIDATE_KIND_LABELS, type ReconcilableItemKind } from './candidateKinds';
import { ReconciliationDatedAmount } from './ReconciliationDatedAmount';
import { ReconciliationPickCard } from './ReconciliationPickCard';
import { MoneyText } from '../../ui/MoneyText';

/** An item of a match as the running totals need it. */
export type MatchItem = { id: string; currency: string; open: bigint };

type ReconciliationCandidateRowProps = {
  edge: ReconciliationCandidateRow_edge$key;
  /** The ticked items, by id. */
  selected: ReadonlyMap<string, MatchItem>;
  /** Ticks or unticks it, with what is still open of it for the totals. */
  onToggle: (item: MatchItem) => void;
  disabled: boolean;
};

/**
 * An open item of any kind the picked line may be matched with (an invoice,
 * an invoice payment, a settlement, a payment, a bill, an expected
 * transaction): its kind, date, counterparty or buyer, number or reference
 * and amount, with what is still open of it when less. Tick it to add it to
 * the match.
 */
export function ReconciliationCandidateRow({
  edge,
  selected,
  onToggle,
  disabled,
}: ReconciliationCandidateRowProps) {
  const data = useFragment(
    graphql`
      fragment ReconciliationCandidateRow_edge on ReconcilableItemEdge {
        kind
        reference
        counterpartyName
        description
        date
        amount {
          amount
          currency
        }
        openAmount {
          amount
          currency
        }
        node {
          __typename
          ... on Node {
            id
          }
        }
      }
    `,
    edge,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const id = data.node.id;
  if (!id) return null;
  const checked = selected.has(id);
  const text = [data.counterpartyName, data.description].filter((part) => part).join(' — ');
  const toggle = () =>
    onToggle({ id, currency: data.openAmount.currency, open: toCents(data.openAmount.amount) });
  return (
    <ReconciliationPickCard
      selected={checked}
      data-testid="reconciliation-candidate"
      data-item-id={id}
      data-kind={data.kind}
    >
      <Checkbox.Root
        checked={checked}
        onCheckedChange={toggle}
        disabled={disabled && !checked}
        width="full"
        alignItems="flex-start"
        data-testid="reconciliation-candidate-select"
      >
        <Checkbox.HiddenInput
          aria-label={intl.formatMessage(
            { id: 'reconciliation.candidates.select' },
            { description: [data.reference, text].filter((part) => part).join(' ') },
          )}
        />
        <Checkbox.Control marginTop="0.5" />
        <Stack gap="1" flex="1" minWidth="0">
          <ReconciliationDatedAmount
            dated={formatDate(data.date, language)}
            amount={<MoneyText money={data.amount} fontWeight="semibold" whiteSpace="nowrap" />}
          />
          <Text fontSize="sm" lineClamp={2} overflowWrap="anywhere">
            {text}
            {data.reference ? (
              <Text as="span" color="fg.muted">
                {text ? ' ' : ''}({data.reference})
              </Text>
            ) : null}
          </Text>
          <CandidateKindAndOpen kind={data.kind} amount={data.amount} open={data.openAmount} />
        </Stack>
      </Checkbox.Root>
    </ReconciliationPickCard>
  );
}

type Money = { readonly amount: string; readonly currency: string };

/** An item's kind as a badge, and what is still open of it when that is less than its amount. */
function CandidateKindAndOpen({
  kind,
  amount,
  open,
}: {
  kind: string;
  amount: Money;
  open: Money;
}) {
  const { language } = useLanguage();
  // A kind a newer server added has no label here yet: the row shows without its badge.
  const kindLabel = CANDIDATE_KIND_LABELS[kind as ReconcilableItemKind] as string | undefined;
  const partial = compareAmounts(open.amount, amount.amount) < 0;
  return (
    <Flex gap="2" wrap="wrap" alignItems="center">
      {kindLabel ? (
        <Badge variant="surface" data-testid="reconciliation-candidate-kind-badge">
          <FormattedMessage id={kindLabel} />
        </Badge>
      ) : null}
      {partial ? (
        <Text fontSize="xs" color="fg.muted" data-testid="reconciliation-candidate-open">
          <FormattedMessage
            id="reconciliation.line.open"
            values={{
              amount: formatMoney(open.amount, open.currency, language),
            }}
          />
        </Text>
      ) : null}
    </Flex>
  );
}
