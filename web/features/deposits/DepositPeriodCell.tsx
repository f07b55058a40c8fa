import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DepositPeriodCell_deposit$key } from '../../__generated__/DepositPeriodCell_deposit.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DEPOSIT_TERM_LABEL, isDepositTerm, TENOR_LABEL } from './depositLabels';

/** A deposit's current period (issued or renewed date to maturity) over its tenor and term, and how often it renewed. */
export function DepositPeriodCell({ deposit }: { deposit: DepositPeriodCell_deposit$key }) {
  const data = useFragment(
    graphql`
      fragment DepositPeriodCell_deposit on Deposit {
        issuedDate
        periodStart
        maturityDate
        tenor
        tenorType
        term
        renewals
      }
    `,
    deposit,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const term = isDepositTerm(data.term)
    ? intl.formatMessage(DEPOSIT_TERM_LABEL[data.term].short)
    : data.term;
  const tenor =
    data.tenorType === 'DAYS' || data.tenorType === 'MONTHS'
      ? intl.formatMessage(TENOR_LABEL[data.tenorType], { count: data.tenor })
      : `${data.tenor} ${data.tenorType}`;

  return (
    <Table.Cell fontVariantNumeric="tabular-nums">
      <Text whiteSpace="nowrap" data-testid="deposit-period">
        {formatDate(data.periodStart, language)} → {formatDate(data.maturityDate, language)}
      </Text>
      <Text fontSize="xs" color="fg.muted" data-testid="deposit-term">
        {tenor} · {term}
      </Text>
      {data.renewals > 0 ? (
        <Text fontSize="xs" color="fg.muted" data-testid="deposit-renewals">
          <FormattedMessage
            id="deposits.renewedTimes"
            values={{ count: data.renewals, date: formatDate(data.issuedDate, language) }}
          />
        </Text>
      ) : null}
    </Table.Cell>
  );
}
