import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CurrencyTotalCard_total$key } from '../../__generated__/CurrencyTotalCard_total.graphql';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { formatRelativeTime } from '../../ui/time/formatRelativeTime';

type CurrencyTotalCardProps = {
  total: CurrencyTotalCard_total$key;
  now: Date;
  /** IDR and USD lead the cash position (spec); other currencies show smaller. */
  prominent: boolean;
};

/** The total available balance in one currency (never converted), over how many accounts, and how fresh. */
export function CurrencyTotalCard({ total, now, prominent }: CurrencyTotalCardProps) {
  const data = useFragment(
    graphql`
      fragment CurrencyTotalCard_total on CurrencyTotal {
        currency
        available {
          amount
          currency
        }
        accounts
        lastUpdated
      }
    `,
    total,
  );
  const intl = useIntl();
  const { language } = useLanguage();

  return (
    <Card.Root
      variant="outline"
      bg="bg"
      borderTopWidth={prominent ? '3px' : undefined}
      borderTopColor={prominent ? 'brand.solid' : undefined}
      data-testid={`balance-total-${data.currency}`}
    >
      <Card.Body gap="2" padding={prominent ? '5' : '4'}>
        <HStack justifyContent="space-between" alignItems="center">
          <Text fontSize="sm" color="fg.muted" fontWeight="medium">
            <FormattedMessage id="balances.totalIn" values={{ currency: data.currency }} />
          </Text>
          <Badge variant="subtle" colorPalette={prominent ? 'brand' : 'gray'}>
            {data.currency}
          </Badge>
        </HStack>
        <Text
          fontSize={prominent ? '3xl' : 'xl'}
          fontWeight="semibold"
          letterSpacing="tight"
          fontVariantNumeric="tabular-nums"
          lineHeight="short"
          wordBreak="break-all"
          data-testid="balance-total-amount"
        >
          {formatMoney(data.available.amount, data.available.currency, language)}
        </Text>
        {data.accounts > 0 && data.lastUpdated ? (
          <Stack gap="0" fontSize="xs" color="fg.muted">
            <Text>
              <FormattedMessage id="balances.totalAccounts" values={{ count: data.accounts }} />
            </Text>
            <Text>
              {intl.formatMessage(
                { id: 'balances.totalUpdated' },
                { when: formatRelativeTime(data.lastUpdated, now, language) },
              )}
            </Text>
          </Stack>
        ) : (
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage id="balances.totalNoBalance" />
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
