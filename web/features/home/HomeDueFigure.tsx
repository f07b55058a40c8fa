import { Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { HomeDueFigure_summary$key } from '../../__generated__/HomeDueFigure_summary.graphql';
import { formatCount, formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useMoneyFormat } from '../../ui/useMoneyFormat';
import { HomeFigure } from './HomeFigure';

/** What is due in and out this week by currency, and how many bills are overdue; nothing when the member may not read it. */
export function HomeDueFigure({ summary }: { summary: HomeDueFigure_summary$key }) {
  const {
    dueThisWeek: due,
    overdueBills,
    weekStart,
    weekEnd,
  } = useFragment(
    graphql`
      fragment HomeDueFigure_summary on HomeSummary {
        weekStart
        weekEnd
        dueThisWeek {
          currency
          incoming {
            amount
            currency
          }
          outgoing {
            amount
            currency
          }
          incomingCount
          outgoingCount
        }
        overdueBills
      }
    `,
    summary,
  );
  const { language } = useLanguage();
  const money = useMoneyFormat();
  const count = (value: number) => formatCount(value, language);
  const week = { from: formatDate(weekStart, language), to: formatDate(weekEnd, language) };
  if (!due) return null;
  return (
    <HomeFigure
      title={<FormattedMessage id="home.numbers.due" values={week} />}
      link={{ to: '/cash-forecast', label: <FormattedMessage id="home.numbers.due.link" /> }}
      testId="home-due"
    >
      {due.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="home.numbers.due.none" />
        </Text>
      ) : (
        due.map((row) => (
          <Stack key={row.currency} gap="0" fontVariantNumeric="tabular-nums">
            <Text fontSize="sm" data-testid={`home-due-in-${row.currency}`}>
              <FormattedMessage
                id="home.numbers.due.in"
                values={{
                  amount: money(row.incoming),
                  count: row.incomingCount,
                  strong: (chunks) => <strong>{chunks}</strong>,
                }}
              />
            </Text>
            <Text fontSize="sm" data-testid={`home-due-out-${row.currency}`}>
              <FormattedMessage
                id="home.numbers.due.out"
                values={{
                  amount: money(row.outgoing),
                  count: row.outgoingCount,
                  strong: (chunks) => <strong>{chunks}</strong>,
                }}
              />
            </Text>
          </Stack>
        ))
      )}
      {overdueBills ? (
        <Link asChild fontSize="xs" color="red.fg">
          <RouterLink to="/payables" data-testid="home-overdue-bills">
            <FormattedMessage
              id="home.numbers.overdueBills"
              values={{ count: overdueBills, shown: count(overdueBills) }}
            />
          </RouterLink>
        </Link>
      ) : null}
    </HomeFigure>
  );
}
