import { Box, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DepositStatusCell_deposit$key } from '../../__generated__/DepositStatusCell_deposit.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { StatusBadge } from '../../ui/StatusBadge';
import { DEPOSIT_STATUS_TONES } from './depositLabels';

/** A deposit's status over what happens at maturity (renews, or pays out with its net interest), or why it was closed. */
export function DepositStatusCell({ deposit }: { deposit: DepositStatusCell_deposit$key }) {
  const data = useFragment(
    graphql`
      fragment DepositStatusCell_deposit on Deposit {
        status
        autoRenewal
        maturityDate
        interestAtMaturity {
          net {
            amount
            currency
          }
        }
        closure {
          reason
          closedOn
        }
      }
    `,
    deposit,
  );
  const { language } = useLanguage();
  const maturity = formatDate(data.maturityDate, language);
  const net = data.interestAtMaturity.net;

  return (
    <Table.Cell>
      <StatusBadge
        status={data.status}
        tones={DEPOSIT_STATUS_TONES}
        testId="deposit-status"
        withStatus
      />
      <Box fontSize="xs" color="fg.muted" marginTop="1" maxWidth="48">
        {data.status === 'CLOSED' && data.closure ? (
          <Text data-testid="deposit-closure">
            <FormattedMessage
              id="deposits.closedBecause"
              values={{
                date: formatDate(data.closure.closedOn, language),
                reason: data.closure.reason,
              }}
            />
          </Text>
        ) : data.status === 'MATURED' ? (
          <Text data-testid="deposit-outcome">
            <FormattedMessage id="deposits.maturedOn" values={{ date: maturity }} />
          </Text>
        ) : (
          <Text data-testid="deposit-outcome">
            <FormattedMessage
              id={data.autoRenewal ? 'deposits.renewsOn' : 'deposits.paysOutOn'}
              values={{ date: maturity, net: formatMoney(net.amount, net.currency, language) }}
            />
          </Text>
        )}
      </Box>
    </Table.Cell>
  );
}
