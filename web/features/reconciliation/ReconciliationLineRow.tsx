import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  ReconciliationLineRow_line$data,
  ReconciliationLineRow_line$key,
} from '../../__generated__/ReconciliationLineRow_line.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { DirectionBadge } from '../../domain/records/DirectionBadge';
import { useLanguage } from '../../i18n/useLanguage';
import { openCents } from '../../../formats/cents';
import { TickedCardBody } from './TickedCardBody';
import { ReconciliationDatedAmount } from './ReconciliationDatedAmount';
import { ReconciliationOpenStatus } from './ReconciliationOpenStatus';
import { ReconciliationPickCard } from './ReconciliationPickCard';

/** A line as a match needs it: which way it moves and what is still open of it. */
export type MatchLine = { id: string; direction: string; currency: string; open: bigint };

type ReconciliationLineRowProps = {
  line: ReconciliationLineRow_line$key;
  selected: boolean;
  onSelect: () => void;
  /** Set when this line moves the way of the selected one: while some of it is open, it can join that one's match as another instalment of one item. */
  instalment: { checked: boolean; onToggle: (line: MatchLine) => void } | null;
};

/** A statement transaction in the left pane: date, account, description, amount, what is left open, status; a click picks it. */
export function ReconciliationLineRow({
  line,
  selected,
  onSelect,
  instalment,
}: ReconciliationLineRowProps) {
  const data = useFragment(
    graphql`
      fragment ReconciliationLineRow_line on StatementTransaction {
        id
        date
        description
        direction
        amount {
          amount
          currency
        }
        reconciledAmount {
          amount
        }
        reconciliationStatus
        bankAccount {
          alias
        }
      }
    `,
    line,
  );
  const intl = useIntl();
  const open = openCents(data.amount.amount, data.reconciledAmount.amount);
  const matchLine: MatchLine = {
    id: data.id,
    direction: data.direction,
    currency: data.amount.currency,
    open,
  };
  return (
    <ReconciliationPickCard
      selected={selected}
      cursor="pointer"
      _hover={{ borderColor: 'brand.solid' }}
      onClick={onSelect}
      data-testid="reconciliation-line"
      data-line-id={data.id}
      data-selected={selected ? 'true' : undefined}
      aria-current={selected ? 'true' : undefined}
    >
      <TickedCardBody
        gap="1"
        tick={
          instalment && open > 0n
            ? {
                checked: instalment.checked,
                onToggle: () => instalment.onToggle(matchLine),
                label: intl.formatMessage({ id: 'reconciliation.line.addInstalment' }),
                testId: 'reconciliation-line-instalment',
              }
            : null
        }
      >
        <LineSummary line={data} />
      </TickedCardBody>
    </ReconciliationPickCard>
  );
}

/** What a line says: its date and account, its signed amount, its description, and what is left open with its status. */
function LineSummary({ line }: { line: ReconciliationLineRow_line$data }) {
  const { language } = useLanguage();
  const outgoing = line.direction === 'DEBIT';
  return (
    <>
      <ReconciliationDatedAmount
        dated={`${formatDate(line.date, language)}${line.bankAccount ? ` · ${line.bankAccount.alias}` : ''}`}
        amount={
          <SignedAmount
            outgoing={outgoing}
            amount={formatMoney(line.amount.amount, line.amount.currency, language)}
          />
        }
      />
      <Text
        fontSize="sm"
        lineClamp={2}
        overflowWrap="anywhere"
        title={line.description}
        data-testid="reconciliation-line-description"
      >
        {line.description}
      </Text>
      <ReconciliationOpenStatus
        status={line.reconciliationStatus}
        amount={line.amount}
        reconciledAmount={line.reconciledAmount}
        testId="reconciliation-line-status"
        before={<DirectionBadge direction={line.direction} />}
      />
    </>
  );
}

/** A line's amount, signed by the way it moves: minus going out, plus (in green) coming in. */
function SignedAmount({ outgoing, amount }: { outgoing: boolean; amount: string }) {
  return (
    <Text
      fontWeight="semibold"
      whiteSpace="nowrap"
      fontVariantNumeric="tabular-nums"
      color={outgoing ? 'fg' : 'green.fg'}
      data-testid="reconciliation-line-amount"
    >
      {outgoing ? '−' : '+'}
      {amount}
    </Text>
  );
}
