import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { HomeCashFigure_summary$key } from '../../__generated__/HomeCashFigure_summary.graphql';
import { formatCount } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useMoneyFormat } from '../../ui/useMoneyFormat';
import { HomeFigure, HomeFigureValue } from './HomeFigure';

/** Cash today by currency, with how many accounts it sums and how many have no balance yet; nothing when the member may not read it. */
export function HomeCashFigure({ summary }: { summary: HomeCashFigure_summary$key }) {
  const { cash } = useFragment(
    graphql`
      fragment HomeCashFigure_summary on HomeSummary {
        cash {
          currency
          amount {
            amount
            currency
          }
          accounts
          accountsWithoutBalance
        }
      }
    `,
    summary,
  );
  const { language } = useLanguage();
  const money = useMoneyFormat();
  const count = (value: number) => formatCount(value, language);
  if (!cash) return null;
  return (
    <HomeFigure
      title={<FormattedMessage id="home.numbers.cash" />}
      link={{ to: '/cash-position', label: <FormattedMessage id="home.numbers.cash.link" /> }}
      testId="home-cash"
    >
      {cash.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="home.numbers.cash.none" />
        </Text>
      ) : (
        cash.map((row) => (
          <Stack key={row.currency} gap="0">
            {/* No account of the currency has a balance yet: no figure rather than a zero nobody has seen. */}
            {row.accountsWithoutBalance === row.accounts ? (
              <Text fontSize="sm" color="fg.subtle" data-testid={`home-cash-${row.currency}`}>
                <FormattedMessage
                  id="home.numbers.cash.noBalance"
                  values={{ currency: row.currency }}
                />
              </Text>
            ) : (
              <HomeFigureValue testId={`home-cash-${row.currency}`}>
                {money(row.amount)}
              </HomeFigureValue>
            )}
            <Text fontSize="xs" color="fg.muted">
              <FormattedMessage
                id="home.numbers.cash.accounts"
                values={{ count: row.accounts, shown: count(row.accounts) }}
              />
              {row.accountsWithoutBalance > 0 ? (
                <>
                  {' · '}
                  <FormattedMessage
                    id="home.numbers.cash.withoutBalance"
                    values={{
                      count: row.accountsWithoutBalance,
                      shown: count(row.accountsWithoutBalance),
                    }}
                  />
                </>
              ) : null}
            </Text>
          </Stack>
        ))
      )}
    </HomeFigure>
  );
}
