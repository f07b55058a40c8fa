import { Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ReconciliationProposalSides_proposal$key } from '../../__generated__/ReconciliationProposalSides_proposal.graphql';
import { isPositiveAmount } from '../../../formats/amount';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { feeBookingLabel } from '../../domain/feeBooking';
import { reconcilableItemSummary } from '../../domain/records/reconcilableItemSummary';
import { MoneyText } from '../../ui/MoneyText';

/** What a proposal would match: its statement transactions and items, each on a line with its amount, and the bank fee it would book and where. */
export function ReconciliationProposalSides({
  proposal,
}: {
  proposal: ReconciliationProposalSides_proposal$key;
}) {
  const data = useFragment(
    graphql`
      fragment ReconciliationProposalSides_proposal on ReconciliationProposal {
        fee {
          amount
          currency
        }
        feeBookedTo {
          feeBooking
          feeCategory
        }
        statementTransactions {
          id
          date
          description
          amount {
            amount
            currency
          }
        }
        items {
          ...reconcilableItemFields_item @relay(mask: false)
        }
      }
    `,
    proposal,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const money = (value: { amount: string; currency: string }) =>
    formatMoney(value.amount, value.currency, language);
  return (
    <Stack gap="1" fontSize="sm">
      {data.statementTransactions.map((line) => (
        <ProposalSide
          key={line.id}
          side={<FormattedMessage id="reconciliation.proposals.line" />}
          date={formatDate(line.date, language)}
          text={line.description}
          amount={money(line.amount)}
        />
      ))}
      {data.items.map((item, index) => {
        const summary = reconcilableItemSummary(item, intl);
        return summary ? (
          <ProposalSide
            key={index}
            side={summary.kind}
            date={formatDate(summary.date, language)}
            text={summary.text}
            amount={money(summary.amount)}
          />
        ) : (
          <Text key={index} color="fg.subtle">
            —
          </Text>
        );
      })}
      {isPositiveAmount(data.fee.amount) ? (
        <Flex
          gap="2"
          justifyContent="space-between"
          color="fg.muted"
          data-testid="reconciliation-proposal-fee"
        >
          <Text>
            <FormattedMessage id="reconciliation.proposals.fee" />
          </Text>
          <MoneyText money={data.fee} whiteSpace="nowrap" />
        </Flex>
      ) : null}
      {isPositiveAmount(data.fee.amount) && data.feeBookedTo ? (
        <Text fontSize="sm" color="fg.muted" data-testid="reconciliation-proposal-fee-booked-to">
          <FormattedMessage
            id="reconciliation.proposal.feeBookedTo"
            values={{ target: feeBookingLabel(data.feeBookedTo, intl) }}
          />
        </Text>
      ) : null}
    </Stack>
  );
}

/** One side of a proposal: "Statement · 1 Oct 2026 · GAJI OKT 2026", cut to a line (the whole text on hover), and its amount. */
function ProposalSide({
  side,
  date,
  text,
  amount,
}: {
  side: ReactNode;
  date: string;
  text: string;
  amount: string;
}) {
  return (
    <Flex gap="2" justifyContent="space-between">
      <Text lineClamp={1} overflowWrap="anywhere" title={text}>
        <Text as="span" color="fg.muted" whiteSpace="nowrap">
          {side}
          {` · ${date} · `}
        </Text>
        {text}
      </Text>
      <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {amount}
      </Text>
    </Flex>
  );
}
